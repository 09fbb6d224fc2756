import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParam,
  staffMessageListQuery,
  staffMessageListResponse,
  staffMessageReplyRequest,
  staffMessageResponse,
  staffMessageStatusRequest,
} from '@tenuta/contracts';
import { getContactMessage, listContactMessages, replyToContactMessage, setContactMessageStatus } from '@tenuta/booking';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/** The contact inbox: messages by status, one with its replies, a reply by e-mail, filing as new/answered/spam. */
export const staffMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'messages.manage');

  app.get(
    '/messages',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Contact messages by status (open = new), newest first',
        querystring: staffMessageListQuery,
        response: { 200: staffMessageListResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await listContactMessages(app.deps, req.query.status);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { messages: r.messages, open_count: r.openCount } };
    },
  );

  app.get(
    '/messages/:id',
    {
      preHandler: manage,
      schema: { tags: ['staff'], summary: 'A contact message and the replies sent to it', params: idParam, response: { 200: staffMessageResponse, ...errors } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await getContactMessage(app.deps, req.params.id) };
    },
  );

  app.post(
    '/messages/:id/reply',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Replies by e-mail in the guest’s language (signed by the staff member) and marks the message answered',
        params: idParam,
        body: staffMessageReplyRequest,
        response: { 201: staffMessageResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true as const, data: await replyToContactMessage(app.deps, currentStaff(req), req.params.id, req.body) }),
  );

  app.post(
    '/messages/:id/status',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Files a message as open (new), answered or spam',
        params: idParam,
        body: staffMessageStatusRequest,
        response: { 200: staffMessageResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await setContactMessageStatus(app.deps, currentStaff(req), req.params.id, req.body.status) }),
  );
};

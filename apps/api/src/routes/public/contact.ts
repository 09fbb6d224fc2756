import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest, contactResponse, errorResponse } from '@tenuta/contracts';
import { sendContactMessage } from '@tenuta/booking';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'A message to the estate: stored, staff told by e-mail (Reply-To the guest); rate-limited per address and per e-mail',
        description:
          'Validation errors answer 400 with detail "field: code; …" (codes: name_length, name_invalid, email_invalid, phone_invalid, subject_invalid, message_too_short, message_too_long, privacy_required). `website` is a honeypot: leave it empty.',
        body: contactRequest,
        response: { 201: contactResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req, reply) => {
      await sendContactMessage({ ...app.deps, staffEmail: app.config.STAFF_EMAIL ?? 'staff@tenuta.example' }, req.body, { ip: req.ip });
      return reply.status(201).send({ success: true as const });
    },
  );
};

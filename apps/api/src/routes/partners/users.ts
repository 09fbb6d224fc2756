import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, partnerUserInviteRequest, partnerUsersResponse, partnerUserView } from '@tenuta/contracts';
import { deactivatePartnerUser, invitePartnerUser, listPartnerUsers } from '@tenuta/identity';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';
import { identityDeps } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const userResponse = z.object({ success: z.literal(true), data: z.object({ user: partnerUserView }) });
const inviteResponse = z.object({ success: z.literal(true), data: z.object({ user: partnerUserView, expires_at: z.string() }) });

/** The users of a partner account (owner only): list, invite a colleague, deactivate. */
export const partnerUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => identityDeps(app);
  const owner = requirePartner(app, { owner: true });

  app.get(
    '/users',
    { onRequest: owner, schema: { tags: ['partners'], summary: 'The users of this partner account', response: { 200: partnerUsersResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      data: { users: await listPartnerUsers(app.deps.db, currentPartner(req)) },
    }),
  );

  app.post(
    '/users/invite',
    {
      onRequest: owner,
      schema: {
        tags: ['partners'],
        summary: 'Invites a colleague by e-mail (single-use link, 72 h); again for an invited one sends a new link',
        body: partnerUserInviteRequest,
        response: { 201: inviteResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await invitePartnerUser(deps(), currentPartner(req), req.body);
      return reply.status(201).send({ success: true as const, data: { user: r.user, expires_at: r.expiresAt.toISOString() } });
    },
  );

  app.post(
    '/users/:id/deactivate',
    {
      onRequest: owner,
      schema: { tags: ['partners'], summary: 'Deactivates a user of this account: its sessions end at once', params: idParam, response: { 200: userResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: { user: await deactivatePartnerUser(deps(), currentPartner(req), req.params.id) } }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, octoKeyCreatedResponse, octoKeyCreateRequest, octoKeyResponse, octoKeysResponse } from '@tenuta/contracts';
import { createOctoKey, listOctoKeys, type OctoKeyActor, revokeOctoKey, type StaffPrincipal } from '@tenuta/identity';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const id = z.coerce.number().int().positive().max(2_147_483_647);
const partnerParams = z.object({ id });
const keyParams = z.object({ id, keyId: id });

const actorOf = (s: StaffPrincipal): OctoKeyActor => ({ kind: 'staff', staff: { id: s.id, email: s.email } });

/** A reseller's OCTO API keys on its page in the back office (partners.manage): list, make, revoke; audited. */
export const staffOctoKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'partners.manage');

  app.get(
    '/partners/:id/octo-keys',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: "A partner's OCTO API keys, live and revoked (last four characters only)",
        params: partnerParams,
        response: { 200: octoKeysResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { keys: await listOctoKeys(app.deps, actorOf(currentStaff(req)), req.params.id) } }),
  );

  app.post(
    '/partners/:id/octo-keys',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Makes a named OCTO API key for a reseller; the answer carries the whole key this once (audited)',
        params: partnerParams,
        body: octoKeyCreateRequest,
        response: { 201: octoKeyCreatedResponse, ...errors },
      },
    },
    async (req, reply) => {
      const made = await createOctoKey(app.deps, actorOf(currentStaff(req)), req.params.id, req.body);
      return reply.status(201).send({ success: true as const, data: { key: made.view, secret: made.key } });
    },
  );

  app.post(
    '/partners/:id/octo-keys/:keyId/revoke',
    {
      preHandler: manage,
      schema: { tags: ['staff'], summary: "Revokes a partner's OCTO API key for good (audited)", params: keyParams, response: { 200: octoKeyResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: { key: await revokeOctoKey(app.deps, actorOf(currentStaff(req)), req.params.id, req.params.keyId) } }),
  );
};

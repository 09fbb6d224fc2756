import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  octoKeyCreatedResponse,
  octoKeyCreateRequest,
  octoKeyParams,
  octoKeyResponse,
  octoKeysResponse,
  octoWebhookDeliveriesQuery,
  octoWebhookDeliveriesResponse,
} from '@tenuta/contracts';
import { DELIVERY_LOG_PAGE, listOctoWebhookDeliveries } from '@tenuta/booking';
import { createOctoKey, listOctoKeys, type OctoKeyActor, type PartnerPrincipal, revokeOctoKey } from '@tenuta/identity';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

const actorOf = (p: PartnerPrincipal): OctoKeyActor => ({ kind: 'partner', userId: p.userId, partnerId: p.partnerId, role: p.role });

/**
 * A reseller's OCTO API keys and its webhook delivery log, in its settings (owner only): every
 * answer is the caller's own partner's; another partner's key id is not found.
 */
export const partnerOctoKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requirePartner(app, { type: 'reseller', owner: true });

  app.get(
    '/octo/keys',
    {
      onRequest: owner,
      schema: { tags: ['partners'], summary: "This reseller's OCTO API keys, live and revoked (last four characters only)", response: { 200: octoKeysResponse, ...errors } },
    },
    async (req) => {
      const p = currentPartner(req);
      return { success: true as const, data: { keys: await listOctoKeys(app.deps, actorOf(p), p.partnerId) } };
    },
  );

  app.post(
    '/octo/keys',
    {
      onRequest: owner,
      schema: {
        tags: ['partners'],
        summary: 'Makes a named OCTO API key; the answer carries the whole key this once (409 octo_key_limit past 10 live keys)',
        body: octoKeyCreateRequest,
        response: { 201: octoKeyCreatedResponse, ...errors },
      },
    },
    async (req, reply) => {
      const p = currentPartner(req);
      const made = await createOctoKey(app.deps, actorOf(p), p.partnerId, req.body);
      return reply.status(201).send({ success: true as const, data: { key: made.view, secret: made.key } });
    },
  );

  app.post(
    '/octo/keys/:keyId/revoke',
    {
      onRequest: owner,
      schema: {
        tags: ['partners'],
        summary: 'Revokes an OCTO API key for good: its next call answers 401, its webhooks stop',
        params: octoKeyParams,
        response: { 200: octoKeyResponse, ...errors },
      },
    },
    async (req) => {
      const p = currentPartner(req);
      return { success: true as const, data: { key: await revokeOctoKey(app.deps, actorOf(p), p.partnerId, req.params.keyId) } };
    },
  );

  app.get(
    '/octo/webhook-deliveries',
    {
      onRequest: owner,
      schema: {
        tags: ['partners'],
        summary: "The latest webhook deliveries to this reseller's systems, newest first (before: the last id of the page seen)",
        querystring: octoWebhookDeliveriesQuery,
        response: { 200: octoWebhookDeliveriesResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { deliveries: await listOctoWebhookDeliveries(app.deps, currentPartner(req).partnerId, req.query), page_size: DELIVERY_LOG_PAGE },
    }),
  );
};

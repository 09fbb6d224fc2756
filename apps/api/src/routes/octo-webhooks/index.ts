import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { octoWebhook, octoWebhookCreated, octoWebhookCreateRequest, octoWebhookErrorBody, octoWebhookParams } from '@tenuta/contracts';
import { deleteOctoWebhook, listOctoWebhooks, registerOctoWebhook } from '@tenuta/booking';
import { isDomainError } from '@tenuta/core';
import { isLoopbackUrl } from '@tenuta/identity';
import { octoCaller, octoError, registerOctoAuth } from '../../plugins/octo-auth.ts';

const errors = { 400: octoWebhookErrorBody, 401: octoWebhookErrorBody, 403: octoWebhookErrorBody, 404: octoWebhookErrorBody, 429: octoWebhookErrorBody };

/**
 * OCTO's webhooks capability under /octo: a reseller's key registers, lists and deletes the
 * addresses that hear `booking_update` when the estate changes one of its bookings. Answers and
 * errors in OCTO's shape.
 */
export const octoWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOctoAuth(app);
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock, localInstall: isLoopbackUrl(app.config.publicUrl) });
  const owner = (req: Parameters<typeof octoCaller>[0]) => {
    const c = octoCaller(req);
    return { keyId: c.keyId, partnerId: c.partnerId };
  };

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setErrorHandler((error, req, reply) => {
    if (isDomainError(error)) {
      if (error.code === 'validation_error') return reply.status(400).send(octoError('BAD_REQUEST', error.message));
      if (error.code === 'not_found') return reply.status(404).send(octoError('NOT_FOUND', error.message));
      if (error.code === 'unauthorized') return reply.status(401).send(octoError('UNAUTHORIZED', error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(octoError('BAD_REQUEST', error.validation.map((v) => `${v.instancePath.replace(/^\//, '') || error.validationContext}: ${v.message}`).join('; ')));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(octoError('BAD_REQUEST', (error as Error).message));
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(octoError('INTERNAL_SERVER_ERROR', 'There was an error on our side: please try again'));
  });

  app.get('/webhooks', { schema: { tags: ['octo'], summary: "The calling key's webhooks", response: { 200: z.array(octoWebhook), ...errors } } }, async (req) =>
    listOctoWebhooks(deps(), owner(req)),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags: ['octo'],
        summary: 'Registers a booking_update webhook for the calling key; the answer carries its signing secret, this once',
        body: octoWebhookCreateRequest,
        response: { 200: octoWebhookCreated, ...errors },
      },
    },
    async (req) => registerOctoWebhook(deps(), owner(req), req.body),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags: ['octo'],
        summary: "Deletes one of the calling key's webhooks (undelivered events are given up)",
        params: octoWebhookParams,
        response: { 200: octoWebhook, ...errors },
      },
    },
    async (req) => deleteOctoWebhook(deps(), owner(req), req.params.id),
  );
};

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { octoErrorAnswer, octoLocaleOf } from '@tenuta/booking';
import { mayWrite } from '../../cache/cached-reply.ts';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { unstorableText } from '../../plugins/errors.ts';
import { registerOctoAuth } from '../../plugins/octo-auth.ts';
import { octoAvailabilityRoutes } from './availability.ts';
import { octoBookingRoutes } from './bookings.ts';
import { octoHeaders } from './octo-request.ts';
import { octoProductRoutes } from './products.ts';
import { octoSupplierRoutes } from './supplier.ts';

/**
 * The OCTO supplier API under /octo (docs/domain/octo.md): every call carries a reseller's API key
 * (registerOctoAuth), answers JSON as the specification says, and refuses in OCTO's error shape
 * `{ error, errorMessage, … }` (400 for every OCTO code, as the specification has it) in the
 * language of Accept-Language. Writes drop the availability cache as the site's do; the availability
 * questions (POSTs that only read) are answered from it.
 */
export async function octoRoutes(octo: FastifyInstance): Promise<void> {
  registerOctoAuth(octo);
  acceptEmptyJsonBody(octo);

  octo.addHook('onSend', async (req, reply, payload) => {
    if (mayWrite(req)) octo.availabilityCache?.clear();
    reply.header('cache-control', 'no-store');
    octoHeaders(req, reply);
    return payload;
  });

  octo.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = octoLocaleOf(req.headers['accept-language']);
    const answer = octoErrorAnswer(error, locale);
    if (answer) {
      if (answer.retryAfter) reply.header('retry-after', String(answer.retryAfter));
      return reply.status(answer.status).send(answer.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation.map((v) => `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext}: ${v.message}`).join('; ');
      return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: detail });
    }
    // A NUL character that reached PostgreSQL came from the caller: its request, not the server.
    if (unstorableText(error)) return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: 'Text may not contain the NUL character (\\u0000)' });
    const status = error.statusCode ?? 500;
    if (status === 401) return reply.status(401).send({ error: 'UNAUTHORIZED', errorMessage: error.message });
    if (status >= 400 && status < 500) return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: error.message });
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'There was an unrecoverable error, please try again' });
  });

  octo.setNotFoundHandler(async (req, reply) => reply.status(404).send({ error: 'NOT_FOUND', errorMessage: `Route ${req.method} ${req.url.split('?')[0]} not found` }));

  await octo.register(octoSupplierRoutes);
  await octo.register(octoProductRoutes);
  await octo.register(octoAvailabilityRoutes);
  await octo.register(octoBookingRoutes);
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDomainError, pgErrorCode, type DomainErrorCode } from '@tenuta/core';
import { validationFields } from './validation-fields.ts';

// character_not_in_repertoire (NUL in a text column), untranslatable_character (\u0000 in jsonb).
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** A character PostgreSQL cannot store (NUL in text or jsonb) came from the client: its input, a 400. */
export const unstorableText = (error: unknown): boolean => UNSTORABLE_TEXT.has(pgErrorCode(error) ?? '');

/** The one place where domain error codes become HTTP statuses. */
export const statusByCode: Record<DomainErrorCode, number> = {
  not_found: 404,
  validation_error: 400,
  choice_conflict: 400,
  duplicate_item: 409,
  capacity_exceeded: 400,
  hold_expired: 410,
  coupon_invalid: 400,
  busy: 503,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  rate_limited: 429,
  payment_provider_error: 502,
  credit_limit_exceeded: 409,
  booking_closed: 400,
  voucher_invalid: 400,
  voucher_empty: 400,
  voucher_not_found: 404,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      const status = statusByCode[error.code];
      if (error.code === 'busy') reply.header('retry-after', '1');
      if (error.code === 'rate_limited') reply.header('retry-after', /retry_after=(\d+)/.exec(error.detail ?? '')?.[1] ?? '60');
      return reply.status(status).send({ ...error.extra, success: false, error: error.message, detail: error.detail ?? error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation.map((v) => `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext}: ${v.message}`).join('; ');
      const fields = validationFields(error.validation, error.validationContext ?? 'body');
      return reply.status(400).send({ success: false, error: 'Validation failed', detail, code: 'validation_error', fields });
    }
    if (unstorableText(error)) {
      // A character PostgreSQL cannot store (NUL in text or jsonb) came from the client: its input, a 400.
      return reply.status(400).send({ success: false, error: 'Validation failed', detail: 'Text may not contain the NUL character (\\u0000)', code: 'validation_error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type…
      return reply.status(status).send({ success: false, error: error.message, detail: error.message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, error: 'Internal server error', code: 'server_error' });
  });
}

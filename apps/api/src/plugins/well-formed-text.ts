import type { FastifyInstance } from 'fastify';

// A surrogate half without its partner (String.prototype.isWellFormed, which our ES2023 lib lacks).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds a string (or key) that is not well-formed Unicode, at any depth. */
export function holdsIllFormedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsIllFormedText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => LONE_SURROGATE.test(k) || holdsIllFormedText(v, depth + 1));
}

/**
 * Input text must be well-formed Unicode: a lone surrogate half ("\ud800" in JSON) is no
 * character anyone can type, and PostgreSQL refuses it in jsonb (the whole statement fails). A
 * request with one anywhere in its path parameters, query or body is a 400 before any route
 * runs. Found by apps/api/src/fuzz.integration.test.ts (a checkout's billing city).
 */
export function refuseIllFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (holdsIllFormedText(request.params) || holdsIllFormedText(request.query) || holdsIllFormedText(request.body)) {
      const detail = 'Text must be well-formed Unicode (a lone surrogate was sent)';
      // The OCTO API answers in OCTO's error shape (its routes' schemas allow no other).
      if (request.url === '/octo' || request.url.startsWith('/octo/') || request.url.startsWith('/octo?')) {
        return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: detail });
      }
      return reply.status(400).send({ success: false, error: 'Validation failed', detail, code: 'validation_error' });
    }
  });
}

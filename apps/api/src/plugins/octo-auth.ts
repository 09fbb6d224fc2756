/*
 * ─── For the /octo routes ────────────────────────────────────────────────────────────────────
 * Call `registerOctoAuth(scope)` once inside the plugin registered with prefix '/octo' (it adds
 * encapsulated hooks, so only that plugin's routes are guarded). Every request then either
 * carries `request.octoCaller` or has been answered already:
 *
 *   declare module 'fastify' {
 *     interface FastifyRequest {
 *       octoCaller?: OctoCaller;   // set by the onRequest hook, before the body is read
 *     }
 *   }
 *   interface OctoCaller {
 *     partnerId: number;          // the reseller: scope every booking query to it
 *     keyId: number;              // octo_api_keys.id (webhooks are registered per key)
 *     keyLast4: string;           // for logs and messages; the key itself is never kept
 *     partner: Partner;           // the partners row (@tenuta/db) as read for this call, status 'active'
 *   }
 *
 * In a handler: `const caller = octoCaller(request);` (throws 401 if the hook did not run).
 * Answers of the hook, in OCTO's error shape `{ error, errorMessage }`:
 *   401 UNAUTHORIZED       no `Authorization: Bearer <key>`, an unknown or a revoked key
 *   403 FORBIDDEN          the key's partner is suspended or not active (or not a reseller)
 *   429 TOO_MANY_REQUESTS  over the key's calls per minute (OCTO_KEY_RATE_LIMIT), with Retry-After
 * Tests: `octoReseller(db)` / `insertOctoKey(db, partnerId)` in apps/api/src/octo-key-fixtures.ts give a
 * key and its `headers: { authorization }`. The /octo/webhooks routes live in routes/octo-webhooks/.
 * ─────────────────────────────────────────────────────────────────────────────────────────────
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitCounter, type RateLimitRule } from '@tenuta/core';
import type { Partner } from '@tenuta/db';
import { bearerToken, octoKeyAuthenticator } from '@tenuta/identity';

export interface OctoCaller {
  partnerId: number;
  keyId: number;
  keyLast4: string;
  partner: Partner;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The reseller's key calling the OCTO API (set by registerOctoAuth's hook). */
    octoCaller?: OctoCaller;
  }
}

/** Calls per key per minute unless OCTO_KEY_RATE_LIMIT says otherwise: a busy channel manager's pace, not a scraper's. */
export const OCTO_KEY_RATE_LIMIT_DEFAULT = 1200;

export const octoKeyRateRule = (limit: number): RateLimitRule => ({ name: 'octo_key', limit, windowSeconds: 60 });

/** OCTO's error body. */
export const octoError = (error: string, errorMessage: string, extra: Record<string, unknown> = {}) => ({ error, errorMessage, ...extra });

const UNAUTHORIZED_MESSAGE = 'Send a live API key as "Authorization: Bearer <key>": this one is missing, unknown or revoked';

async function refuse(reply: FastifyReply, status: number, body: ReturnType<typeof octoError>): Promise<FastifyReply> {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * Guards every route of `scope` with a reseller's API key, read from the database for every call
 * (a revocation or a suspension applies to the next call), limits each key with the core rate
 * limiter (both batched over the calls that arrive together), and logs each call by key id and last four characters, never the key.
 */
export function registerOctoAuth(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('octoCaller')) scope.decorateRequest('octoCaller', undefined);
  const rule = octoKeyRateRule(scope.config.OCTO_KEY_RATE_LIMIT ?? OCTO_KEY_RATE_LIMIT_DEFAULT);
  // The calls that arrive together share one key lookup and one count (a busy key's calls would
  // otherwise queue on its one rate-limit row and on the pool).
  const authenticate = octoKeyAuthenticator(scope.deps);
  const counter = new RateLimitCounter(scope.deps);

  scope.addHook('onRequest', async (req, reply) => {
    const holder = await authenticate(bearerToken(req.headers.authorization));
    if (!holder) return refuse(reply, 401, octoError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE));
    req.octoCaller = { partnerId: holder.partnerId, keyId: holder.keyId, keyLast4: holder.keyLast4, partner: holder.partner };
    if (holder.partner.status !== 'active') {
      const why = holder.partner.status === 'suspended' ? 'is suspended' : 'is not active';
      return refuse(reply, 403, octoError('FORBIDDEN', `This API key's partner account ${why}: ask the estate`));
    }
    if (holder.partner.partnerType !== 'reseller') return refuse(reply, 403, octoError('FORBIDDEN', 'Only resellers book through the OCTO API'));
    // Committed without waiting for the WAL flush, as the guests' hot-path limits are: a crash loses only the last counts.
    const hit = await counter.hit(rule, String(holder.keyId));
    if (!hit.allowed) {
      reply.header('retry-after', String(hit.retryAfterSeconds));
      return refuse(
        reply,
        429,
        octoError('TOO_MANY_REQUESTS', `At most ${rule.limit} calls a minute per API key: retry in ${hit.retryAfterSeconds} s`, { retryAfter: hit.retryAfterSeconds }),
      );
    }
  });

  // One line per call: who (key id and last four, partner), what, and the answer. Never the key.
  scope.addHook('onResponse', async (req, reply) => {
    const c = req.octoCaller;
    req.log.info(
      {
        octo: {
          keyId: c?.keyId ?? null,
          keyLast4: c?.keyLast4 ?? null,
          partnerId: c?.partnerId ?? null,
          method: req.method,
          route: req.routeOptions.url ?? null,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
      },
      'octo call',
    );
  });
}

/** The caller of a guarded /octo route. */
export function octoCaller(req: FastifyRequest): OctoCaller {
  if (!req.octoCaller) throw Object.assign(new Error(UNAUTHORIZED_MESSAGE), { statusCode: 401 });
  return req.octoCaller;
}

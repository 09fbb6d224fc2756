import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody, preferredEncoding } from './encoded-body.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (an availability question): it does not drop the availability cache. */
    readsOnly?: boolean;
  }
}

/** Whether a request may have changed seats, so that this process's availability cache must go. */
export const mayWrite = (req: FastifyRequest): boolean => req.method !== 'GET' && req.method !== 'HEAD' && req.routeOptions.config?.readsOnly !== true;

/**
 * Answers from the availability cache when the app has one: the JSON is computed and encoded once
 * per `key` (and dropped on any seat change), sent as bytes without serializing it again, and
 * compressed at most once per entry for clients that accept it (a 70 KB answer is about 6 KB in
 * brotli on a phone). Errors are never cached. `key` must hold everything the answer depends on
 * besides the seats (the query, the caller's prices, the language).
 */
export async function sendCached(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<void> {
  const cache = app.availabilityCache;
  if (!cache) {
    reply.send(await compute());
    return;
  }
  const body = await cache.getOrCompute(key, app.deps.clock.now().getTime(), async () => new EncodedBody(JSON.stringify(await compute())));
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = body.raw.length >= 1024 ? preferredEncoding(req.headers['accept-encoding']) : undefined;
  if (encoding) reply.header('content-encoding', encoding).send(body.encoded(encoding));
  else reply.send(body.raw);
}

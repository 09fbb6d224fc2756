import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@tenuta/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: healthResponse, 503: healthResponse } } }, async (_req, reply) => {
    const started = performance.now();
    let up = true;
    try {
      await app.deps.db.execute(sql`select 1`);
    } catch {
      up = false;
    }
    const body = {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? { status: 'up' as const, latency_ms: Math.round((performance.now() - started) * 10) / 10 } : { status: 'down' as const },
      version: '0.1.0',
      uptime_s: Math.round(process.uptime()),
    };
    reply.header('cache-control', 'no-store');
    return reply.status(up ? 200 : 503).send(body);
  });
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthResponse } from '@tenuta/contracts';
import { migrationState } from '@tenuta/db';

const liveResponse = z.object({ status: z.literal('ok'), uptime_s: z.number() });
const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. No database: a database outage must not get the process restarted.
  app.get('/health/live', { schema: { tags: ['system'], response: { 200: liveResponse } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, uptime_s: Math.round(process.uptime()) };
  });

  // Readiness: send traffic here only when the database answers and has every migration of this build.
  app.get('/health/ready', { schema: { tags: ['system'], response: { 200: readyResponse, 503: readyResponse } } }, async (_req, reply) => {
    let database: 'up' | 'down' = 'up';
    let migrations: 'applied' | 'pending' | 'unknown' = 'unknown';
    try {
      migrations = (await migrationState(app.deps.db)).applied ? 'applied' : 'pending';
    } catch {
      database = 'down';
    }
    const ready = database === 'up' && migrations === 'applied';
    reply.header('cache-control', 'no-store');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', database, migrations });
  });

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

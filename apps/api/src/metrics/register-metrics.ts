import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { bookingStatuses, paymentKinds, paymentStatuses } from '@tenuta/db';
import { readOperationsSnapshot } from './operations-snapshot.ts';

export const METRICS_PATH = '/api/metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares a presented bearer token with the configured one in constant time (equal-length digests). */
export function bearerTokenMatches(authorization: string | undefined, expected: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(expected)) && presented.length > 0;
}

/**
 * Prometheus metrics at GET /api/metrics, for a scraper that presents `Authorization: Bearer METRICS_TOKEN`.
 * Without a token configured nothing is registered: the path is an unknown route (404) and requests are
 * not timed. Each app has its own registry (tests build many apps in one process).
 *
 * - http_request_duration_seconds{method,route,status_class}: route is the route's pattern
 *   (`/api/bookings/:id`), never the URL with its ids and tokens; requests that match no route are
 *   `unmatched`.
 * - Gauges read from PostgreSQL when scraped, one small query each, never per request: seats held,
 *   bookings by status, the payments ledger by kind and status, job lag, the e-mail outbox.
 * - Node.js process metrics (event loop lag, memory, GC) under `tenuta_process_`/`tenuta_nodejs_`.
 */
export function registerMetrics(app: FastifyInstance, options: { token: string | undefined }): void {
  const token = options.token;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tenuta_' });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern and status class, from arrival to the last byte handed to the socket',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) => new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const databaseUp = gauge('tenuta_database_up', '1 when every query of this scrape answered, 0 otherwise');
  const holdLines = gauge('tenuta_holds_active', 'Unexpired seat holds (cart lines)');
  const seatsHeld = gauge('tenuta_seats_held', 'Seats taken by unexpired holds (adults + children)');
  const bookings = gauge('tenuta_bookings', 'Bookings by status', ['status'] as const);
  const payments = gauge('tenuta_payments', 'Payments ledger rows by kind (payment, refund) and status', ['kind', 'status'] as const);
  const paymentsCents = gauge('tenuta_payments_amount_cents', 'Payments ledger amounts in euro cents by kind and status', ['kind', 'status'] as const);
  const jobLag = gauge('tenuta_jobs_oldest_due_seconds', 'Age of the oldest pg-boss job that is due and not yet started (0: none)');
  const outboxPending = gauge('tenuta_notifications_pending', 'E-mails waiting in the outbox');
  const outboxFailed = gauge('tenuta_notifications_failed', 'E-mails the outbox gave up on (failed for good)');
  const outboxAge = gauge('tenuta_notifications_oldest_pending_seconds', 'Age of the oldest e-mail waiting in the outbox (0: none)');

  async function collect(): Promise<void> {
    const s = await readOperationsSnapshot(app.deps.db, app.deps.clock.now());
    databaseUp.set(s.ok ? 1 : 0);
    if (s.holds) {
      holdLines.set(s.holds.lines);
      seatsHeld.set(s.holds.seats);
    }
    if (s.bookingsByStatus) for (const status of bookingStatuses) bookings.set({ status }, s.bookingsByStatus.get(status) ?? 0);
    if (s.payments) {
      // Every known kind and status is present (0 when none), so a rate over it never starts from nothing.
      for (const kind of paymentKinds)
        for (const status of paymentStatuses) {
          payments.set({ kind, status }, 0);
          paymentsCents.set({ kind, status }, 0);
        }
      for (const r of s.payments) {
        payments.set({ kind: r.kind, status: r.status }, r.count);
        paymentsCents.set({ kind: r.kind, status: r.status }, r.amountCents);
      }
    }
    if (s.jobsOldestDueSeconds !== undefined) jobLag.set(s.jobsOldestDueSeconds);
    if (s.outbox) {
      outboxPending.set(s.outbox.pending);
      outboxFailed.set(s.outbox.failed);
      outboxAge.set(s.outbox.oldestPendingSeconds);
    }
  }

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ success: false, error: 'A valid metrics token is required', code: 'unauthorized' });
    }
    await collect();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

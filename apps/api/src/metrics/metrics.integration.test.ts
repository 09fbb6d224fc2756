import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGBOSS_SCHEMA } from '../jobs/job-runner.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ config: { METRICS_TOKEN: TOKEN } }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A strict reading of the Prometheus text format (0.0.4): throws on any line it does not understand (NaN in any case, as Prometheus reads it). */
function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const sampleLine = new RegExp(`^(${name})(?:\\{(.*)\\})? (-?(?:[0-9.]+(?:e[+-]?[0-9]+)?|[Nn]a[Nn]|\\+Inf|-Inf))(?: -?[0-9]+)?$`);
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const typeLine = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (typeLine) {
      types.set(typeLine[1]!, typeLine[2]!);
      continue;
    }
    if (new RegExp(`^# HELP ${name} `).test(line)) continue;
    const m = sampleLine.exec(line);
    if (!m) throw new Error(`not Prometheus text: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    if (m[2]) {
      label.lastIndex = 0;
      while (label.lastIndex < m[2].length) {
        const l = label.exec(m[2]);
        if (!l) throw new Error(`bad labels: ${JSON.stringify(line)}`);
        labels[l[1]!] = l[2]!;
      }
    }
    samples.push({ name: m[1]!, labels, value: /nan/i.test(m[3]!) ? NaN : Number(m[3]!.replace('+Inf', 'Infinity')) });
  }
  return { samples, types };
}

async function scrape(app = t) {
  const res = await app.app.inject({ method: 'GET', url: '/api/metrics', headers: auth });
  expect(res.statusCode).toBe(200);
  return parsePrometheus(res.body);
}

const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBe(1);
  return found[0]!.value;
};

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/api/metrics', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('asks for the token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: 'Bearer ' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('tenuta_');
    }
    // The token also works in Prometheus's own header spelling.
    const ok = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `bearer  ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the Prometheus text format, every sample typed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: auth });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { samples, types } = parsePrometheus(res.body);
    expect(samples.length).toBeGreaterThan(20);
    for (const s of samples) {
      const family = s.name.replace(/_(bucket|sum|count|total|created)$/, '');
      expect(types.has(s.name) || types.has(family), s.name).toBe(true);
    }
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(types.get('tenuta_seats_held')).toBe('gauge');
    expect(sampleValue(samples, 'tenuta_database_up')).toBe(1);
    expect(samples.some((s) => s.name === 'tenuta_nodejs_eventloop_lag_seconds')).toBe(true);
    // An operations endpoint: not in the public API documentation.
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).not.toContain('/api/metrics');
    expect(Object.keys(docs.json().paths)).toContain('/api/health/ready');
  });

  it('times requests by route pattern and status class, never by the raw URL', async () => {
    const before = (await scrape()).samples;
    const count = (samples: Sample[], labels: Record<string, string>) =>
      samples.find((s) => s.name === 'http_request_duration_seconds_count' && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;
    const byId = { method: 'GET', route: '/api/experiences/:id', status_class: '4xx' };
    const list = { method: 'GET', route: '/api/experiences', status_class: '2xx' };
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };

    expect((await t.app.inject({ url: '/api/experiences/987654' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/experiences/987655?token=secret-looking-value' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/experiences' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/no-such-route/123456' })).statusCode).toBe(404);

    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: auth });
    const after = parsePrometheus(res.body).samples;
    expect(count(after, byId) - count(before, byId)).toBe(2);
    expect(count(after, list) - count(before, list)).toBe(1);
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    // The histogram's +Inf bucket counts what _count counts; buckets only grow.
    const inf = after.find(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === '/api/experiences' && s.labels.status_class === '2xx' && s.labels.le === '+Inf',
    );
    expect(inf?.value).toBe(count(after, list));
    expect(res.body).not.toMatch(/987654|987655|123456|secret-looking-value|no-such-route/);
  });

  it('reads holds, bookings, payments, job lag and the outbox from the database when scraped', async () => {
    const db = t.database.db;
    const before = (await scrape()).samples;
    const delta = (after: Sample[], name: string, labels: Record<string, string> = {}) => sampleValue(after, name, labels) - sampleValue(before, name, labels);

    const slotId = Number((await db.execute<{ id: number }>(sql`SELECT id FROM slots ORDER BY starts_at LIMIT 1`)).rows[0]!.id);
    const cartId = (await db.execute<{ id: string }>(sql`INSERT INTO carts DEFAULT VALUES RETURNING id`)).rows[0]!.id;
    const otherCart = (await db.execute<{ id: string }>(sql`INSERT INTO carts DEFAULT VALUES RETURNING id`)).rows[0]!.id;
    await db.execute(sql`
      INSERT INTO cart_items (cart_id, slot_id, category, adults, children, language, unit_price_cents, hold_expires_at) VALUES
        (${cartId}, ${slotId}, 'WINE', 2, 1, 'it', 3000, now() + interval '10 minutes'),
        (${otherCart}, ${slotId}, 'WINE', 4, 1, 'it', 3000, now() - interval '1 minute')`);
    const booking = (status: string, n: number) => sql`
      INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, unit_price_cents, subtotal_cents, total_cents)
      VALUES (${`BK-METRIC${status.slice(0, 3).toUpperCase()}${n}`}, ${slotId}, 'WINE', 2, 'it', ${status}, 3000, 6000, 6000) RETURNING id`;
    const confirmed = Number((await db.execute<{ id: number }>(booking('confirmed', 1))).rows[0]!.id);
    await db.execute(booking('confirmed', 2));
    await db.execute(booking('cancelled', 1));
    await db.execute(sql`
      INSERT INTO payments (kind, provider, booking_id, amount_cents, status) VALUES
        ('payment', 'simulator', ${confirmed}, 8500, 'succeeded'),
        ('payment', 'simulator', ${confirmed}, 8500, 'failed'),
        ('payment', 'simulator', ${confirmed}, 8500, 'failed'),
        ('refund', 'simulator', ${confirmed}, 4250, 'pending')`);
    await db.execute(sql`
      INSERT INTO notifications (kind, recipient, payload, status, created_at) VALUES
        ('booking_confirmation', 'a@example.com', '{}', 'pending', now() - interval '10 minutes'),
        ('booking_confirmation', 'b@example.com', '{}', 'pending', now()),
        ('booking_confirmation', 'c@example.com', '{}', 'failed', now() - interval '1 day')`);
    // A job that has been due for two minutes and that no worker took.
    const boss = new PgBoss({ connectionString: t.database.url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, max: 2 });
    await boss.start();
    try {
      await boss.createQueue('metrics.test');
      const id = await boss.send('metrics.test', {});
      await db.execute(sql`UPDATE pgboss.job SET start_after = now() - interval '120 seconds' WHERE id = ${id}`);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }

    const after = (await scrape()).samples;
    expect(delta(after, 'tenuta_holds_active')).toBe(1);
    expect(delta(after, 'tenuta_seats_held')).toBe(3);
    expect(delta(after, 'tenuta_bookings', { status: 'confirmed' })).toBe(2);
    expect(delta(after, 'tenuta_bookings', { status: 'cancelled' })).toBe(1);
    expect(delta(after, 'tenuta_bookings', { status: 'paid' })).toBe(0);
    expect(delta(after, 'tenuta_payments', { kind: 'payment', status: 'succeeded' })).toBe(1);
    expect(delta(after, 'tenuta_payments', { kind: 'payment', status: 'failed' })).toBe(2);
    expect(delta(after, 'tenuta_payments', { kind: 'refund', status: 'pending' })).toBe(1);
    expect(delta(after, 'tenuta_payments_amount_cents', { kind: 'refund', status: 'pending' })).toBe(4250);
    expect(delta(after, 'tenuta_notifications_failed')).toBe(1);
    expect(delta(after, 'tenuta_notifications_pending')).toBe(2);
    expect(sampleValue(after, 'tenuta_notifications_oldest_pending_seconds')).toBeGreaterThanOrEqual(600);
    expect(sampleValue(after, 'tenuta_notifications_oldest_pending_seconds')).toBeLessThan(700);
    expect(sampleValue(after, 'tenuta_jobs_oldest_due_seconds')).toBeGreaterThanOrEqual(120);
    expect(sampleValue(after, 'tenuta_jobs_oldest_due_seconds')).toBeLessThan(200);
    expect(sampleValue(after, 'tenuta_database_up')).toBe(1);
  });
});

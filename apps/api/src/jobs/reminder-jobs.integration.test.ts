import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { queueDueReminders } from '@tenuta/booking';
import { readEml } from './eml-test-reader.ts';
import { PGBOSS_SCHEMA, queues, startJobRunner, type JobRunner } from './job-runner.ts';
import { emlMailer } from './mailer.ts';
import { insertGuestBooking, insertSlot } from './outbox-test-fixtures.ts';

/**
 * The reminder, review-request and rate-limit queues on pg-boss, with the
 * clock injected: Saturday 30 October 2027 at 12:00 in Rome, the day before
 * the clocks go back.
 */
const NOW = new Date('2027-10-30T10:00:00Z');
const clock = { now: () => new Date(NOW) };

let t: TestDatabase;
let dir: string;
let runner: JobRunner;
let client: PgBoss;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-reminders-'));
  runner = await startJobRunner({
    databaseUrl: t.url,
    deps: { db: t.db, clock, mailer: emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>'), render: { publicUrl: 'https://tenuta.example' } },
    log: quiet,
    schedule: false,
    pollingIntervalSeconds: 1,
  });
  // Another process sending jobs, as the cron would.
  client = new PgBoss({ connectionString: t.url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, max: 2 });
  await client.start();
});
afterAll(async () => {
  await client?.stop({ graceful: false, wait: true });
  await runner?.stop();
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

async function sentRows(kind: string) {
  const r = await t.db.execute<{ id: number; status: string; booking_id: number; payload: Record<string, unknown> }>(
    sql`SELECT id, status, (payload->'booking_ids'->>0)::bigint AS booking_id, payload FROM notifications WHERE kind = ${kind} ORDER BY id`,
  );
  return r.rows.map((row) => ({ ...row, id: Number(row.id), booking_id: Number(row.booking_id) }));
}

async function emls(kind: string) {
  const names = (await readdir(dir)).filter((f) => f.endsWith(`-${kind}.eml`));
  return Promise.all(names.map(async (n) => ({ name: n, ...readEml(await readFile(path.join(dir, n), 'utf8')) })));
}

describe('reminder jobs', () => {
  it('reminds every live booking of tomorrow exactly once, even when the job runs twice and a worker runs at the same time', async () => {
    const dstMorning = await insertSlot(t.db, { slug: 'caccia-al-tartufo', romeStart: '2027-10-31 10:00', category: 'TRUFFLE' });
    const afterChange = await insertSlot(t.db, { slug: 'degustazione-premium', romeStart: '2027-10-31 02:30', category: 'WINE', durationMinutes: 90 });
    const notTomorrow = await insertSlot(t.db, { slug: 'caccia-al-tartufo', romeStart: '2027-11-01 00:30', category: 'TRUFFLE' });
    const it1 = await insertGuestBooking(t.db, { slotId: dstMorning, category: 'TRUFFLE', locale: 'it', email: 'giulia@example.com' });
    const en1 = await insertGuestBooking(t.db, { slotId: afterChange, category: 'WINE', locale: 'en', language: 'EN', name: 'John Smith', email: 'john@example.com' });
    const cancelled = await insertGuestBooking(t.db, { slotId: dstMorning, category: 'TRUFFLE', locale: 'it', email: 'annullata@example.com' });
    await t.db.execute(sql`UPDATE bookings SET status = 'cancelled' WHERE id = ${cancelled.id}`);
    const later = await insertGuestBooking(t.db, { slotId: notTomorrow, category: 'TRUFFLE', locale: 'it', email: 'dopodomani@example.com' });

    await Promise.all([
      client.send(queues.reminders, {}),
      client.send(queues.reminders, {}),
      queueDueReminders({ db: t.db, clock, outbox: runner.outbox }),
      queueDueReminders({ db: t.db, clock, outbox: runner.outbox }),
    ]);
    const rows = await until(
      () => sentRows('booking_reminder'),
      (r) => r.length >= 2 && r.every((x) => x.status === 'sent'),
    );
    await client.send(queues.reminders, {}); // and once more, later
    await new Promise((r) => setTimeout(r, 2500));

    expect((await sentRows('booking_reminder')).map((r) => r.booking_id).sort()).toEqual([it1.id, en1.id].sort());
    expect(rows.map((r) => Object.keys(r.payload))).toEqual([['booking_ids'], ['booking_ids']]); // the plain token left with the e-mail
    for (const b of [cancelled, later]) expect(rows.some((r) => r.booking_id === b.id)).toBe(false);

    const files = await emls('booking_reminder');
    expect(files).toHaveLength(2);
    const italian = files.find((f) => f.headers.get('to') === 'giulia@example.com')!;
    expect(italian.headers.get('subject')).toBe('Promemoria: domani Caccia al Tartufo alle 10:00');
    const itText = plain(italian.parts.find((p) => p.contentType === 'text/plain')!.body);
    expect(itText).toContain('domenica 31 ottobre 2027, ore 10:00');
    expect(itText).toContain(it1.bookingNumber);
    expect(itText).toContain('Alba, Piemonte');
    expect(itText).toMatch(new RegExp(`https://tenuta\\.example/manage/${it1.id}\\?token=[A-Za-z0-9_-]{20,}`));
    const english = files.find((f) => f.headers.get('to') === 'john@example.com')!;
    expect(english.headers.get('subject')).toBe('Reminder: Premium Tasting tomorrow at 02:30');
    expect(plain(english.parts.find((p) => p.contentType === 'text/plain')!.body)).toContain('Sunday, 31 October 2027 at 02:30 (Italian time)');
  });

  it('asks for a review after the experience, with a link to the review form', async () => {
    const yesterday = await insertSlot(t.db, { slug: 'caccia-al-tartufo', romeStart: '2027-10-29 09:00', category: 'TRUFFLE' });
    const b = await insertGuestBooking(t.db, { slotId: yesterday, category: 'TRUFFLE', locale: 'it', name: 'Marco Bianchi', email: 'marco@example.com' });
    await client.send(queues.reviewRequests, {});
    const rows = await until(
      () => sentRows('review_request'),
      (r) => r.length === 1 && r[0]!.status === 'sent',
    );
    expect(rows.map((r) => r.booking_id)).toEqual([b.id]);
    const [mail] = await emls('review_request');
    expect(mail!.headers.get('to')).toBe('marco@example.com');
    expect(mail!.headers.get('subject')).toBe('Grazie per la visita alla Tenuta: com’è andata?');
    const text = plain(mail!.parts.find((p) => p.contentType === 'text/plain')!.body);
    expect(text).toContain('Gentile Marco Bianchi,');
    expect(text).toMatch(new RegExp(`Lascia una recensione: https://tenuta\\.example/reviews/new\\?booking=${b.id}&token=[A-Za-z0-9_-]{20,}`));
  });

  it("sweeps ended rate-limit windows, past days' referral click marks and expired partner applications", async () => {
    await t.db.execute(sql`INSERT INTO rate_limit_hits (key, window_start, hits) VALUES
      ('test:old', ${new Date(NOW.getTime() - 3 * 86_400_000).toISOString()}::timestamptz, 3),
      ('test:current', ${new Date(NOW.getTime() - 60_000).toISOString()}::timestamptz, 1)`);
    await t.db.execute(sql`INSERT INTO referral_click_marks (day, visitor_hash) VALUES ('2000-01-01', 'old-mark')`);
    await t.db.execute(sql`INSERT INTO partner_applications (token_hash, email, name, expires_at) VALUES ('old-link', 'old@apply.test', 'Old', '2000-01-01T00:00:00Z')`);
    await client.send(queues.sweepRateLimits, {});
    const keys = await until(
      async () => (await t.db.execute<{ key: string }>(sql`SELECT key FROM rate_limit_hits WHERE key LIKE 'test:%' ORDER BY key`)).rows.map((r) => r.key),
      (k) => !k.includes('test:old'),
    );
    expect(keys).toEqual(['test:current']);
    const left = await until(
      async () =>
        (
          await t.db.execute<{ n: number }>(
            sql`SELECT (SELECT count(*) FROM referral_click_marks WHERE day = '2000-01-01') + (SELECT count(*) FROM partner_applications WHERE email = 'old@apply.test') AS n`,
          )
        ).rows[0]!.n,
      (n) => Number(n) === 0,
    );
    expect(Number(left)).toBe(0);
  });
});

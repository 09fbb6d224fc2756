import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { startJobRunner, type JobRunner } from './job-runner.ts';
import { emlMailer } from './mailer.ts';
import { confirmationPayload, insertGuestBooking, insertNotification, insertSlot, notificationRow } from './outbox-test-fixtures.ts';

let t: TestDatabase;
let dir: string;
let runner: JobRunner;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-jobs-'));
  runner = await startJobRunner({
    databaseUrl: t.url,
    deps: { db: t.db, clock: { now: () => new Date() }, mailer: emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>'), render: { publicUrl: 'https://tenuta.example' } },
    log: quiet,
    schedule: false,
    pollingIntervalSeconds: 1,
  });
});
afterAll(async () => {
  await runner?.stop();
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('job runner (pg-boss on the test database)', () => {
  it('keeps its tables in the pgboss schema, with the dispatch queue retrying 5 times with backoff', async () => {
    const q = await t.db.execute<{ retry_limit: number; retry_backoff: boolean; policy: string }>(
      sql`SELECT retry_limit, retry_backoff, policy FROM pgboss.queue WHERE name = 'notifications.dispatch'`,
    );
    expect(q.rows[0]).toEqual({ retry_limit: 5, retry_backoff: true, policy: 'short' });
  });

  it('sends a kicked notification promptly', async () => {
    const slotId = await insertSlot(t.db, { slug: 'caccia-al-tartufo', romeStart: '2027-03-28 10:00', category: 'TRUFFLE' });
    const booking = await insertGuestBooking(t.db, { slotId, category: 'TRUFFLE', locale: 'it' });
    const id = await insertNotification(t.db, { kind: 'booking_confirmation', recipient: 'giulia@example.com', locale: 'it', payload: confirmationPayload([booking]) });
    const started = Date.now();
    runner.outbox.kick();
    runner.outbox.kick(); // a burst of kicks is one run; the row is still sent once
    const row = await until(
      () => notificationRow(t.db, id),
      (r) => r.status === 'sent',
    );
    expect(row.status).toBe('sent');
    expect(Date.now() - started).toBeLessThan(10_000);
    const files = (await readdir(dir)).filter((f) => f.endsWith(`-${id}-booking_confirmation.eml`));
    expect(files).toHaveLength(1);
  });

  it('schedules the outbox safety net and the hold sweep every minute, reminders and the gift voucher run every 15 minutes, the rate-limit sweep and the retention purge daily', async () => {
    const scheduled = await startJobRunner({
      databaseUrl: t.url,
      deps: { db: t.db, clock: { now: () => new Date() }, mailer: emlMailer(dir, 'x@tenuta.example'), render: { publicUrl: 'https://tenuta.example' } },
      log: quiet,
    });
    try {
      const r = await t.db.execute<{ name: string; cron: string; tz: string }>(sql`SELECT name, cron, timezone AS tz FROM pgboss.schedule ORDER BY name`);
      expect(r.rows).toEqual([
        { name: 'commissions.approve', cron: '15 4 * * *', tz: 'Europe/Rome' },
        { name: 'gift-vouchers.run', cron: '*/15 * * * *', tz: 'Europe/Rome' },
        { name: 'holds.sweep', cron: '* * * * *', tz: 'UTC' },
        { name: 'invoices.prepare', cron: '0 6 1 * *', tz: 'Europe/Rome' },
        { name: 'notifications.dispatch', cron: '* * * * *', tz: 'UTC' },
        { name: 'octo-webhooks.deliver', cron: '* * * * *', tz: 'UTC' },
        { name: 'partner-payouts.run', cron: '0 5 1 * *', tz: 'Europe/Rome' },
        { name: 'privacy.purge', cron: '45 3 * * *', tz: 'Europe/Rome' },
        { name: 'rate-limits.sweep', cron: '30 3 * * *', tz: 'Europe/Rome' },
        { name: 'reminders.queue', cron: '*/15 * * * *', tz: 'Europe/Rome' },
        { name: 'review-requests.queue', cron: '*/15 * * * *', tz: 'Europe/Rome' },
      ]);
    } finally {
      await scheduled.stop();
    }
  });
});

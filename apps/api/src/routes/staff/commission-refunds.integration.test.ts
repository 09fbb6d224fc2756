import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { billingPort } from '@tenuta/billing';
import { retryPendingRefunds } from '@tenuta/booking';
import type { SimulatorProvider } from '@tenuta/payments';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { referralHelpers } from '../partners/referral-fixtures.ts';

// A commission is reversed by the refunds that succeeded, not by those still on their way.
let t: TestApp;
const r = referralHelpers(() => t);
const db = () => t.database.db;
const sim = () => t.app.deps.payments as unknown as SimulatorProvider;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string };
async function staffCancel(bookingId: number, refund: 'full' | { percent: number }, headers: Headers) {
  const res = await r.inject('POST', `/api/staff/bookings/${bookingId}/cancel`, headers, { reason: 'Guest asked by phone', refund });
  if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
const refundRow = async (bookingId: number) =>
  (await r.h.rows<{ status: string; provider_refund_id: string }>(sql`SELECT status, provider_refund_id FROM payments WHERE booking_id = ${bookingId} AND kind = 'refund'`))[0]!;
/** The retry job, as it runs every minute (rows of any age). */
const retry = () => retryPendingRefunds({ db: db(), clock: { now: () => new Date() }, payments: t.app.deps.payments!, billing: billingPort }, { minAgeSeconds: 0 });
const amounts = async (bookingId: number) => (await r.entries(bookingId)).map((e) => e.amount_cents);

async function referredBooking(p: Parameters<typeof r.link>[0], day: number, time: string) {
  const l = await r.link(p);
  const [b] = await r.book([{ slot: await r.h.slotId(day, time), adults: 2 }], { cookie: (await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).cookie });
  return Number(b!.id);
}

describe('reversals follow the refunds that succeeded', () => {
  it('a refund still pending reverses nothing; once the retry job sees it succeed, the reversal is written', async () => {
    const manager = await staffSession(db(), 'manager');
    const p = await r.referrer({ commissionBps: 1000 });
    const b = await referredBooking(p, 15, '09:00'); // 170 €: 13.93 € at 10 %
    sim().nextRefundStatuses.push('pending');
    expect(await staffCancel(b, 'full', manager.headers)).toMatchObject({ refund_status: 'pending' });
    expect(await amounts(b)).toEqual([1393]);

    await sim().setRefundStatus((await refundRow(b)).provider_refund_id, 'succeeded');
    expect(await retry()).toMatchObject({ succeeded: 1 });
    expect(await amounts(b)).toEqual([1393, -1393]);
    const [, reversal] = await r.entries(b);
    expect(reversal).toMatchObject({ kind: 'reversal', base_cents: -13934 });
    // Recording it again (another settler, the next run) writes nothing more.
    await retry();
    expect(await amounts(b)).toEqual([1393, -1393]);
    const list = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data;
    expect(list.rows.find((x: { amount_cents: number }) => x.amount_cents === -1393)).toMatchObject({ status: 'approved', reason: 'cancelled' });
  });

  it('a refund the provider answers succeeded at once reverses in the cancellation call, in proportion', async () => {
    const manager = await staffSession(db(), 'manager');
    const p = await r.referrer({ commissionBps: 1000 });
    const b = await referredBooking(p, 15, '14:00');
    expect(await staffCancel(b, { percent: 50 }, manager.headers)).toMatchObject({ refund_status: 'succeeded' });
    expect(await amounts(b)).toEqual([1393, -697]);
  });

  it('a pending refund that then fails leaves the commission intact', async () => {
    const manager = await staffSession(db(), 'manager');
    const p = await r.referrer({ commissionBps: 1000 });
    const b = await referredBooking(p, 16, '09:00');
    sim().nextRefundStatuses.push('pending');
    await staffCancel(b, 'full', manager.headers);
    await sim().setRefundStatus((await refundRow(b)).provider_refund_id, 'failed');
    expect(await retry()).toMatchObject({ failed: 1 });
    expect((await refundRow(b)).status).toBe('failed');
    expect(await amounts(b)).toEqual([1393]);
    // The booking ended: what remains of its commission is due (approved), all of it.
    const totals = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data.totals_cents;
    expect(totals).toMatchObject({ approved: 1393, pending: 0 });
  });

  it('a reversal that counted a pending refund (written before this rule) gets a correcting row when that refund fails', async () => {
    const manager = await staffSession(db(), 'manager');
    const p = await r.referrer({ commissionBps: 1000 });
    const b = await referredBooking(p, 16, '14:00');
    sim().nextRefundStatuses.push('pending');
    await staffCancel(b, 'full', manager.headers);
    // What the earlier rule wrote at the cancellation, the refund still pending.
    const [original] = await r.entries(b);
    await db().execute(sql`
      WITH rev AS (
        INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at, reason, reverses_id)
        VALUES (${p.partnerId}, ${b}, 'reversal', -13934, 1000, -1393, ${original!.earned_at}, 'cancelled', ${original!.id}) RETURNING id)
      INSERT INTO commission_events (entry_id, event, note) SELECT id, 'approved', 'cancelled' FROM rev`);
    await sim().setRefundStatus((await refundRow(b)).provider_refund_id, 'canceled');
    await retry();
    expect(await amounts(b)).toEqual([1393, -1393, 1393]);
    const rows = await r.entries(b);
    expect(rows[2]).toMatchObject({ kind: 'reversal', base_cents: 13934, reverses_id: original!.id });
    const list = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data;
    expect(list.rows.find((x: { amount_cents: number; kind: string }) => x.kind === 'reversal' && x.amount_cents === 1393)).toMatchObject({
      status: 'approved',
      reason: 'refund_failed',
    });
    expect(list.totals_cents.approved).toBe(1393);
    // Positive reversal rows are for this correction only.
    await expect(
      db().execute(sql`
        INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at, reason)
        VALUES (${p.partnerId}, ${b}, 'reversal', 1, 1000, 1, now(), 'cancelled')`),
    ).rejects.toThrow();
  });

  it('a slot cancelled by the estate with a pending refund: the reversal comes with the refund, for that reason', async () => {
    const manager = await staffSession(db(), 'manager');
    const p = await r.referrer({ commissionBps: 1000 });
    const slot = await r.h.slotId(17, '09:00');
    const l = await r.link(p);
    const [b] = await r.book([{ slot, adults: 2 }], { cookie: (await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).cookie });
    const id = Number(b!.id);
    sim().nextRefundStatuses.push('pending');
    const res = await r.inject('POST', `/api/staff/slots/${slot}/cancel`, manager.headers, { reason: 'Temporale in arrivo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await amounts(id)).toEqual([1393]);
    await sim().setRefundStatus((await refundRow(id)).provider_refund_id, 'succeeded');
    await retry();
    const list = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data;
    expect(list.rows.find((x: { amount_cents: number }) => x.amount_cents === -1393)).toMatchObject({ reason: 'slot_cancelled' });
  });
});

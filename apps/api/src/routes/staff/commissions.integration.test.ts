import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { billingPort, approveCommissions, commissionAmount, commissionBase, payableEntries } from '@tenuta/billing';
import { markBookingNoShow } from '@tenuta/booking';
import { checkoutBody } from '../../checkout-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { referralHelpers } from '../partners/referral-fixtures.ts';

let t: TestApp;
const r = referralHelpers(() => t);
const db = () => t.database.db;
const DAY = 86_400_000;
/** A clock `days` after the latest seeded slot: every experience is past any holding period. */
const later = (days: number) => ({ now: () => new Date(Date.now() + days * DAY) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function staffCancel(bookingId: number, refund: 'full' | 'none' | { percent: number }, headers: { authorization: string }) {
  const res = await r.inject('POST', `/api/staff/bookings/${bookingId}/cancel`, headers, { reason: 'Guest asked by phone', refund });
  if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const ledger = (partnerId: number) =>
  r.h.rows<{ booking_id: string; kind: string; amount_cents: number; base_cents: number }>(
    sql`SELECT booking_id, kind, amount_cents, base_cents FROM commission_entries WHERE partner_id = ${partnerId} ORDER BY id`,
  );

describe('the commission ledger', () => {
  it('sums to bookings × rates after bookings, partial refunds, cancellations and a change of rate; rows are only appended', async () => {
    const manager = await staffSession(db(), 'manager');
    const p = await r.referrer({ commissionBps: 1000 });
    const l = await r.link(p);
    const cookie = async () => (await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).cookie;
    const [a] = await r.book([{ slot: await r.h.slotId(20, '09:00'), adults: 2 }], { cookie: await cookie() }); // 170 €
    const [b] = await r.book([{ slot: await r.h.slotId(20, '14:00'), adults: 3 }], { cookie: await cookie() }); // 255 €
    const [c] = await r.book([{ slot: await r.h.slotId(21, '10:00'), adults: 2 }], { cookie: await cookie() }); // wine 60 € on site
    await db().execute(sql`INSERT INTO partner_contracts (partner_id, valid_from, commission_bps, attribution_days) VALUES (${p.partnerId}, now(), 1250, 30)`);
    const [d] = await r.book([{ slot: await r.h.slotId(21, '14:00'), adults: 2 }], { cookie: await cookie() }); // 170 € at 12.5 %
    const [e] = await r.book([{ slot: await r.h.slotId(22, '09:00'), adults: 4 }], { cookie: await cookie() }); // 340 € at 12.5 %

    await staffCancel(Number(a!.id), { percent: 50 }, manager.headers); // 85 € back
    await staffCancel(Number(b!.id), 'full', manager.headers); // all back
    await staffCancel(Number(c!.id), 'none', manager.headers); // a tasting: nothing was paid
    await staffCancel(Number(e!.id), { percent: 30 }, manager.headers); // 102 € back

    // What the bookings and the rates say, booking by booking (base net of 22 % VAT, half up).
    const share = (orig: number, refunded: number, paid: number) => orig - Math.min(orig, Math.floor((2 * orig * refunded + paid) / (2 * paid)));
    const expected = [
      share(commissionAmount(commissionBase(17000, 2200), 1000), 8500, 17000), // 1393 − 697
      0, // fully refunded
      0, // tasting cancelled, nothing paid
      commissionAmount(commissionBase(17000, 2200), 1250), // 1742
      share(commissionAmount(commissionBase(34000, 2200), 1250), 10200, 34000), // 3484 − 1045
    ];
    expect(expected).toEqual([696, 0, 0, 1742, 2439]);
    const rows = await ledger(p.partnerId);
    const byBooking = (id: unknown) => rows.filter((x) => String(x.booking_id) === String(id)).reduce((s, x) => s + x.amount_cents, 0);
    expect([a, b, c, d, e].map((x) => byBooking(x!.id))).toEqual(expected);
    expect(rows.reduce((s, x) => s + x.amount_cents, 0)).toBe(expected.reduce((s, x) => s + x, 0));
    expect(rows.filter((x) => x.kind === 'reversal').map((x) => x.amount_cents)).toEqual([-697, -2090, -492, -1045]);
    // A reversal never goes below the original; a second call after the same change writes nothing.
    await db().transaction(async (tx) => {
      const { reverseCommission } = await import('@tenuta/billing');
      expect(await reverseCommission(tx, Number(b!.id), 'cancelled')).toBeNull();
    });
    await expect(db().execute(sql`DELETE FROM commission_entries WHERE partner_id = ${p.partnerId}`)).rejects.toThrow();

    // Totals per status: the cancelled bookings' remains are settled (approved), the live one waits.
    const totals = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data.totals_cents;
    expect(totals).toEqual({ pending: 1742, flagged: 0, approved: 696 + 2439, in_payout: 0, paid: 0, rejected: 0 });
    expect((await payableEntries(db(), p.partnerId)).balanceCents).toBe(696 + 2439);
  });

  it('a reversal after approval, and after payout, is still added and reduces the next payout; a no-show reverses fully', async () => {
    const manager = await staffSession(db(), 'manager');
    const p = await r.referrer({ commissionBps: 1000 });
    const l = await r.link(p);
    const cookie = async () => (await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).cookie;
    const [x] = await r.book([{ slot: await r.h.slotId(23, '09:00'), adults: 2 }], { cookie: await cookie() });
    const [y] = await r.book([{ slot: await r.h.slotId(23, '14:00'), adults: 2 }], { cookie: await cookie() });
    const [z] = await r.book([{ slot: await r.h.slotId(1, '09:00'), adults: 2 }], { cookie: await cookie() });
    await approveCommissions({ db: db(), clock: later(60) });
    expect((await payableEntries(db(), p.partnerId)).balanceCents).toBe(3 * 1393);

    // y goes into a payout that is paid; then both x and y are cancelled with a partial refund.
    const [yEntry] = await r.entries(Number(y!.id));
    const [payout] = await r.h.rows<{ id: string }>(sql`
      INSERT INTO partner_payouts (partner_id, period, status, gross_cents, net_cents, paid_at) VALUES (${p.partnerId}, '2099-01', 'paid', 1393, 1393, now()) RETURNING id`);
    await db().execute(sql`INSERT INTO commission_events (entry_id, event, payout_id) VALUES (${yEntry!.id}, 'in_payout', ${payout!.id})`);
    await staffCancel(Number(x!.id), { percent: 50 }, manager.headers);
    await staffCancel(Number(y!.id), { percent: 50 }, manager.headers);
    const list = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data;
    const reversals = list.rows.filter((row: { kind: string }) => row.kind === 'reversal');
    expect(reversals.map((row: { amount_cents: number; status: string }) => [row.amount_cents, row.status])).toEqual([
      [-697, 'approved'],
      [-697, 'approved'],
    ]);
    expect(list.rows.find((row: { id: number }) => row.id === Number(yEntry!.id)).status).toBe('paid');
    // Payable: x's and z's commissions less both reversals (y's was already paid).
    expect((await payableEntries(db(), p.partnerId)).balanceCents).toBe(1393 + 1393 - 697 - 697);

    // z: the guest never came (once the slot has started).
    const [zEntry] = await r.entries(Number(z!.id));
    await markBookingNoShow({ db: db(), clock: later(2), billing: billingPort }, Number(z!.id), { id: manager.id, email: manager.email });
    const zRows = await r.entries(Number(z!.id));
    expect(zRows.map((row) => row.amount_cents)).toEqual([1393, -1393]);
    expect(zRows[1]).toMatchObject({ kind: 'reversal', reverses_id: zEntry!.id });
  });
});

describe('the approval job', () => {
  it('approves after the experience plus the holding period, once, even with runs at the same time', async () => {
    const p = await r.referrer({ commissionBps: 1000 });
    const l = await r.link(p);
    const bookings = [];
    for (const [day, time] of [
      [24, '09:00'],
      [24, '14:00'],
      [25, '09:00'],
      [25, '10:00'],
    ] as const) {
      bookings.push((await r.book([{ slot: await r.h.slotId(day, time), adults: 2 }], { cookie: (await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).cookie }))[0]!);
    }
    const approvedEvents = () =>
      r.h.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM commission_events ev JOIN commission_entries ce ON ce.id = ev.entry_id WHERE ce.partner_id = ${p.partnerId} AND ev.event = 'approved'`,
      );
    // 13 days after the last experience is not yet 14 for the latest ones… nor for any, 10 days before them.
    expect((await approveCommissions({ db: db(), clock: later(10) })).approved).toBe(0);
    // A day after the latest experience's 14 days have passed, whatever the time of day the test runs
    // (its slot is on day 25 at 10:00; day 25 + 14 at this hour may still be before then).
    const runs = await Promise.all([1, 2, 3, 4].map(() => approveCommissions({ db: db(), clock: later(25 + 14 + 1) })));
    expect(runs.reduce((s, x) => s + x.approved, 0)).toBeGreaterThanOrEqual(4);
    expect((await approvedEvents())[0]!.n).toBe(4);
    expect((await approveCommissions({ db: db(), clock: later(60) })).approved).toBe(0);
    const list = (await r.inject('GET', '/api/partners/commissions?status=approved', p.headers)).json().data;
    expect(list.rows).toHaveLength(4);
    expect(list.totals_cents.approved).toBe(3 * 1393 + 492);
    expect(bookings).toHaveLength(4);
  });

  it('holds flagged rows until staff clear them; rejected ones never count; a cancelled booking is never approved by the job', async () => {
    const owner = await staffSession(db(), 'owner');
    const accountant = await staffSession(db(), 'accountant');
    const p = await r.referrer({ commissionBps: 1000 });
    const l = await r.link(p);
    const cookie = async () => (await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).cookie;
    const [own1] = await r.book([{ slot: await r.h.slotId(26, '09:00'), adults: 2 }], { cookie: await cookie(), body: checkoutBody({ email: p.email }) });
    const [own2] = await r.book([{ slot: await r.h.slotId(26, '14:00'), adults: 2 }], { cookie: await cookie(), body: checkoutBody({ email: p.email }) });
    const [e1] = await r.entries(Number(own1!.id));
    const [e2] = await r.entries(Number(own2!.id));
    expect((await approveCommissions({ db: db(), clock: later(60) })).approved).toBe(0);

    const flagged = (await r.inject('GET', '/api/staff/commissions?flag=self_referral', accountant.headers)).json().data;
    expect(flagged.rows.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([Number(e1!.id), Number(e2!.id)]));
    expect(flagged.rows.find((x: { id: number }) => x.id === Number(e1!.id))).toMatchObject({
      status: 'flagged',
      flag: 'self_referral',
      partner: { id: p.partnerId },
      booking: { guest_email: p.email },
    });
    expect(flagged.flagged_count).toBeGreaterThanOrEqual(2);

    const clear = await r.inject('POST', `/api/staff/commissions/${e1!.id}/clear`, accountant.headers, {});
    expect(clear.statusCode).toBe(200);
    expect(clear.json().data.entry.status).toBe('pending');
    expect((await r.inject('POST', `/api/staff/commissions/${e1!.id}/clear`, accountant.headers, {})).json().detail).toBe('not_flagged');
    expect((await r.inject('POST', `/api/staff/commissions/${e2!.id}/reject`, owner.headers, {})).json().detail).toBe('reason_required');
    const rejected = await r.inject('POST', `/api/staff/commissions/${e2!.id}/reject`, owner.headers, { note: 'The concierge booked for himself' });
    expect(rejected.json().data.entry.status).toBe('rejected');
    const frontDesk = await staffSession(db(), 'front_desk');
    expect((await r.inject('GET', '/api/staff/commissions', frontDesk.headers)).statusCode).toBe(403);

    expect((await approveCommissions({ db: db(), clock: later(60) })).approved).toBe(1);
    const totals = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data.totals_cents;
    expect(totals).toMatchObject({ approved: 1393, rejected: 1393, flagged: 0, pending: 0 });
    const audit = await r.h.rows(sql`SELECT action, target_id FROM staff_audit_log WHERE target_type = 'commission' ORDER BY id`);
    expect(audit).toEqual([
      { action: 'commission.clear', target_id: String(e1!.id) },
      { action: 'commission.reject', target_id: String(e2!.id) },
    ]);

    // A booking cancelled with nothing refunded keeps its commission, settled (approved) by the cancellation;
    // the job approves no cancelled booking.
    const manager = await staffSession(db(), 'manager');
    const [kept] = await r.book([{ slot: await r.h.slotId(27, '09:00'), adults: 2 }], { cookie: await cookie() });
    const [gone] = await r.book([{ slot: await r.h.slotId(27, '14:00'), adults: 2 }], { cookie: await cookie() });
    await staffCancel(Number(kept!.id), 'none', manager.headers);
    const keptRows = await r.entries(Number(kept!.id));
    expect(keptRows.map((x) => x.amount_cents)).toEqual([1393]);
    const events = await r.h.rows<{ event: string }>(sql`SELECT event FROM commission_events WHERE entry_id = ${keptRows[0]!.id}`);
    expect(events.map((x) => x.event)).toEqual(['approved']);
    await db().execute(sql`UPDATE bookings SET status = 'cancelled' WHERE id = ${gone!.id}`); // cancelled outside the ledger's hooks
    expect((await approveCommissions({ db: db(), clock: later(60) })).approved).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAuditLog } from '@tenuta/db';
import { bought } from './voucher-test-fixtures.ts';
import { reportBooking, reportPartner, reportPayment, reportSlot, reportWorld } from './report-fixtures.ts';

/**
 * The sales, payments and cash-up reports against a known March 2024 (Rome time) on real
 * PostgreSQL: exact cents per day, month, channel, method and member; who may read them.
 */
let w: Awaited<ReturnType<typeof reportWorld>>;
const ids = {} as Record<'b1' | 'b2' | 'b5' | 'b6', number>;

beforeAll(async () => {
  w = await reportWorld();
  const db = w.db;
  const hunt = await reportSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2024-03-10 10:00', capacity: 10 });
  const tasting = await reportSlot(db, { slug: 'degustazione-premium', romeStart: '2024-03-10 17:00', capacity: 12 });
  const reseller = await reportPartner(db, { type: 'reseller', name: 'Agenzia Marzo' });
  const referrer = await reportPartner(db, { type: 'referral', name: 'Hotel Marzo' });
  const desk = w.as.front_desk.id;
  const manager = w.as.manager.id;

  // Direct: a hunt paid online (a failed attempt before it), a tasting paid at the desk (made at 00:30 on 2 March in Rome, still 1 March in UTC).
  ids.b1 = await reportBooking(db, { slotId: hunt, category: 'TRUFFLE', adults: 2, totalCents: 17_000, status: 'paid', paymentStatus: 'paid', made: '2024-03-01 09:00' });
  await reportPayment(db, { bookingId: ids.b1, amountCents: 17_000, at: '2024-03-01 08:59', status: 'failed' });
  await reportPayment(db, { bookingId: ids.b1, amountCents: 17_000, at: '2024-03-01 09:00' });
  ids.b2 = await reportBooking(db, {
    slotId: tasting,
    category: 'WINE',
    adults: 3,
    children: 1,
    totalCents: 12_000,
    status: 'paid',
    paymentStatus: 'paid',
    made: '2024-03-02 00:30',
    customerName: 'Lorenzo Müller',
  });
  await reportPayment(db, { bookingId: ids.b2, amountCents: 8_000, at: '2024-03-10 17:30', provider: 'on_site', method: 'cash', staffId: desk });
  await reportPayment(db, { bookingId: ids.b2, amountCents: 4_000, at: '2024-03-10 17:35', provider: 'on_site', method: 'card', staffId: manager });
  // Recorded by mistake and voided: it no longer counts anywhere.
  await reportPayment(db, { bookingId: ids.b2, amountCents: 2_000, at: '2024-03-10 17:40', provider: 'on_site', method: 'card', staffId: desk, status: 'canceled' });
  // A reseller's hunt on account (retail 340, net 289) and an OCTO order (retail 170, net 144.50): no payment rows.
  await reportBooking(db, {
    slotId: hunt,
    category: 'TRUFFLE',
    adults: 4,
    totalCents: 34_000,
    status: 'confirmed',
    paymentStatus: 'on_account',
    made: '2024-03-05 11:00',
    partnerId: reseller,
    partnerNetCents: 28_900,
    partnerPayment: 'on_account',
  });
  await reportBooking(db, {
    slotId: hunt,
    category: 'TRUFFLE',
    adults: 2,
    totalCents: 17_000,
    status: 'confirmed',
    paymentStatus: 'on_account',
    made: '2024-03-05 12:00',
    partnerId: reseller,
    partnerNetCents: 14_450,
    partnerPayment: 'on_account',
    octo: true,
  });
  // A referrer's guest, paid in cash at the desk.
  ids.b5 = await reportBooking(db, {
    slotId: tasting,
    category: 'WINE',
    adults: 2,
    totalCents: 8_000,
    status: 'paid',
    paymentStatus: 'paid',
    made: '2024-03-06 10:00',
    referrerId: referrer,
  });
  await reportPayment(db, { bookingId: ids.b5, amountCents: 8_000, at: '2024-03-10 18:00', provider: 'on_site', method: 'cash', staffId: desk });
  // Sold, paid, cancelled and refunded the next day: out of the sales, in and out of the payments.
  ids.b6 = await reportBooking(db, { slotId: hunt, category: 'TRUFFLE', adults: 2, totalCents: 17_000, status: 'refunded', paymentStatus: 'refunded', made: '2024-03-06 11:00' });
  await reportPayment(db, { bookingId: ids.b6, amountCents: 17_000, at: '2024-03-06 11:00' });
  await reportPayment(db, { bookingId: ids.b6, amountCents: 17_000, at: '2024-03-07 09:00', kind: 'refund' });
  // Never paid, swept: never a sale.
  await reportBooking(db, { slotId: hunt, category: 'TRUFFLE', adults: 2, totalCents: 17_000, status: 'cancelled', paymentStatus: 'unpaid', made: '2024-03-06 12:00' });
  // Paid with a gift voucher (not new money), and a voucher bought online (new money, no booking).
  const b8 = await reportBooking(db, { slotId: hunt, category: 'TRUFFLE', adults: 1, totalCents: 8_500, status: 'paid', paymentStatus: 'paid', made: '2024-03-08 10:00' });
  const voucher = await bought(db, { amountCents: 5_000, at: new Date('2024-03-08T09:00:00Z') });
  await reportPayment(db, { bookingId: b8, amountCents: 8_500, at: '2024-03-08 10:00', provider: 'voucher', giftVoucherId: voucher.id });
  await reportPayment(db, { bookingId: null, amountCents: 5_000, at: '2024-03-08 10:00', giftVoucherId: voucher.id });
  // 01:10 on 1 April in Rome is 31 March in UTC: April's, not March's.
  await reportPayment(db, { bookingId: ids.b2, amountCents: 1_000, at: '2024-04-01 01:10', provider: 'on_site', method: 'cash', staffId: desk });
});
afterAll(async () => {
  await w.t.close();
});

const none = { bookings: 0, guests: 0, sales_cents: 0, net_cents: 0 };
const money = (received_cents: number, refunded_cents: number, payments: number) => ({ received_cents, refunded_cents, net_cents: received_cents - refunded_cents, payments });

describe('staff reports: sales, payments, cash-up', () => {
  it('sales: bookings made per Rome day and channel, retail and net, cancelled ones apart', async () => {
    const res = await w.call('accountant', '/reports/sales?from=2024-03-01&to=2024-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.json().data;
    expect(r).toMatchObject({ from: '2024-03-01', to: '2024-03-31', group: 'day' });
    expect(r.periods).toHaveLength(31);
    expect(r.channels).toEqual({
      direct: { bookings: 3, guests: 7, sales_cents: 37_500, net_cents: 37_500 },
      reseller: { bookings: 1, guests: 4, sales_cents: 34_000, net_cents: 28_900 },
      referrer: { bookings: 1, guests: 2, sales_cents: 8_000, net_cents: 8_000 },
      octo: { bookings: 1, guests: 2, sales_cents: 17_000, net_cents: 14_450 },
    });
    expect(r.total).toEqual({ bookings: 6, guests: 15, sales_cents: 96_500, net_cents: 88_850 });
    expect(r.cancelled).toEqual({ bookings: 1, sales_cents: 17_000 });
    const day = (d: string) => r.periods.find((p: { period: string }) => p.period === d);
    expect(day('2024-03-01').channels.direct).toEqual({ bookings: 1, guests: 2, sales_cents: 17_000, net_cents: 17_000 });
    expect(day('2024-03-02').channels.direct).toEqual({ bookings: 1, guests: 4, sales_cents: 12_000, net_cents: 12_000 });
    expect(day('2024-03-05').total).toEqual({ bookings: 2, guests: 6, sales_cents: 51_000, net_cents: 43_350 });
    expect(day('2024-03-04').total).toEqual(none);

    const months = (await w.call('manager', '/reports/sales?from=2024-02-01&to=2024-04-30&group=month')).json().data;
    expect(months.periods.map((p: { period: string }) => p.period)).toEqual(['2024-02', '2024-03', '2024-04']);
    expect(months.periods[1].total).toEqual(r.total);
    expect(months.periods[0].total).toEqual(none);
  });

  it('payments: succeeded rows per day, method and channel; a voucher spent is not counted twice', async () => {
    const res = await w.call('owner', '/reports/payments?from=2024-03-01&to=2024-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r.methods).toEqual({
      online_card: money(39_000, 17_000, 3),
      card_terminal: money(4_000, 0, 1),
      cash: money(16_000, 0, 2),
      voucher: money(8_500, 0, 1),
    });
    expect(r.total).toEqual(money(59_000, 17_000, 6));
    expect(r.channels).toEqual({
      direct: money(46_000, 17_000, 4),
      reseller: money(0, 0, 0),
      referrer: money(8_000, 0, 1),
      octo: money(0, 0, 0),
      gift_vouchers: money(5_000, 0, 1),
    });
    const day = (d: string) => r.periods.find((p: { period: string }) => p.period === d);
    expect(day('2024-03-07').methods.online_card).toEqual(money(0, 17_000, 0));
    expect(day('2024-03-10').total).toEqual(money(20_000, 0, 3));
    expect(day('2024-03-08').methods.voucher).toEqual(money(8_500, 0, 1));
    expect(day('2024-03-08').total).toEqual(money(5_000, 0, 1));
    const april = (await w.call('owner', '/reports/payments?from=2024-04-01&to=2024-04-01')).json().data;
    expect(april.methods.cash).toEqual(money(1_000, 0, 1));
  });

  it("cash-up: a Rome day's cash and card terminal, per member and payment; a voided payment is gone", async () => {
    const res = await w.call('front_desk', '/reports/cash-up?date=2024-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ date: '2024-03-10', cash_cents: 16_000, card_terminal_cents: 4_000, total_cents: 20_000 });
    expect(r.staff).toEqual([
      { staff_id: w.as.front_desk.id, name: 'Test front_desk', cash_cents: 16_000, card_terminal_cents: 0, payments: 2 },
      { staff_id: w.as.manager.id, name: 'Test manager', cash_cents: 0, card_terminal_cents: 4_000, payments: 1 },
    ]);
    expect(r.payments.map((p: { booking_id: number; method: string; amount_cents: number }) => [p.booking_id, p.method, p.amount_cents])).toEqual([
      [ids.b2, 'cash', 8_000],
      [ids.b2, 'card_terminal', 4_000],
      [ids.b5, 'cash', 8_000],
    ]);
    expect(r.payments[0]).toMatchObject({ at: '2024-03-10T16:30:00.000Z', customer_name: 'Lorenzo Müller', staff_name: 'Test front_desk' });
    const april = (await w.call('accountant', '/reports/cash-up?date=2024-04-01')).json().data;
    expect(april.total_cents).toBe(1_000);
    expect((await w.call('accountant', '/reports/cash-up?date=2024-03-09')).json().data).toMatchObject({ total_cents: 0, staff: [], payments: [] });
  });

  it('only roles that may see money read the reports; the desk reads its cash-up but exports nothing', async () => {
    for (const path of ['/reports/sales', '/reports/payments', '/reports/occupancy', '/reports/partners', '/reports/sales.csv']) {
      const res = await w.call('front_desk', path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().detail).toBe('role_forbidden');
    }
    expect((await w.call('front_desk', '/reports/cash-up')).statusCode).toBe(200);
    expect((await w.call('front_desk', '/reports/cash-up.csv?date=2024-03-10')).statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/staff/reports/sales' })).statusCode).toBe(401);
  });

  it('refuses periods that are not real, reversed or too long (400 with a sub-code)', async () => {
    const detail = async (q: string) => {
      const res = await w.call('accountant', `/reports/sales?${q}`);
      expect(res.statusCode, q).toBe(400);
      return res.json().detail;
    };
    expect(await detail('from=2024-02-30&to=2024-03-01')).toBe('report_day_invalid');
    expect(await detail('from=2024-03-10&to=2024-03-01')).toBe('report_period_reversed');
    expect(await detail('from=2023-01-01&to=2024-03-01&group=day')).toBe('report_period_too_long');
    expect(await detail('from=2020-01-01&to=2024-03-01&group=month')).toBe('report_period_too_long');
    expect((await w.call('accountant', '/reports/cash-up?date=2024-13-01')).statusCode).toBe(400);
    // The calendar's edges never answer 5xx.
    for (const q of ['from=0000-01-01&to=0000-01-01', 'from=9999-12-31&to=9999-12-31', 'from=0000-02-29&to=0000-03-01&group=month']) {
      for (const report of ['sales', 'payments', 'occupancy', 'partners']) {
        const res = await w.call('accountant', `/reports/${report}?${q}`);
        expect(res.statusCode, `${report}?${q}`).toBeLessThan(500);
      }
    }
    for (const date of ['0000-01-01', '9999-12-31']) expect((await w.call('accountant', `/reports/cash-up?date=${date}`)).statusCode, date).toBeLessThan(500);
    // Without days: this Rome month so far, by day.
    const r = (await w.call('accountant', '/reports/sales')).json().data;
    expect(r.group).toBe('day');
    expect(r.from.endsWith('-01')).toBe(true);
  });

  it('each table as CSV in the exports dialect, recorded in the audit log', async () => {
    const sales = await w.call('accountant', '/reports/sales.csv?from=2024-03-05&to=2024-03-05');
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toContain('text/csv');
    expect(sales.headers['content-disposition']).toContain('tenuta-sales-2024-03-05.csv');
    const lines = sales.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    // Read whatever the one dialect's separator and decimal mark are (the shared writer decides them).
    const sep = lines[0]!.includes(';') ? ';' : ',';
    const cells = (line: string) => line.split(sep).map((c) => c.replace(/^"|"$/g, '').replace(/^(-?\d+),(\d\d)$/, '$1.$2'));
    expect(cells(lines[0]!)).toEqual(['period', 'channel', 'bookings', 'guests', 'sales_eur', 'net_eur']);
    expect(cells(lines[2]!)).toEqual(['2024-03-05', 'reseller', '1', '4', '340.00', '289.00']);
    const cash = await w.call('accountant', '/reports/cash-up.csv?date=2024-03-10');
    expect(cash.statusCode).toBe(200);
    expect(cash.headers['content-disposition']).toContain('tenuta-cash-up-2024-03-10.csv');
    expect(cash.body).toContain('Lorenzo Müller');
    expect(
      cash.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(4);
    for (const path of [
      '/reports/payments.csv?from=2024-03-01&to=2024-03-31',
      '/reports/occupancy.csv?from=2024-03-01&to=2024-03-31',
      '/reports/partners.csv?from=2024-03-01&to=2024-03-31',
    ]) {
      expect((await w.call('manager', path)).statusCode, path).toBe(200);
    }
    const audit = await w.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'export.report'));
    expect(audit.map((a) => a.targetId).sort()).toEqual(
      [
        'report-cash_up:2024-03-10..2024-03-10',
        'report-occupancy:2024-03-01..2024-03-31',
        'report-partners:2024-03-01..2024-03-31',
        'report-payments:2024-03-01..2024-03-31',
        'report-sales:2024-03-05..2024-03-05',
      ].sort(),
    );
    expect(audit.find((a) => a.targetId?.startsWith('report-sales'))).toMatchObject({
      staffId: w.as.accountant.id,
      after: { report: 'sales', from: '2024-03-05', to: '2024-03-05', group: 'day' },
    });
  });
});

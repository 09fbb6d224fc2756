import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAuditLog } from '@tenuta/db';
import { appendVoucherEntry, issueVoucher } from '@tenuta/billing';
import { romeDate } from '@tenuta/core';
import { insertGuestBooking, insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { bought, spend, voucherRow, voucherWorld } from './voucher-test-fixtures.ts';

/** The vouchers' CSV, the money report's sums against a known ledger, and Today's redemptions, on real PostgreSQL. */
let w: Awaited<ReturnType<typeof voucherWorld>>;
beforeAll(async () => {
  w = await voucherWorld();
});
afterAll(async () => {
  await w.t.close();
});
const db = () => w.db;
const call: Awaited<ReturnType<typeof voucherWorld>>['call'] = (...a) => w.call(...a);

describe('staff vouchers: exports, report, Today', () => {
  it('exports the filtered list as CSV (exports: not the front desk), audited', async () => {
    const v = await bought(db(), { amountCents: 4_250, buyer: 'Csv, "Quoted" Buyer', recipient: '=Formula Recipient' });
    expect((await call('front_desk', 'GET', '/vouchers.csv')).statusCode).toBe(403);
    const res = await call('accountant', 'GET', `/vouchers.csv?q=${encodeURIComponent('quoted')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id;code_last4;status;origin;amount_eur;balance_eur;issued_at;expires_on;buyer_name;buyer_email;recipient_name;recipient_email;delivered_at;reason');
    expect(lines).toHaveLength(3);
    const row = await voucherRow(db(), v.id);
    expect(lines[1]).toContain(`${v.id};${v.code!.slice(-4)};active;purchased;"42,50";"42,50";`);
    expect(lines[1]).toContain(`;${romeDate(row.expiresAt)};"Csv, ""Quoted"" Buyer";`);
    expect(lines[1]).toContain(";'=Formula Recipient;");
    const [audit] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'export.vouchers'));
    expect(audit).toMatchObject({ staffId: w.as.accountant.id, after: { q: 'quoted', status: null, rows: 1 } });
  });

  it('reports sold, complimentary, redeemed, refunded, expired and adjusted per Rome month, the balance at each month end and the outstanding now', async () => {
    // A known ledger in months nothing else writes to: January to March 2024, Rome time.
    const jan = await bought(db(), { at: new Date('2024-01-10T10:00:00Z'), amountCents: 10_000 });
    const feb = await bought(db(), { at: new Date('2024-01-31T23:30:00Z'), amountCents: 5_000 }); // 1 Feb in Rome
    const gift = await db().transaction((tx) =>
      issueVoucher(
        tx,
        {
          origin: 'complimentary',
          amountCents: 3_000,
          buyerName: 'Tenuta',
          buyerEmail: 'info@tenuta.example',
          locale: 'it',
          recipientName: 'Ospite',
          recipientEmail: 'o@example.com',
          deliverTo: 'recipient',
          reason: 'Prize',
        },
        new Date('2024-02-15T10:00:00Z'),
      ),
    );
    const at = (iso: string) => new Date(iso);
    await db().transaction(async (tx) => {
      await appendVoucherEntry(tx, { voucherId: jan.id, kind: 'redeem', amountCents: -6_000, at: at('2024-01-20T10:00:00Z') });
      await appendVoucherEntry(tx, { voucherId: jan.id, kind: 'refund', amountCents: 2_000, at: at('2024-02-03T10:00:00Z') });
      await appendVoucherEntry(tx, { voucherId: feb.id, kind: 'redeem', amountCents: -5_000, at: at('2024-02-20T10:00:00Z') });
      await appendVoucherEntry(tx, { voucherId: gift.voucher.id, kind: 'adjustment', amountCents: -1_000, reason: 'Fix', at: at('2024-03-01T10:00:00Z') });
      await appendVoucherEntry(tx, { voucherId: jan.id, kind: 'expiry', amountCents: -6_000, at: at('2024-03-31T21:59:00Z') }); // 23:59 in Rome
    });

    for (const role of ['manager', 'front_desk'] as const) expect((await call(role, 'GET', '/vouchers/report')).statusCode, role).toBe(403);
    expect((await call('accountant', 'GET', '/vouchers/report?from=2024-03&to=2024-01')).statusCode).toBe(400);
    expect((await call('accountant', 'GET', '/vouchers/report?from=2020-01&to=2024-01')).statusCode).toBe(400);
    // A year mistyped with three digits is refused, never a 500.
    for (const q of ['from=0747-10', 'to=0747-10', 'from=1999-12&to=2000-02', 'from=2999-12'])
      expect((await call('accountant', 'GET', `/vouchers/report?${q}`)).statusCode, q).toBe(400);
    const res = await call('accountant', 'GET', '/vouchers/report?from=2023-12&to=2024-04');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    const zero = { sold_cents: 0, sold_count: 0, complimentary_cents: 0, complimentary_count: 0, redeemed_cents: 0, refunded_cents: 0, expired_cents: 0, adjusted_cents: 0 };
    expect(r.months).toEqual([
      { month: '2023-12', ...zero, closing_balance_cents: 0 },
      { month: '2024-01', ...zero, sold_cents: 10_000, sold_count: 1, redeemed_cents: 6_000, closing_balance_cents: 4_000 },
      {
        month: '2024-02',
        ...zero,
        sold_cents: 5_000,
        sold_count: 1,
        complimentary_cents: 3_000,
        complimentary_count: 1,
        redeemed_cents: 5_000,
        refunded_cents: 2_000,
        closing_balance_cents: 9_000,
      },
      { month: '2024-03', ...zero, expired_cents: 6_000, adjusted_cents: -1_000, closing_balance_cents: 2_000 },
      { month: '2024-04', ...zero, closing_balance_cents: 2_000 },
    ]);
    // Outstanding now: what every voucher holds, read one voucher at a time from the list.
    const all = (await call('accountant', 'GET', '/vouchers?page_size=200')).json().data;
    expect(all.total).toBeLessThanOrEqual(200);
    const held = all.vouchers.map((v: { balance_cents: number }) => v.balance_cents);
    expect(r.outstanding_cents).toBe(held.reduce((s: number, b: number) => s + b, 0));
    expect(r.outstanding_vouchers).toBe(held.filter((b: number) => b > 0).length);

    const csv = await call('accountant', 'GET', '/vouchers/report.csv?from=2024-01&to=2024-03');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(
      '\uFEFFmonth;sold_eur;sold_count;complimentary_eur;complimentary_count;redeemed_eur;refunded_eur;expired_eur;adjusted_eur;closing_balance_eur\r\n' +
        '2024-01;"100,00";1;"0,00";0;"60,00";"0,00";"0,00";"0,00";"40,00"\r\n' +
        '2024-02;"50,00";1;"30,00";1;"50,00";"20,00";"0,00";"0,00";"90,00"\r\n' +
        '2024-03;"0,00";0;"0,00";0;"0,00";"0,00";"60,00";"-10,00";"20,00"\r\n',
    );
    const [audit] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'export.voucher_report'));
    expect(audit).toMatchObject({ staffId: w.as.accountant.id, after: { from: '2024-01', to: '2024-03' } });
  });

  it("lists the day's redemptions with their bookings for Today", async () => {
    const v = await bought(db(), { amountCents: 30_000 });
    const slot = await insertSlot(db(), { slug: 'caccia-al-tartufo', romeStart: '2031-04-02 10:00', category: 'TRUFFLE' });
    const booking = await insertGuestBooking(db(), { slotId: slot, category: 'TRUFFLE', locale: 'it' });
    expect(await spend(db(), v.id, 12_500, booking.id)).toBe('spent');
    await db().transaction((tx) => appendVoucherEntry(tx, { voucherId: v.id, kind: 'redeem', amountCents: -1_000, at: new Date(Date.now() - 2 * 86_400_000) }));

    const res = await call('front_desk', 'GET', '/vouchers/redeemed');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.date).toBe(romeDate(new Date()));
    const mine = d.items.filter((i: { voucher_id: number }) => i.voucher_id === v.id);
    expect(mine).toEqual([expect.objectContaining({ amount_cents: 12_500, code_last4: v.code!.slice(-4), bookings: [{ id: booking.id, booking_number: booking.bookingNumber }] })]);
    expect(d.total_cents).toBe(d.items.reduce((s: number, i: { amount_cents: number }) => s + i.amount_cents, 0));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftVouchers } from '@tenuta/db';
import { appendVoucherEntry, findVoucherByCode } from '@tenuta/billing';
import { romeDate } from '@tenuta/core';
import { insertGuestBooking, insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { auditOf, bought, codeInEmail, entriesOf, lastBought, markVoucherEmailsSent, spend, spendAtCheckout, voucherRow, voucherWorld } from './voucher-test-fixtures.ts';

/**
 * Gift vouchers in the back office on real PostgreSQL: search and detail, and every action with
 * its roles (403), audit row and ledger rows, and a void racing checkouts that spend the same voucher.
 */
let w: Awaited<ReturnType<typeof voucherWorld>>;
beforeAll(async () => {
  w = await voucherWorld();
});
afterAll(async () => {
  await w.t.close();
});
const db = () => w.db;
const call: Awaited<ReturnType<typeof voucherWorld>>['call'] = (...a) => w.call(...a);

describe('staff vouchers: search and detail', () => {
  it('finds a voucher by the end of its code (any case), the whole code, buyer or recipient; every role may look', async () => {
    const a = await bought(db(), { buyer: 'Ottavio Zerbini', recipient: 'Lucia Fontana' });
    const last4 = a.code!.slice(-4);
    for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) {
      const res = await call(role, 'GET', `/vouchers?q=${last4.toLowerCase()}`);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.vouchers.map((v: { id: number }) => v.id)).toContain(a.id);
    }
    const byCode = (await call('front_desk', 'GET', `/vouchers?q=${encodeURIComponent(a.code!.toLowerCase())}`)).json().data;
    expect(byCode.vouchers.map((v: { id: number }) => v.id)).toEqual([a.id]);
    for (const q of ['zerbini', 'LUCIA FONT', `buyer-${lastBought()}@`]) {
      const found = (await call('front_desk', 'GET', `/vouchers?q=${encodeURIComponent(q)}`)).json().data;
      expect(
        found.vouchers.map((v: { id: number }) => v.id),
        q,
      ).toContain(a.id);
    }
    const row = byCode.vouchers[0];
    expect(row).toMatchObject({ code_last4: last4, status: 'active', origin: 'purchased', amount_cents: 10_000, balance_cents: 10_000, buyer_name: 'Ottavio Zerbini' });
    expect(row.expires_on).toBe(romeDate(new Date(row.expires_at)));
    // A wildcard is a character, not a pattern.
    expect((await call('front_desk', 'GET', '/vouchers?q=%25%25')).json().data.total).toBe(0);
  });

  it('a voucher waiting for its delivery date has no code yet, and the status filter reads an expired one as expired', async () => {
    const later = await bought(db(), { deliverOn: '2099-12-24', recipient: 'Natale Futuro' });
    const res = (await call('front_desk', 'GET', '/vouchers?q=natale%20futuro')).json().data;
    expect(res.vouchers[0]).toMatchObject({ id: later.id, code_last4: null, status: 'active' });
    expect((await call('front_desk', 'GET', `/vouchers?q=${encodeURIComponent('····')}`)).json().data.total).toBe(0);

    const old = await bought(db(), { at: new Date(Date.now() - 400 * 86_400_000), recipient: 'Scaduto Senza Job' });
    const expired = (await call('front_desk', 'GET', '/vouchers?q=scaduto&status=expired')).json().data;
    expect(expired.vouchers.map((v: { id: number }) => v.id)).toEqual([old.id]);
    expect((await call('front_desk', 'GET', '/vouchers?q=scaduto&status=active')).json().data.total).toBe(0);
  });

  it('shows the ledger with the booking a redemption paid, the e-mails, and never the code', async () => {
    const v = await bought(db(), { amountCents: 20_000 });
    const slot = await insertSlot(db(), { slug: 'caccia-al-tartufo', romeStart: '2031-03-02 10:00', category: 'TRUFFLE' });
    const booking = await insertGuestBooking(db(), { slotId: slot, category: 'TRUFFLE', locale: 'it' });
    expect(await spend(db(), v.id, 17_000, booking.id)).toBe('spent');
    await db().transaction((tx) => appendVoucherEntry(tx, { voucherId: v.id, kind: 'refund', amountCents: 5_000, bookingId: booking.id }));

    const res = await call('front_desk', 'GET', `/vouchers/${v.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(v.code!);
    const d = res.json().data.voucher;
    expect(d.balance_cents).toBe(8_000);
    expect(d.entries.map((e: { kind: string; amount_cents: number; balance_after_cents: number }) => [e.kind, e.amount_cents, e.balance_after_cents])).toEqual([
      ['issue', 20_000, 20_000],
      ['redeem', -17_000, 3_000],
      ['refund', 5_000, 8_000],
    ]);
    expect(d.entries[1].bookings).toEqual([{ id: booking.id, booking_number: booking.bookingNumber }]);
    expect(d.emails).toEqual([expect.objectContaining({ kind: 'gift_voucher_delivery', recipient: d.recipient_email, status: 'pending' })]);
    expect(d.can).toEqual({ extend: true, void: true, adjust: true, resend: true });
    expect((await call('front_desk', 'GET', '/vouchers/999999999')).statusCode).toBe(404);
  });
});

describe('staff vouchers: actions', () => {
  it('gives a complimentary voucher (owner or manager, reason required): ledger, audit, e-mail to the recipient', async () => {
    const body = {
      amount_cents: 7_500,
      recipient_name: 'Elena Neri',
      recipient_email: 'elena@example.com',
      message: 'Con le nostre scuse',
      locale: 'en',
      reason: 'Hunt cut short by rain',
    };
    for (const role of ['front_desk', 'accountant'] as const) {
      const refused = await call(role, 'POST', '/vouchers', body);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().detail).toBe('role_forbidden');
    }
    expect((await call('manager', 'POST', '/vouchers', { ...body, reason: ' ' })).statusCode).toBe(400);
    expect((await call('manager', 'POST', '/vouchers', { ...body, amount_cents: 0 })).statusCode).toBe(400);
    expect((await call('manager', 'POST', '/vouchers', { ...body, deliver_on: '2000-01-01' })).json()).toMatchObject({
      code: 'validation_error',
      detail: 'deliver_on_out_of_range',
    });

    const res = await call('manager', 'POST', '/vouchers', body);
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json().data.voucher;
    expect(v).toMatchObject({ origin: 'complimentary', status: 'active', amount_cents: 7_500, balance_cents: 7_500, recipient_email: 'elena@example.com', locale: 'en' });
    expect(v.reason).toBe('Hunt cut short by rain');
    expect(v.issued_by).toBe('Test manager');
    expect(v.entries).toEqual([expect.objectContaining({ kind: 'issue', amount_cents: 7_500, reason: 'Hunt cut short by rain', staff_name: 'Test manager' })]);
    const mail = await codeInEmail(db(), v.id);
    expect(mail.recipient).toBe('elena@example.com');
    expect(mail.code.slice(-4)).toBe(v.code_last4);
    expect((await findVoucherByCode(db(), mail.code))?.id).toBe(v.id);
    const [audit] = await auditOf(db(), 'voucher.issue_complimentary', v.id);
    expect(audit).toMatchObject({
      staffId: w.as.manager.id,
      targetType: 'gift_voucher',
      after: expect.objectContaining({ amount_cents: 7_500, reason: 'Hunt cut short by rain' }),
    });
  });

  it('extends to a later day (the end of that Rome day), with a reason; earlier dates are refused', async () => {
    const v = await bought(db());
    await db().update(giftVouchers).set({ expiryRemindedAt: new Date() }).where(eq(giftVouchers.id, v.id));
    const before = await voucherRow(db(), v.id);
    expect((await call('front_desk', 'POST', `/vouchers/${v.id}/extend`, { expires_on: '2099-01-01', reason: 'Goodwill' })).statusCode).toBe(403);
    const earlier = await call('manager', 'POST', `/vouchers/${v.id}/extend`, { expires_on: romeDate(before.expiresAt), reason: 'Same day' });
    expect(earlier.json()).toMatchObject({ code: 'validation_error', detail: 'expiry_not_later' });
    const target = `${Number(romeDate(before.expiresAt).slice(0, 4)) + 1}-06-30`;
    const res = await call('manager', 'POST', `/vouchers/${v.id}/extend`, { expires_on: target, reason: 'Guest in hospital' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.voucher.expires_on).toBe(target);
    const after = await voucherRow(db(), v.id);
    expect(romeDate(after.expiresAt)).toBe(target);
    expect(romeDate(new Date(after.expiresAt.getTime() + 1))).not.toBe(target);
    expect(after.expiryRemindedAt).toBeNull();
    const [audit] = await auditOf(db(), 'voucher.extend', v.id);
    expect(audit).toMatchObject({ before: { expires_on: romeDate(before.expiresAt) }, after: { expires_on: target, reason: 'Guest in hospital' } });
    expect(await entriesOf(db(), v.id)).toHaveLength(1);
  });

  it('voids (owner or manager only): the balance leaves by an adjustment entry, and nothing can spend it afterwards', async () => {
    const v = await bought(db(), { amountCents: 12_000 });
    expect(await spend(db(), v.id, 2_000)).toBe('spent');
    for (const role of ['front_desk', 'accountant'] as const) {
      const refused = await call(role, 'POST', `/vouchers/${v.id}/void`, { reason: 'Fraudulent purchase' });
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await call('manager', 'POST', `/vouchers/${v.id}/void`, {})).statusCode).toBe(400);
    const res = await call('manager', 'POST', `/vouchers/${v.id}/void`, { reason: 'Fraudulent purchase' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.voucher).toMatchObject({ status: 'voided', balance_cents: 0, can: { extend: false, void: false, adjust: false, resend: false } });
    expect((await entriesOf(db(), v.id)).map((e) => [e.kind, e.amountCents, e.reason, e.staffId])).toEqual([
      ['issue', 12_000, null, null],
      ['redeem', -2_000, null, null],
      ['adjustment', -10_000, 'Fraudulent purchase', w.as.manager.id],
    ]);
    const [audit] = await auditOf(db(), 'voucher.void', v.id);
    expect(audit).toMatchObject({ staffId: w.as.manager.id, before: { status: 'active', balance_cents: 10_000 }, after: { status: 'voided', balance_cents: 0 } });
    expect(await spend(db(), v.id, 1)).toBe('refused');
    expect((await call('owner', 'POST', `/vouchers/${v.id}/void`, { reason: 'Again' })).json()).toMatchObject({ code: 'conflict', detail: 'voucher_not_active' });
    expect((await call('owner', 'POST', `/vouchers/${v.id}/adjust`, { amount_cents: 500, reason: 'Again' })).statusCode).toBe(409);

    // A cancellation paid by it gives money back after the void: it stays voided, and voiding again settles it.
    await db().transaction((tx) => appendVoucherEntry(tx, { voucherId: v.id, kind: 'refund', amountCents: 2_000, reason: 'booking_refund' }));
    const open = (await call('front_desk', 'GET', `/vouchers/${v.id}`)).json().data.voucher;
    expect(open).toMatchObject({ status: 'voided', balance_cents: 2_000, can: { void: true, adjust: false } });
    expect(await spend(db(), v.id, 1)).toBe('refused');
    const settled = await call('owner', 'POST', `/vouchers/${v.id}/void`, { reason: 'Refunded to the card instead' });
    expect(settled.json().data.voucher).toMatchObject({ status: 'voided', balance_cents: 0 });
    const audits = await auditOf(db(), 'voucher.void', v.id);
    expect(audits.map((a) => a.before)).toEqual([
      { status: 'active', balance_cents: 10_000 },
      { status: 'voided', balance_cents: 2_000 },
    ]);
  });

  it('a void racing checkouts that spend the same voucher never leaves a negative balance or a spend after the void', async () => {
    for (let round = 0; round < 5; round++) {
      const v = await bought(db(), { amountCents: 10_000 });
      const [a, voided, b, c] = await Promise.all([
        spendAtCheckout(db(), v.id, 4_000),
        call('owner', 'POST', `/vouchers/${v.id}/void`, { reason: 'Race' }),
        spendAtCheckout(db(), v.id, 4_000),
        spendAtCheckout(db(), v.id, 4_000),
      ]);
      expect(voided.statusCode, voided.body).toBe(200);
      const entries = await entriesOf(db(), v.id);
      let balance = 0;
      for (const e of entries) {
        balance += e.amountCents;
        expect(balance, JSON.stringify(entries)).toBeGreaterThanOrEqual(0);
      }
      expect(balance).toBe(0);
      // What was spent before the void left the rest to it (nothing, when the checkouts took it all); nothing was spent after it.
      const voidAt = entries.findIndex((e) => e.kind === 'adjustment');
      if (voidAt >= 0) expect(entries.slice(voidAt + 1)).toEqual([]);
      expect((await voucherRow(db(), v.id)).status).toBe('voided');
      const taken = [a, b, c].filter((x): x is number => x !== 'refused');
      expect(entries.filter((e) => e.kind === 'redeem').map((e) => -e.amountCents)).toEqual(expect.arrayContaining(taken));
      expect(entries.filter((e) => e.kind === 'redeem')).toHaveLength(taken.length);
      expect(voidAt === -1 ? 0 : -entries[voidAt]!.amountCents).toBe(10_000 - taken.reduce((s, x) => s + x, 0));
    }
  });

  it('adjusts by ± cents with a reason (owner or manager), never below zero', async () => {
    const v = await bought(db(), { amountCents: 5_000 });
    expect((await call('accountant', 'POST', `/vouchers/${v.id}/adjust`, { amount_cents: 500, reason: 'Price match' })).statusCode).toBe(403);
    expect((await call('owner', 'POST', `/vouchers/${v.id}/adjust`, { amount_cents: 0, reason: 'Nothing' })).statusCode).toBe(400);
    const up = await call('owner', 'POST', `/vouchers/${v.id}/adjust`, { amount_cents: 1_500, reason: 'Price match' });
    expect(up.json().data.voucher.balance_cents).toBe(6_500);
    const tooMuch = await call('manager', 'POST', `/vouchers/${v.id}/adjust`, { amount_cents: -6_501, reason: 'Oops' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ detail: 'voucher_balance_too_low', error: 'The voucher holds only 65.00 EUR' });
    const down = await call('manager', 'POST', `/vouchers/${v.id}/adjust`, { amount_cents: -6_500, reason: 'Used at the shop' });
    expect(down.json().data.voucher.balance_cents).toBe(0);
    expect((await entriesOf(db(), v.id)).map((e) => [e.kind, e.amountCents, e.reason])).toEqual([
      ['issue', 5_000, null],
      ['adjustment', 1_500, 'Price match'],
      ['adjustment', -6_500, 'Used at the shop'],
    ]);
    const audits = await auditOf(db(), 'voucher.adjust', v.id);
    expect(audits.map((a) => [a.staffId, a.before, a.after])).toEqual([
      [w.as.owner.id, { balance_cents: 5_000 }, { balance_cents: 6_500, amount_cents: 1_500, reason: 'Price match' }],
      [w.as.manager.id, { balance_cents: 6_500 }, { balance_cents: 0, amount_cents: -6_500, reason: 'Used at the shop' }],
    ]);
  });

  it('resends with a NEW code: the old one stops working, balance and ledger unchanged; not before it was sent', async () => {
    const v = await bought(db(), { amountCents: 9_000 });
    expect(await spend(db(), v.id, 1_000)).toBe('spent');
    const pending = await call('manager', 'POST', `/vouchers/${v.id}/resend`, { reason: 'Lost the e-mail' });
    expect(pending.json()).toMatchObject({ code: 'conflict', detail: 'voucher_email_pending' });
    await markVoucherEmailsSent(db(), v.id);
    expect((await call('front_desk', 'POST', `/vouchers/${v.id}/resend`, { reason: 'Lost the e-mail' })).statusCode).toBe(403);

    const res = await call('manager', 'POST', `/vouchers/${v.id}/resend`, { reason: 'Lost the e-mail', email: 'new-address@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data.voucher;
    const mail = await codeInEmail(db(), v.id);
    expect(mail.code).not.toBe(v.code);
    expect(mail.recipient).toBe('new-address@example.com');
    expect(d).toMatchObject({ balance_cents: 8_000, code_last4: mail.code.slice(-4), recipient_email: 'new-address@example.com', deliver_to: 'recipient' });
    expect(await findVoucherByCode(db(), v.code!)).toBeNull();
    expect((await findVoucherByCode(db(), mail.code))?.id).toBe(v.id);
    expect(await entriesOf(db(), v.id)).toHaveLength(2);
    const [audit] = await auditOf(db(), 'voucher.resend', v.id);
    expect(audit).toMatchObject({
      before: { code_last4: v.code!.slice(-4) },
      after: { code_last4: mail.code.slice(-4), email: 'new-address@example.com', reason: 'Lost the e-mail' },
    });

    const later = await bought(db(), { deliverOn: '2099-05-01' });
    expect((await call('manager', 'POST', `/vouchers/${later.id}/resend`, { reason: 'Early' })).json()).toMatchObject({ detail: 'voucher_not_sent_yet' });
  });
});

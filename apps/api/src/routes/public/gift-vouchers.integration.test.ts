import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { giftVoucherEntries, giftVouchers, notifications, payments, type GiftVoucher } from '@tenuta/db';
import { appendVoucherEntry, normalizeVoucherCode, runVoucherJobs, sweepVoucherPurchases, voucherBalance, voucherCodeHash } from '@tenuta/billing';
import { pdfText } from '@tenuta/billing/invoicing-test-support';
import { addDays, type Clock, lockingTransaction, romeDate, romeDayStart } from '@tenuta/core';
import { dispatchPendingNotifications, type Mailer, type OutgoingMail } from '@tenuta/mail';
import { paySimulatedCheckout, type SimulatorProvider } from '@tenuta/payments';
import { checkoutHelpers, movableClock, romeToday } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);
const sim = () => t.app.deps.payments as SimulatorProvider;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;
const purchase = (over: Body = {}): Body => ({
  amount_cents: 10_000,
  buyer_name: 'Marco Bianchi',
  buyer_email: 'marco@example.com',
  recipient_name: 'Anna Rossi',
  deliver_to: 'buyer',
  message: 'Buon compleanno, Anna!',
  locale: 'it',
  ...over,
});
let addressSeq = 0;
/** Each purchase from its own address: the per-address limit on opening payments stays out of the way. */
const buy = (body: Body, remoteAddress = `198.51.100.${++addressSeq}`) => t.app.inject({ method: 'POST', url: '/api/gift-vouchers', payload: body, remoteAddress });
const check = (code: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/gift-vouchers/check', payload: { code }, remoteAddress });
const status = (id: string) => t.app.inject({ method: 'GET', url: `/api/gift-vouchers/purchase/${id}` });
const deliver = (e: { payload: string; signature: string }) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': e.signature }, payload: e.payload });

async function started(over: Body = {}) {
  const res = await buy(purchase(over));
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { purchase_id: string; payment_url: string; amount_cents: number };
  return { ...body, simId: h.simId(body.payment_url) };
}
const voucherOf = async (ref: string): Promise<GiftVoucher> => (await db().select().from(giftVouchers).where(eq(giftVouchers.purchaseRef, ref)))[0]!;
const rowsOf = (kind: string, voucherId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, kind as 'gift_voucher_delivery'), sql`(${notifications.payload}->>'gift_voucher_id')::bigint = ${voucherId}`));
const ledgerOf = (voucherId: number) => db().select().from(giftVoucherEntries).where(eq(giftVoucherEntries.voucherId, voucherId)).orderBy(giftVoucherEntries.id);

/** Sends every pending e-mail through a mailer that keeps them. */
async function sendMail(at: Clock = clock): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      sent.push(mail);
      return { messageId: `<${sent.length}-${Date.now()}@test>` };
    },
  };
  await dispatchPendingNotifications({ db: db(), clock: at, mailer, render: { publicUrl: 'https://tenuta.example' } });
  return sent;
}
const pdfOf = (mail: OutgoingMail) => {
  const a = mail.attachments.find((x) => x.contentType === 'application/pdf');
  return a ? pdfText(Buffer.from(a.content, 'base64')) : '';
};
const CODE = /[3-9A-Z]{4}-[3-9A-Z]{4}-[3-9A-Z]{4}-[3-9A-Z]{4}/;
const jobsAt = (at: Date) => runVoucherJobs({ db: db(), clock: { now: () => at } });

describe('buying a gift voucher', () => {
  it('pays by card, issues the voucher once paid, e-mails the code once with its PDF and the buyer a receipt (not an invoice)', async () => {
    const p = await started();
    expect(p.amount_cents).toBe(10_000);
    expect(p.payment_url).toContain('/api/payments/simulator/checkout/');
    const pending = await voucherOf(p.purchase_id);
    expect(pending).toMatchObject({ status: 'pending_payment', codeLast4: '····', deliveredAt: null });
    expect(await ledgerOf(pending.id)).toEqual([]);
    const before = (await status(p.purchase_id)).json();
    expect(before).toMatchObject({ status: 'pending_payment', amount_cents: 10_000, payment_url: p.payment_url, expires_at: null });

    const paid = await h.pay(p.payment_url, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/regala/grazie?purchase=${p.purchase_id}&lang=it`);

    const v = await voucherOf(p.purchase_id);
    expect(v).toMatchObject({ status: 'active', origin: 'purchased', amountCents: 10_000 });
    expect(v.deliveredAt).not.toBeNull();
    expect(v.providerPaymentId).toMatch(/^pi_/);
    expect((await ledgerOf(v.id)).map((e) => [e.kind, e.amountCents])).toEqual([['issue', 10_000]]);
    const pay = await db().select().from(payments).where(eq(payments.giftVoucherId, v.id));
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({ kind: 'payment', status: 'succeeded', amountCents: 10_000, bookingId: null, checkoutSessionId: null });
    // The end of the Rome day twelve months on.
    expect(romeDate(v.expiresAt)).toBe(`${Number(romeToday().slice(0, 4)) + 1}${romeToday().slice(4)}`.replace(/-02-29$/, '-02-28'));
    expect(new Date(v.expiresAt.getTime() + 1).getTime()).toBe(romeDayStart(addDays(romeDate(v.expiresAt), 1)).getTime());

    const page = await status(p.purchase_id);
    expect(page.json()).toMatchObject({ status: 'active', delivered: true, deliver_to: 'buyer', payment_url: null, recipient_name: 'Anna Rossi' });
    expect(page.body).not.toMatch(CODE);

    const [delivery, ...more] = await rowsOf('gift_voucher_delivery', v.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ recipient: 'marco@example.com', locale: 'it', status: 'pending' });
    const code = delivery!.payload.voucher_code as string;
    expect(code).toMatch(CODE);
    expect(voucherCodeHash(normalizeVoucherCode(code)!)).toBe(v.codeHash);
    expect(v.codeLast4).toBe(code.slice(-4));
    expect(await rowsOf('gift_voucher_receipt', v.id)).toHaveLength(1);

    const mails = await sendMail();
    const voucherMail = mails.find((m) => m.text.includes(code))!;
    expect(voucherMail.to).toBe('marco@example.com');
    expect(voucherMail.subject).toBe('Il buono regalo per Anna Rossi è pronto');
    expect(voucherMail.text).toContain('Valido fino al');
    expect(voucherMail.attachments.map((a) => a.filename)).toEqual([`buono-regalo-${code.slice(-4)}.pdf`]);
    const pdf = pdfOf(voucherMail);
    for (const s of [code, '100,00 €', 'Buono regalo', 'Anna Rossi', 'Buon compleanno, Anna!', 'Valido fino al']) expect(pdf, s).toContain(s);
    const receipt = mails.find((m) => m.subject.startsWith('Ricevuta di pagamento'))!;
    expect(receipt.to).toBe('marco@example.com');
    expect(receipt.text).toContain('non una fattura');
    expect(receipt.text).toContain('100,00');
    expect(receipt.text).not.toContain(code);
    // Sent: the stored payload no longer holds the code.
    const [sent] = await rowsOf('gift_voucher_delivery', v.id);
    expect(sent!.status).toBe('sent');
    expect(sent!.payload).toEqual({ gift_voucher_id: v.id });

    const looked = await check(code.toLowerCase().replace(/-/g, ' '), '192.0.2.200');
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().voucher).toMatchObject({ last4: code.slice(-4), status: 'active', balance_cents: 10_000, currency: 'eur', spendable: true, recipient_name: 'Anna Rossi' });
  });

  it('an experience voucher costs the experience’s price now for the people chosen (English)', async () => {
    const p = await started({ amount_cents: undefined, experience_slug: 'caccia-al-tartufo', people: 2, locale: 'en' });
    expect(p.amount_cents).toBe(17_000);
    expect(await voucherOf(p.purchase_id)).toMatchObject({ experienceCategory: 'TRUFFLE', experienceSlug: 'caccia-al-tartufo', people: 2, locale: 'en' });
    expect((await h.pay(p.payment_url, '4242424242424242')).statusCode).toBe(303);
    const v = await voucherOf(p.purchase_id);
    const code = (await rowsOf('gift_voucher_delivery', v.id))[0]!.payload.voucher_code as string;
    const mail = (await sendMail()).find((m) => m.text.includes(code))!;
    expect(mail.subject).toBe('The gift voucher for Anna Rossi is ready');
    const pdf = pdfOf(mail);
    for (const s of [code, '€170.00', 'Gift voucher', 'Valid until', 'Truffle Hunt · 2 people']) expect(pdf, s).toContain(s);
  });

  it('a replayed or duplicated webhook issues the voucher once; a late "expired" changes nothing', async () => {
    const p = await started();
    const paid = await paySimulatedCheckout(sim(), p.simId, { card_number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Marco Bianchi' });
    if (paid.kind !== 'succeeded') throw new Error(paid.kind);
    const row = (await sim().findSession(p.simId))!;
    const events = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? paid.event : sim().signedEvent('checkout.session.completed', sim().checkoutSessionObject(row))));
    const results = await Promise.all(events.map(deliver));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const outcomes = results.map((r) => r.json().outcome as string);
    expect(outcomes.filter((o) => o === 'issued')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'issued').every((o) => o === 'duplicate_event' || o === 'already_done')).toBe(true);
    const v = await voucherOf(p.purchase_id);
    expect(v.status).toBe('active');
    expect(await ledgerOf(v.id)).toHaveLength(1);
    expect(await rowsOf('gift_voucher_delivery', v.id)).toHaveLength(1);
    expect(await rowsOf('gift_voucher_receipt', v.id)).toHaveLength(1);
    expect(await db().select().from(payments).where(eq(payments.giftVoucherId, v.id))).toHaveLength(1);
    const expired = sim().signedEvent('checkout.session.expired', { ...sim().checkoutSessionObject(row), status: 'expired' });
    expect((await deliver(expired)).json().outcome).toBe('already_done');
    expect((await voucherOf(p.purchase_id)).status).toBe('active');
    // A payment-intent event of the voucher's payment is recorded and left alone.
    const intent = sim().signedEvent('payment_intent.succeeded', {
      id: v.providerPaymentId!,
      object: 'payment_intent',
      metadata: { checkout_session_id: `gift-voucher-${p.purchase_id}` },
    });
    expect((await deliver(intent)).json().outcome).toBe('ignored');
  });

  it('the sweep abandons a purchase whose payment page expired unpaid; a payment that still arrives issues the voucher', async () => {
    const gone = await started();
    clock.advanceMinutes(32);
    try {
      const swept = await sweepVoucherPurchases({ db: db(), clock, payments: sim(), publicUrl: 'http://localhost:3000' });
      expect(swept.abandoned).toBeGreaterThanOrEqual(1);
      expect((await status(gone.purchase_id)).json()).toMatchObject({ status: 'abandoned', payment_url: null, expires_at: null });
    } finally {
      clock.advanceMinutes(-32);
    }

    // An asynchronous payment can succeed after the session was seen ended unpaid: the purchase was abandoned, and is issued now.
    const late = await started();
    const paid = await paySimulatedCheckout(sim(), late.simId, { card_number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Marco Bianchi' });
    if (paid.kind !== 'succeeded') throw new Error(paid.kind);
    await db().update(giftVouchers).set({ status: 'abandoned' }).where(eq(giftVouchers.purchaseRef, late.purchase_id));
    expect((await deliver(paid.event)).json().outcome).toBe('issued_late');
    const v = await voucherOf(late.purchase_id);
    expect(v.status).toBe('active');
    expect(await voucherBalance(db(), v.id)).toBe(10_000);
    expect(await rowsOf('gift_voucher_delivery', v.id)).toHaveLength(1);
    expect(await rowsOf('gift_voucher_receipt', v.id)).toHaveLength(1);
    expect(['duplicate_event', 'already_done']).toContain((await deliver(paid.event)).json().outcome);
    expect(await rowsOf('gift_voucher_delivery', v.id)).toHaveLength(1);
  });
});

describe('delivery on a chosen date', () => {
  it('waits for the Rome date, then the job sends the voucher to the recipient once', async () => {
    const day = addDays(romeToday(), 3);
    const p = await started({ deliver_to: 'recipient', recipient_email: 'anna@example.com', deliver_on: day, amount_cents: 15_000 });
    expect((await h.pay(p.payment_url, '4242424242424242')).statusCode).toBe(303);
    const v = await voucherOf(p.purchase_id);
    expect(v).toMatchObject({ status: 'active', deliveredAt: null, codeLast4: '····', deliverOn: day });
    expect(await rowsOf('gift_voucher_delivery', v.id)).toEqual([]);
    // Valid for the full twelve months from the day it is received.
    expect(romeDate(v.expiresAt)).toBe(`${Number(day.slice(0, 4)) + 1}${day.slice(4)}`.replace(/-02-29$/, '-02-28'));
    expect((await status(p.purchase_id)).json()).toMatchObject({ status: 'active', deliver_to: 'recipient', deliver_on: day, delivered: false });
    const receipt = (await sendMail()).find((m) => m.subject.startsWith('Ricevuta di pagamento') && m.text.includes('anna@example.com'))!;
    expect(receipt.to).toBe('marco@example.com');

    const dayBefore = new Date(romeDayStart(day).getTime() - 60_000);
    expect((await jobsAt(dayBefore)).delivered).toBe(0);
    expect((await voucherOf(p.purchase_id)).deliveredAt).toBeNull();
    const thatMorning = new Date(romeDayStart(day).getTime() + 5 * 60_000);
    const [a, b] = await Promise.all([jobsAt(thatMorning), jobsAt(thatMorning)]);
    expect(a.delivered + b.delivered).toBe(1);
    expect(await jobsAt(thatMorning)).toMatchObject({ delivered: 0 });
    const rows = await rowsOf('gift_voucher_delivery', v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recipient).toBe('anna@example.com');
    const code = rows[0]!.payload.voucher_code as string;
    const delivered = await voucherOf(p.purchase_id);
    expect(delivered.deliveredAt?.getTime()).toBe(thatMorning.getTime());
    expect(voucherCodeHash(normalizeVoucherCode(code)!)).toBe(delivered.codeHash);

    const mail = (await sendMail({ now: () => thatMorning })).find((m) => m.to === 'anna@example.com')!;
    expect(mail.subject).toBe('Marco Bianchi ti ha regalato un’esperienza alla Tenuta');
    expect(mail.text).toContain(code);
    expect(pdfOf(mail)).toContain(code);
    expect(pdfOf(mail)).toContain('150,00 €');
  });
});

describe('expiry', () => {
  it('reminds the holder once 30 days before, then expires what is left with a ledger entry', async () => {
    const p = await started({ amount_cents: 5_000 });
    expect((await h.pay(p.payment_url, '4242424242424242')).statusCode).toBe(303);
    const v = await voucherOf(p.purchase_id);
    const code = (await rowsOf('gift_voucher_delivery', v.id))[0]!.payload.voucher_code as string;
    await sendMail();
    // Part of it spent (a checkout's redemption, written here directly).
    await lockingTransaction(db(), (tx) => appendVoucherEntry(tx, { voucherId: v.id, kind: 'redeem', amountCents: -2_000 }));

    expect((await jobsAt(new Date(v.expiresAt.getTime() - 31 * 86_400_000))).reminded).toBe(0);
    const soon = new Date(v.expiresAt.getTime() - 29 * 86_400_000);
    expect((await jobsAt(soon)).reminded).toBeGreaterThanOrEqual(1);
    expect(await jobsAt(soon)).toMatchObject({ reminded: 0, expired: 0 });
    const reminders = await rowsOf('gift_voucher_expiry_reminder', v.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.recipient).toBe('marco@example.com');
    const mail = (await sendMail({ now: () => soon })).find((m) => m.subject.startsWith('Il tuo buono regalo della Tenuta scade') && m.text.includes('30,00'))!;
    expect(mail.text).toContain('30,00');
    expect(mail.text).toContain(code.slice(-4));
    expect(mail.text).not.toContain(code);

    const after = new Date(v.expiresAt.getTime() + 60_000);
    const run = await jobsAt(after);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await jobsAt(after)).expired).toBe(0);
    expect((await ledgerOf(v.id)).map((e) => [e.kind, e.amountCents])).toEqual([
      ['issue', 5_000],
      ['redeem', -2_000],
      ['expiry', -3_000],
    ]);
    expect((await voucherOf(p.purchase_id)).status).toBe('expired');
    const looked = await check(code, '192.0.2.201');
    expect(looked.json().voucher).toMatchObject({ status: 'expired', balance_cents: 0, spendable: false });
  });
});

describe('POST /api/gift-vouchers/check', () => {
  it('answers 404 voucher_not_found for an unknown code and 429 with Retry-After past 10 look-ups in 15 minutes per address', async () => {
    const address = '203.0.113.9';
    const unknown = await check('K7QM-R4TX-9HCW-3PNF', address);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'voucher_not_found', error: 'Nessun buono con questo codice' });
    expect((await check('not a code', address)).statusCode).toBe(404);
    const rest = await Promise.all(Array.from({ length: 8 }, () => check('K7QM-R4TX-9HCW-3PNG', address)));
    expect(rest.map((r) => r.statusCode)).toEqual(Array(8).fill(404));
    const limited = await check('K7QM-R4TX-9HCW-3PNF', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', limit: 'gift_voucher_check' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('K7QM-R4TX-9HCW-3PNF', '203.0.113.10')).statusCode).toBe(404);
  });

  it('an unpaid purchase holds no code at all: nothing a look-up could find', async () => {
    const p = await started();
    const v = await voucherOf(p.purchase_id);
    expect(v.codeHash).toMatch(/^unsent:/);
    expect(v.codeLast4).toBe('····');
    expect(await rowsOf('gift_voucher_delivery', v.id)).toEqual([]);
  });
});

describe('validation', () => {
  it('refuses bad purchases with 400 and says why', async () => {
    const bad = async (over: Body) => {
      const res = await buy(purchase(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      return res.json() as { code: string; error: string; detail: string };
    };
    expect((await bad({ amount_cents: 4_900 })).detail).toContain('between EUR 50 and EUR 1,000');
    expect((await bad({ amount_cents: 100_100 })).code).toBe('validation_error');
    expect((await bad({ amount_cents: 5_050 })).detail).toContain('whole euros');
    expect((await bad({ experience_slug: 'caccia-al-tartufo', people: 2 })).detail).toContain('an amount or an experience');
    expect((await bad({ deliver_to: 'recipient' })).detail).toContain('recipient_email');
    expect((await bad({ message: 'x'.repeat(501) })).code).toBe('validation_error');
    expect((await bad({ buyer_email: 'not-an-email' })).code).toBe('validation_error');
    const past = await bad({ deliver_to: 'recipient', recipient_email: 'anna@example.com', deliver_on: addDays(romeToday(), -1) });
    expect(past).toMatchObject({ code: 'validation_error', error: 'La data di consegna deve essere tra oggi e un anno da oggi' });
    expect(past.detail).toContain('deliver_on');
    expect((await bad({ deliver_to: 'recipient', recipient_email: 'anna@example.com', deliver_on: addDays(romeToday(), 366) })).code).toBe('validation_error');
    const few = await bad({ amount_cents: undefined, experience_slug: 'caccia-al-tartufo', people: 1 });
    expect(few).toMatchObject({ error: 'Scegli da 2 a 8 persone' });
    expect(few.detail).toContain('people: from 2 to 8');
    expect((await bad({ amount_cents: undefined, experience_slug: 'no-such-thing', people: 2 })).error).toBe('Esperienza non trovata');
    expect((await t.app.inject({ method: 'GET', url: '/api/gift-vouchers/purchase/not-a-uuid' })).statusCode).toBe(400);
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await db().select().from(giftVouchers).where(eq(giftVouchers.buyerEmail, 'not-an-email'))).toEqual([]);
  });
});

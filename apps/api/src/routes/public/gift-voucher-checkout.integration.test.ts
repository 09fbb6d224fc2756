import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueVoucher, voucherBalance } from '@tenuta/billing';
import { sweepExpiredCheckouts } from '@tenuta/booking';
import { checkoutDeps } from '../../checkout-deps.ts';
import { checkoutBody, checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);
let owner: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = (await staffSession(t.database.db, 'owner')).headers;
});
afterAll(async () => {
  await t.close();
});

/** A complimentary voucher e-mailed to its buyer at once: its id and its code in clear. */
async function voucher(amountCents: number): Promise<{ id: number; code: string }> {
  return t.database.db.transaction(async (tx) => {
    const issued = await issueVoucher(
      tx,
      { origin: 'complimentary', amountCents, buyerName: 'Anna Bianchi', buyerEmail: 'anna@example.com', locale: 'it', recipientName: 'Maria', deliverTo: 'buyer', reason: 'test' },
      clock.now(),
    );
    return { id: issued.voucher.id, code: issued.code! };
  });
}
const balance = (id: number) => voucherBalance(t.database.db, id);
const entries = (id: number) =>
  h.rows<{ kind: string; amount_cents: number; checkout_session_id: string | null; booking_id: number | null; reason: string | null }>(
    sql`SELECT kind, amount_cents, checkout_session_id, booking_id, reason FROM gift_voucher_entries WHERE voucher_id = ${id} AND kind <> 'issue' ORDER BY id`,
  );
const paymentsOf = (bookingId: number) =>
  h.rows<{ kind: string; provider: string; amount_cents: number; status: string; gift_voucher_id: number | null }>(
    sql`SELECT kind, provider, amount_cents, status, gift_voucher_id FROM payments WHERE booking_id = ${bookingId} ORDER BY id`,
  );
const bookingsOf = (checkoutId: string) =>
  h.rows<{ id: number; category: string; status: string; payment_status: string; total_cents: number }>(
    sql`SELECT id, category, status, payment_status, total_cents FROM bookings WHERE checkout_session_id = ${checkoutId}::uuid ORDER BY id`,
  );
const manageToken = async (bookingId: number): Promise<string> => {
  const [n] = await h.rows<{ payload: { manage_tokens: Record<string, string> } }>(
    sql`SELECT payload FROM notifications WHERE kind = 'booking_confirmation' AND payload->'manage_tokens' ? ${String(bookingId)}`,
  );
  return n!.payload.manage_tokens[String(bookingId)]!;
};
const hunt = async (days: number) => h.cartWith([{ slot: await h.slotId(days, '09:00'), adults: 2 }]);

describe('paying with gift vouchers at checkout', () => {
  it('a voucher pays part of a truffle hunt and the card the rest: the redeem entry, a voucher row and a card row on the booking', async () => {
    const v = await voucher(5000);
    const open = await h.startCheckout(await hunt(20), checkoutBody({ voucher_codes: [v.code.toLowerCase()] }));
    expect(open.statusCode, open.body).toBe(200);
    const s = open.json();
    // 2 × 85.00 = 170.00: 50.00 by voucher, 120.00 by card.
    expect(s).toMatchObject({ status: 'open', amount_due: 120, paid_by_voucher: 50, vouchers: [{ last4: v.code.slice(-4), amount: 50 }] });
    expect(await balance(v.id)).toBe(0);
    expect(await entries(v.id)).toEqual([{ kind: 'redeem', amount_cents: -5000, checkout_session_id: s.checkout_session_id, booking_id: null, reason: null }]);
    // The provider is asked only for the card's part.
    const [sim] = await h.rows<{ amount_total: number }>(
      sql`SELECT amount_total_cents AS amount_total FROM simulator_checkout_sessions WHERE id = ${h.simId(s.stripe_session_url)}`,
    );
    expect(Number(sim!.amount_total)).toBe(12000);

    expect((await h.pay(s.stripe_session_url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const [b] = await bookingsOf(s.checkout_session_id);
    expect(b).toMatchObject({ category: 'TRUFFLE', status: 'paid', payment_status: 'paid', total_cents: 17000 });
    const rows = await paymentsOf(Number(b!.id));
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ kind: 'payment', provider: 'voucher', amount_cents: 5000, status: 'succeeded', gift_voucher_id: v.id });
    expect(rows).toContainEqual({ kind: 'payment', provider: 'simulator', amount_cents: 12000, status: 'succeeded', gift_voucher_id: null });
    const manage = (await h.inject('GET', `/api/bookings/${b!.id}?token=${await manageToken(Number(b!.id))}`)).json();
    expect(manage.data.booking.amounts).toMatchObject({ total: 170, paid: 170, due_on_site: 0 });
  });

  it('a voucher that covers everything skips the card: booked at once, the redeem entry names the booking', async () => {
    const v = await voucher(20000);
    const res = await h.startCheckout(await hunt(21), checkoutBody({ voucher_codes: [v.code] }));
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ status: 'completed', stripe_session_url: null, amount_due: 0, paid_by_voucher: 170 });
    const [b] = await bookingsOf(s.checkout_session_id);
    expect(b).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(await paymentsOf(Number(b!.id))).toEqual([{ kind: 'payment', provider: 'voucher', amount_cents: 17000, status: 'succeeded', gift_voucher_id: v.id }]);
    expect(await entries(v.id)).toEqual([{ kind: 'redeem', amount_cents: -17000, checkout_session_id: s.checkout_session_id, booking_id: b!.id, reason: null }]);
    expect(await balance(v.id)).toBe(3000);
    expect(await h.rows(sql`SELECT id FROM cart_items WHERE cart_id = (SELECT cart_id FROM checkout_sessions WHERE id = ${s.checkout_session_id}::uuid)`)).toEqual([]);
    const details = (await h.inject('GET', `/api/checkout-sessions/${s.checkout_session_id}`)).json().data;
    expect(details).toMatchObject({ status: 'completed', paid_by_voucher: 170, total_pay_on_site: 0 });
  });

  it('a tasting paid by voucher is paid, or partly paid with only the rest due on site (manage page, staff detail, success page)', async () => {
    const whole = await voucher(50000);
    const wineCart = async (days: number) => h.cartWith([{ slot: await h.slotId(days, '10:00'), adults: 2 }]);
    const paid = (await h.startCheckout(await wineCart(22), checkoutBody({ voucher_codes: [whole.code] }))).json();
    expect(paid.status).toBe('completed');
    const [w] = await bookingsOf(paid.checkout_session_id);
    expect(w).toMatchObject({ category: 'WINE', status: 'confirmed', payment_status: 'paid' });
    const wineTotal = w!.total_cents;
    expect(await balance(whole.id)).toBe(50000 - wineTotal);

    const part = await voucher(1000);
    const some = (await h.startCheckout(await wineCart(23), checkoutBody({ voucher_codes: [part.code] }))).json();
    expect(some.status).toBe('completed');
    const [p] = await bookingsOf(some.checkout_session_id);
    expect(p).toMatchObject({ status: 'confirmed', payment_status: 'pay_on_site' });
    const manage = (await h.inject('GET', `/api/bookings/${p!.id}?token=${await manageToken(Number(p!.id))}`)).json();
    expect(manage.data.booking.amounts.due_on_site).toBe((wineTotal - 1000) / 100);
    const staff = (await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${p!.id}`, headers: owner })).json();
    expect(staff.data.booking.money).toMatchObject({ paid_cents: 1000, due_on_site_cents: wineTotal - 1000 });
    const details = (await h.inject('GET', `/api/checkout-sessions/${some.checkout_session_id}`)).json().data;
    expect(details.total_pay_on_site).toBe((wineTotal - 1000) / 100);
  });

  it('vouchers pay the hunt first, then the tasting; the card pays only what is due online', async () => {
    const v = await voucher(18000);
    const cart = await h.cartWith([
      { slot: await h.slotId(24, '09:00'), adults: 2 },
      { slot: await h.slotId(24, '10:00'), adults: 2 },
    ]);
    const s = (await h.startCheckout(cart, checkoutBody({ voucher_codes: [v.code] }))).json();
    // 170.00 of the hunt, then 10.00 of the tasting: nothing left to pay online.
    expect(s).toMatchObject({ status: 'completed', amount_due: 0, paid_by_voucher: 180 });
    const bookings = await bookingsOf(s.checkout_session_id);
    const wine = bookings.find((b) => b.category === 'WINE')!;
    expect(await paymentsOf(Number(wine.id))).toEqual([{ kind: 'payment', provider: 'voucher', amount_cents: 1000, status: 'succeeded', gift_voucher_id: v.id }]);
    expect(wine.payment_status).toBe('pay_on_site');
  });

  it('refuses unknown codes (voucher_invalid) and spent vouchers (voucher_empty) with nothing written', async () => {
    const cart = await hunt(25);
    const bad = await h.startCheckout(cart, checkoutBody({ voucher_codes: ['AAAA-BBBB-CCCC-DDDD'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'voucher_invalid' });
    const spent = await voucher(1000);
    await h.startCheckout(await h.cartWith([{ slot: await h.slotId(25, '10:00'), adults: 2 }]), checkoutBody({ voucher_codes: [spent.code] }));
    expect(await balance(spent.id)).toBe(0);
    const empty = await h.startCheckout(cart, checkoutBody({ voucher_codes: [spent.code] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'voucher_empty' });
    expect(await h.rows(sql`SELECT id FROM checkout_sessions WHERE cart_id = ${cart}::uuid`)).toEqual([]);
    const tooMany = await h.startCheckout(cart, checkoutBody({ voucher_codes: Array.from({ length: 6 }, () => spent.code) }));
    expect(tooMany.statusCode).toBe(400);
  });

  it('two checkouts spending one voucher at once never take more than its balance', async () => {
    const v = await voucher(10000);
    const carts = await Promise.all([26, 27, 28, 29].map((d) => hunt(d)));
    const answers = await Promise.all(carts.map((c) => h.startCheckout(c, checkoutBody({ voucher_codes: [v.code] }))));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({ paid_by_voucher: 100, amount_due: 70 });
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().code).toBe('voucher_empty');
    expect(await balance(v.id)).toBe(0);
    expect((await entries(v.id)).filter((e) => e.kind === 'redeem')).toHaveLength(1);
  });

  it('a card payment that expires gives the vouchers their money back, exactly once (page, sweep, replaced checkout)', async () => {
    const v = await voucher(5000);
    const cart = await hunt(30);
    const s = (await h.startCheckout(cart, checkoutBody({ voucher_codes: [v.code] }))).json();
    expect(await balance(v.id)).toBe(0);
    // The guest comes back and pays without the voucher: the replaced checkout's money is back.
    const again = (await h.startCheckout(cart, checkoutBody())).json();
    expect(again.checkout_session_id).not.toBe(s.checkout_session_id);
    expect(await balance(v.id)).toBe(5000);
    // …and with it again: spent on the new checkout.
    const third = (await h.startCheckout(cart, checkoutBody({ voucher_codes: [v.code] }))).json();
    expect(third.amount_due).toBe(120);
    expect(await balance(v.id)).toBe(0);
    clock.advanceMinutes(32); // past the payment session (31 minutes)
    try {
      expect((await h.inject('GET', new URL(third.stripe_session_url).pathname)).statusCode).toBe(410);
      await sweepExpiredCheckouts(checkoutDeps(t.app));
      await sweepExpiredCheckouts(checkoutDeps(t.app));
    } finally {
      clock.advanceMinutes(-32);
    }
    expect(await balance(v.id)).toBe(5000);
    const ledger = await entries(v.id);
    expect(ledger.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['redeem', -5000],
      ['refund', 5000],
      ['redeem', -5000],
      ['refund', 5000],
    ]);
    expect(ledger.filter((e) => e.checkout_session_id === third.checkout_session_id).map((e) => e.reason)).toEqual([null, 'checkout_ended']);
  });

  it('a cancellation refunds to the voucher first, then to the card, by the refund policy; an expired voucher is spendable again', async () => {
    const v = await voucher(10000);
    // Four days ahead: the policy gives back 70 %.
    const s = (await h.startCheckout(await hunt(4), checkoutBody({ voucher_codes: [v.code] }))).json();
    expect(s.amount_due).toBe(70);
    expect((await h.pay(s.stripe_session_url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const [b] = await bookingsOf(s.checkout_session_id);
    const id = Number(b!.id);
    // The voucher expires meanwhile.
    await t.database.db.execute(sql`UPDATE gift_vouchers SET status = 'expired', expires_at = now() - interval '1 day' WHERE id = ${v.id}`);
    const res = await h.inject('POST', `/api/bookings/${id}/cancel?token=${await manageToken(id)}`, { reason: 'Cambio di programma' });
    expect(res.statusCode, res.body).toBe(200);
    // 70 % of 170.00 = 119.00: 100.00 back on the voucher, 19.00 to the card.
    expect(res.json().data).toMatchObject({ refund_percent: 70, refund_amount: 119, refund_status: 'succeeded' });
    const refunds = (await paymentsOf(id)).filter((r) => r.kind === 'refund');
    expect(refunds).toContainEqual({ kind: 'refund', provider: 'voucher', amount_cents: 10000, status: 'succeeded', gift_voucher_id: v.id });
    expect(refunds).toContainEqual(expect.objectContaining({ kind: 'refund', provider: 'simulator', amount_cents: 1900, gift_voucher_id: null }));
    expect((await entries(v.id)).at(-1)).toMatchObject({ kind: 'refund', amount_cents: 10000, booking_id: id, checkout_session_id: null });
    expect(await balance(v.id)).toBe(10000);
    const [after] = await h.rows<{ status: string; expires_at: Date }>(sql`SELECT status, expires_at FROM gift_vouchers WHERE id = ${v.id}`);
    expect(after!.status).toBe('active');
    expect(new Date(after!.expires_at).getTime()).toBeGreaterThan(clock.now().getTime() + 29 * 86_400_000);
    const [mail] = await h.rows<{ payload: { voucher_refund_cents?: number } }>(
      sql`SELECT payload FROM notifications WHERE kind = 'booking_cancelled' AND (payload->>'booking_id')::bigint = ${id}`,
    );
    expect(mail!.payload.voucher_refund_cents).toBe(10000);
  });

  it('a slot the estate cancels gives the vouchers their whole part back, the card the rest, and nothing is "to give back on site"', async () => {
    const v = await voucher(6000);
    const slot = await h.slotId(31, '09:00');
    const s = (await h.startCheckout(await h.cartWith([{ slot, adults: 2 }]), checkoutBody({ voucher_codes: [v.code] }))).json();
    expect((await h.pay(s.stripe_session_url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const [b] = await bookingsOf(s.checkout_session_id);
    const res = await t.app.inject({ method: 'POST', url: `/api/staff/slots/${slot}/cancel`, headers: owner, payload: { reason: 'Maltempo' } });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = (await paymentsOf(b!.id)).filter((r) => r.kind === 'refund');
    expect(refunds).toContainEqual({ kind: 'refund', provider: 'voucher', amount_cents: 6000, status: 'succeeded', gift_voucher_id: v.id });
    expect(refunds).toContainEqual(expect.objectContaining({ provider: 'simulator', amount_cents: 11000 }));
    expect(await balance(v.id)).toBe(6000);
    const [mail] = await h.rows<{ payload: { refund_cents: number; on_site_cents: number } }>(
      sql`SELECT payload FROM notifications WHERE kind = 'slot_cancelled' AND (payload->>'booking_id')::bigint = ${b!.id}`,
    );
    expect(mail!.payload).toMatchObject({ refund_cents: 17000, on_site_cents: 0 });
  });
});

describe('the invoice of a business guest who paid with a gift voucher', () => {
  const business = {
    billing_type: 'business',
    company_name: 'Vini Rossi S.r.l.',
    vat_number: 'IT09876543217',
    sdi_code: 'M5UXCR1',
    fiscal_code: '',
    address: 'Via Roma 10',
    city: 'Torino',
    postal_code: '10121',
    province: 'TO',
    billing_country: 'Italia',
  };
  const invoiceOf = async (bookingId: number) =>
    (
      await h.rows<{ doc_type: string; status: string; total_cents: number }>(
        sql`SELECT i.doc_type, i.status, i.total_cents FROM invoices i JOIN invoice_bookings ib ON ib.invoice_id = i.id WHERE ib.booking_id = ${bookingId}`,
      )
    )[0];

  it('voucher and card: the invoice is issued when the card pays, for the whole amount with the voucher part', async () => {
    const v = await voucher(5000);
    const s = (await h.startCheckout(await hunt(32), checkoutBody({ voucher_codes: [v.code] }, business))).json();
    expect(s.amount_due).toBe(120);
    expect((await h.pay(s.stripe_session_url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const [b] = await bookingsOf(s.checkout_session_id);
    expect(await invoiceOf(b!.id)).toEqual({ doc_type: 'TD01', status: 'issued', total_cents: 17000 });
  });

  it('voucher only, nothing paid by card: the invoice is issued at once, with the tasting the voucher paid', async () => {
    const v = await voucher(30000);
    const cart = await h.cartWith([
      { slot: await h.slotId(33, '09:00'), adults: 2 },
      { slot: await h.slotId(33, '10:00'), adults: 2 },
    ]);
    const s = (await h.startCheckout(cart, checkoutBody({ voucher_codes: [v.code] }, business))).json();
    expect(s.status).toBe('completed');
    const bookings = await bookingsOf(s.checkout_session_id);
    const total = bookings.reduce((a, b) => a + b.total_cents, 0);
    const [inv] = await h.rows<{ total_cents: number; n: number }>(
      sql`SELECT i.total_cents, count(ib.booking_id)::int AS n FROM invoices i JOIN invoice_bookings ib ON ib.invoice_id = i.id
           WHERE ib.booking_id IN (${bookings[0]!.id}, ${bookings[1]!.id}) GROUP BY i.id`,
    );
    expect(inv).toEqual({ total_cents: total, n: 2 });
    expect(await invoiceOf(bookings[0]!.id)).toMatchObject({ doc_type: 'TD01', status: 'issued' });
  });
});

import type { NotificationKind } from '@tenuta/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { renderNotification } from '@tenuta/mail';
import { checkoutBody, checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { partnerSession, partnerUserSession } from '../../partner-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerOrderHelpers, pdfText } from './order-fixtures.ts';

let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);
const p = partnerOrderHelpers(() => t);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
const bookingRows = (checkoutId: string) =>
  h.rows<Row>(sql`SELECT id, category, status, payment_status, partner_id, partner_user_id, partner_reference, partner_net_cents, partner_payment, partner_retained_cents, customer_name, customer_email, total_cents
                    FROM bookings WHERE checkout_session_id = ${checkoutId}::uuid ORDER BY category DESC`);
const seatsTaken = async (slotId: number) =>
  Number(
    (
      await h.rows<{ n: string }>(sql`SELECT
        (SELECT coalesce(sum(adults + children), 0) FROM bookings WHERE slot_id = ${slotId} AND status NOT IN ('cancelled', 'refunded')) +
        (SELECT coalesce(sum(adults + children), 0) FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > ${clock.now().toISOString()}::timestamptz) AS n`)
    )[0]!.n,
  );

describe('an order on account', () => {
  it('books at once: truffle confirmed on account with its net rate, wine on site; the agency gets the money, the guest none', async () => {
    const agency = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 1500 });
    const truffle = await h.slotId(10, '09:00');
    const wine = await h.slotId(10, '10:00');
    const cart = await p.basket(agency, [
      { slot: truffle, adults: 2 },
      { slot: wine, adults: 2 },
    ]);
    const res = await p.order(agency, cart, { guest_email: 'Guest@Example.com', reference: 'LT-42', notes: 'Vegetarian' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'completed', payment_url: null, retail_cents: 23000, net_cents: 14450 });
    const truffleOrder = data.orders.find((o: Row) => o.category === 'TRUFFLE');
    const wineOrder = data.orders.find((o: Row) => o.category === 'WINE');
    expect(truffleOrder).toMatchObject({
      status: 'confirmed',
      payment: 'on_account',
      payment_status: 'on_account',
      retail_cents: 17000,
      net_cents: 14450,
      guest_name: 'John Smith',
      guest_phone: '+44 20 7946 0000',
      guest_email: 'guest@example.com',
      reference: 'LT-42',
      placed_by: 'Test owner',
      adults: 2,
      cancel: { allowed: true, refund_percent: 100, reason: null },
    });
    expect(wineOrder).toMatchObject({ status: 'confirmed', payment: 'on_site', payment_status: 'pay_on_site', retail_cents: 6000, net_cents: null });

    const rows = await bookingRows(data.checkout_session_id);
    expect(rows).toEqual([
      expect.objectContaining({
        category: 'WINE',
        status: 'confirmed',
        payment_status: 'pay_on_site',
        partner_id: agency.partnerId,
        partner_user_id: agency.userId,
        partner_payment: 'on_site',
        partner_net_cents: null,
        customer_email: 'guest@example.com',
      }),
      expect.objectContaining({
        category: 'TRUFFLE',
        status: 'confirmed',
        payment_status: 'on_account',
        partner_id: agency.partnerId,
        partner_reference: 'LT-42',
        partner_net_cents: 14450,
        partner_payment: 'on_account',
        customer_name: 'John Smith',
      }),
    ]);
    const [session] = await h.rows<Row>(sql`SELECT status, partner_id, partner_order, amount_due_cents FROM checkout_sessions WHERE id = ${data.checkout_session_id}::uuid`);
    expect(session).toMatchObject({
      status: 'completed',
      partner_id: agency.partnerId,
      amount_due_cents: 14450,
      partner_order: expect.objectContaining({ paymentTerms: 'on_account', netDiscountBps: 1500, partnerUserId: agency.userId }),
    });
    expect((await p.inject('GET', `/api/cart/${cart}`)).json().items).toEqual([]);
    const events = await h.rows<{ type: string; actor: string }>(sql`SELECT type, actor FROM booking_events WHERE booking_id = ${truffleOrder.id} ORDER BY id`);
    expect(events).toEqual([
      { type: 'created', actor: `partner:${agency.userId}` },
      { type: 'confirmed', actor: `partner:${agency.userId}` },
    ]);

    // A double click: the same order, not a second one.
    const again = await p.order(agency, cart, { guest_email: 'guest@example.com', reference: 'LT-42' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.checkout_session_id).toBe(data.checkout_session_id);
    expect(await h.rows(sql`SELECT id FROM bookings WHERE partner_id = ${agency.partnerId}`)).toHaveLength(2);

    const mails = await h.rows<{ id: number; kind: NotificationKind; recipient: string; locale: string; payload: Row }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE payload->>'checkout_session_id' = ${data.checkout_session_id} ORDER BY id`,
    );
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['partner_order_confirmation', agency.email],
      ['booking_confirmation', 'guest@example.com'],
      ['staff_new_booking', 'staff@tenuta.example'],
    ]);
    expect(mails[1]!.payload).not.toHaveProperty('manage_tokens');
    const agencyMail = await renderNotification(db(), mails[0]!, { publicUrl: 'http://localhost:3000' });
    for (const s of ['LT-42', 'John Smith', '170,00', '144,50', 'In conto', '/partner/orders', 'voucher']) expect(agencyMail.text).toContain(s);
    const guestMail = await renderNotification(db(), mails[1]!, { publicUrl: 'http://localhost:3000' });
    expect(guestMail.text).toContain('Arranged by your agency');
    expect(guestMail.text).toContain('€60.00'); // the tasting, paid at the cellar by the guest
    expect(guestMail.text).toContain('Test reseller');
    for (const s of ['170', '144', '€230', '/manage/']) expect(guestMail.text).not.toContain(s);
    expect(guestMail.html).not.toContain('144');
  });

  it('never passes the credit limit under concurrent orders: exactly the orders that fit go through', async () => {
    // 2 adults: retail 170 €, net 144.50 € at 15 %; the limit fits exactly two.
    const agency = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 1500, creditLimitCents: 28900 });
    const carts = await Promise.all([20, 21, 22, 23, 24].map(async (day) => p.basket(agency, [{ slot: await h.slotId(day, '09:00'), adults: 2 }])));
    const results = await Promise.all(carts.map((cart) => p.order(agency, cart)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok.length, results.map((r) => r.statusCode).join(',')).toBe(2);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.json()).toMatchObject({ success: false, code: 'credit_limit_exceeded', credit: { limit_cents: 28900, used_cents: 28900, order_cents: 14450 } });
    }
    const [sum] = await h.rows<{ net: string; n: string }>(sql`SELECT sum(partner_net_cents) AS net, count(*) AS n FROM bookings WHERE partner_id = ${agency.partnerId}`);
    expect([Number(sum!.net), Number(sum!.n)]).toEqual([28900, 2]);
    const dash = (await p.inject('GET', '/api/partners/dashboard', agency.headers)).json().data.reseller;
    expect(dash.credit).toEqual({ limit_cents: 28900, used_cents: 28900, available_cents: 0 });
    // The refused baskets keep their holds (nothing was booked from them).
    expect(await h.rows(sql`SELECT id FROM cart_items WHERE cart_id = ANY(${`{${carts.join(',')}}`}::uuid[])`)).toHaveLength(3);
  });

  it('shares the seats with guests: never oversold, and an expired hold books nothing', async () => {
    const agency = await partnerSession(db());
    const slot = await h.slotId(12, '14:00'); // truffle, 8 seats
    const partnerCart = await p.basket(agency, [{ slot, adults: 4 }]);
    const guestCart = await h.cartWith([{ slot, adults: 4 }]);
    const [placed, guest, lateGuest, latePartner] = await Promise.all([
      p.order(agency, partnerCart),
      h.startCheckout(guestCart),
      p.inject('POST', '/api/cart/items', {}, { cart_id: await h.cartWith([]), slot_id: slot, adults_count: 1, chosen_category: 'NONE', language: 'IT' }),
      p.basket(agency, [{ slot, adults: 1 }]).then(
        () => 'added',
        (e: Error) => e.message,
      ),
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(lateGuest.statusCode).toBe(400);
    expect(latePartner).toMatch(/^add to basket: 400/);
    expect(await seatsTaken(slot)).toBe(8);
    expect((await h.pay(guest.json().stripe_session_url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const [booked] = await h.rows<{ n: string }>(sql`SELECT sum(adults + children) AS n FROM bookings WHERE slot_id = ${slot} AND status NOT IN ('cancelled', 'refunded')`);
    expect(Number(booked!.n)).toBe(8);

    // A basket whose hold ran out while a guest took the seats: the order is refused, nothing booked.
    const other = await h.slotId(12, '09:00');
    const stale = await p.basket(agency, [{ slot: other, adults: 2 }]);
    clock.advanceMinutes(21);
    try {
      const full = await h.cartWith([{ slot: other, adults: 8 }]);
      expect(full).toBeTruthy();
      const late = await p.order(agency, stale);
      expect(late.statusCode, late.body).toBe(410);
      expect(late.json().code).toBe('hold_expired');
      expect(await seatsTaken(other)).toBe(8);
      expect(await h.rows(sql`SELECT id FROM bookings WHERE slot_id = ${other}`)).toHaveLength(0);
    } finally {
      clock.advanceMinutes(-21);
    }
  });

  it('follows the CHOICE rule of the one engine: a partner wine booking makes the slot a wine slot for guests', async () => {
    const agency = await partnerSession(db());
    const choice = await h.slotId(13, '11:30');
    const cart = await p.basket(agency, [{ slot: choice, adults: 2, category: 'WINE' }]);
    expect((await p.order(agency, cart)).statusCode).toBe(200);
    const guest = await p.inject('POST', '/api/cart/items', {}, { cart_id: await h.cartWith([]), slot_id: choice, adults_count: 2, chosen_category: 'TRUFFLE', language: 'IT' });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().code).toBe('choice_conflict');
  });
});

describe('access', () => {
  it('partner A cannot read, cancel or download B’s order; a referrer cannot order; a booker orders but sees no money', async () => {
    const a = await partnerSession(db());
    const b = await partnerSession(db());
    const referrer = await partnerSession(db(), { type: 'referral' });
    const booker = await partnerUserSession(db(), a.partnerId, 'booker');
    const cart = await p.basket(a, [{ slot: await h.slotId(11, '09:00'), adults: 2 }]);
    const placed = await p.order(a, cart);
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().data.orders[0].id as number;

    for (const [method, url, payload] of [
      ['GET', `/api/partners/orders/${id}`],
      ['GET', `/api/partners/orders/${id}/voucher`],
      ['POST', `/api/partners/orders/${id}/cancel`, { reason: 'not mine' }],
    ] as const) {
      const r = await p.inject(method, url, b.headers, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await p.inject('GET', '/api/partners/orders', b.headers)).json().data).toEqual({ orders: [], total: 0 });
    // B cannot order from A's basket either.
    const cartA = await p.basket(a, [{ slot: await h.slotId(11, '14:00'), adults: 2 }]);
    expect((await p.order(b, cartA)).statusCode).toBe(404);
    // Nor can a guest check it out on the public site.
    expect((await h.startCheckout(cartA, checkoutBody())).statusCode).toBe(404);

    // A referrer: no basket, no order, no voucher; A's booking is not its own.
    for (const [method, url] of [
      ['POST', '/api/partners/basket'],
      ['POST', '/api/partners/orders'],
      ['GET', `/api/partners/orders/${id}/voucher`],
      ['POST', `/api/partners/orders/${id}/cancel`],
    ] as const) {
      const r = await p.inject(method, url, referrer.headers, method === 'POST' ? { cart_id: cartA, guest_name: 'X Y', guest_phone: '+39 333 1', reason: 'test' } : undefined);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().detail).toBe('partner_type_forbidden');
    }
    expect((await p.inject('GET', `/api/partners/orders/${id}`, referrer.headers)).statusCode).toBe(404);
    expect((await p.inject('GET', '/api/partners/orders')).statusCode).toBe(401);

    // A's booker: the order without money, and orders of its own without money.
    const seen = await p.inject('GET', `/api/partners/orders/${id}`, booker.headers);
    expect(seen.json().data.order).toMatchObject({ id, retail_cents: null, net_cents: null, reference: 'LT-001' });
    const own = await p.order(booker, await p.basket(booker, [{ slot: await h.slotId(11, '15:00'), adults: 2 }]));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ status: 'completed', retail_cents: null, net_cents: null });
    expect(own.json().data.orders[0]).toMatchObject({ placed_by: 'Test booker', retail_cents: null, net_cents: null, payment: 'on_site' });
    const voucher = await p.inject('GET', `/api/partners/orders/${id}/voucher`, booker.headers);
    expect(voucher.statusCode).toBe(200);
    const dash = (await p.inject('GET', '/api/partners/dashboard', booker.headers)).json().data.reseller;
    expect(dash).toMatchObject({ credit: null, month_net_cents: null, payment_terms: 'on_account' });
    expect(dash.upcoming_guests.every((o: Row) => o.retail_cents === null && o.net_cents === null)).toBe(true);
    const ownerDash = (await p.inject('GET', '/api/partners/dashboard', a.headers)).json().data.reseller;
    expect(ownerDash).toMatchObject({ month_orders: 2, month_net_cents: 14450, credit: { limit_cents: 200000, used_cents: 14450, available_cents: 185550 } });

    // A suspended partner's token fails on the next call.
    await db().execute(sql`UPDATE partners SET status = 'suspended' WHERE id = ${a.partnerId}`);
    const suspended = await p.inject('GET', '/api/partners/orders', a.headers);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().detail).toBe('partner_suspended');
  });

  it('a coupon on a partner basket is refused (on account and by card)', async () => {
    for (const paymentTerms of ['on_account', 'card'] as const) {
      const agency = await partnerSession(db(), { paymentTerms });
      const cart = await p.basket(agency, [{ slot: await h.slotId(14, '09:00'), adults: 2 }]);
      expect((await p.inject('POST', `/api/cart/${cart}/apply-coupon`, {}, { coupon_code: 'TARTUFO10' })).statusCode).toBe(200);
      const r = await p.order(agency, cart);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ code: 'validation_error', detail: 'basket_coupon' });
    }
  });
});

describe('a card order', () => {
  it('opens the provider session for the net rate; once paid the bookings carry the partner fields; cancelling refunds by the policy', async () => {
    const agency = await partnerSession(db(), { paymentTerms: 'card', netDiscountBps: 2000 });
    const truffle = await h.slotId(15, '09:00');
    const wine = await h.slotId(15, '10:00');
    const cart = await p.basket(agency, [
      { slot: truffle, adults: 2 },
      { slot: wine, adults: 1 },
    ]);
    const res = await p.order(agency, cart, { reference: 'CARD-7', guest_email: 'card.guest@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'payment_required', orders: [], retail_cents: 20000, net_cents: 13600 });
    expect(data.payment_url).toMatch(/^http:\/\/localhost:3000\/api\/payments\/simulator\/checkout\/cs_test_/);
    const [session] = await h.rows<Row>(
      sql`SELECT status, partner_id, amount_due_cents, pay_later_cents, partner_order FROM checkout_sessions WHERE id = ${data.checkout_session_id}::uuid`,
    );
    expect(session).toMatchObject({
      status: 'open',
      partner_id: agency.partnerId,
      amount_due_cents: 13600,
      pay_later_cents: 3000,
      partner_order: expect.objectContaining({ paymentTerms: 'card', reference: 'CARD-7' }),
    });
    // The agency pays: the provider's receipt goes to the agency user, not to the guest.
    const [sim] = await h.rows<{ customer_email: string }>(
      sql`SELECT customer_email FROM simulator_checkout_sessions WHERE metadata->>'checkout_session_id' = ${data.checkout_session_id}`,
    );
    expect(sim!.customer_email).toBe(agency.email);
    const page = await p.inject('GET', new URL(data.payment_url).pathname);
    expect(page.body).toContain('€136.00');
    expect(page.body).not.toContain('170.00');

    const paid = await h.pay(data.payment_url, '4242 4242 4242 4242');
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/partner/orders?paid=${h.simId(data.payment_url)}`);
    const rows = await bookingRows(data.checkout_session_id);
    expect(rows).toEqual([
      expect.objectContaining({
        category: 'WINE',
        status: 'confirmed',
        payment_status: 'pay_on_site',
        partner_payment: 'on_site',
        partner_net_cents: null,
        partner_id: agency.partnerId,
      }),
      expect.objectContaining({
        category: 'TRUFFLE',
        status: 'paid',
        payment_status: 'paid',
        partner_payment: 'card',
        partner_net_cents: 13600,
        partner_reference: 'CARD-7',
        partner_user_id: agency.userId,
        total_cents: 17000,
        customer_email: 'card.guest@example.com',
      }),
    ]);
    const truffleId = Number(rows[1]!.id);
    const ledger = await h.rows<Row>(sql`SELECT kind, amount_cents, status, booking_id FROM payments WHERE checkout_session_id = ${data.checkout_session_id}::uuid`);
    expect(ledger).toEqual([{ kind: 'payment', amount_cents: 13600, status: 'succeeded', booking_id: truffleId }]);
    const kinds = await h.rows<{ kind: string }>(sql`SELECT kind FROM notifications WHERE payload->>'checkout_session_id' = ${data.checkout_session_id} ORDER BY id`);
    expect(kinds.map((k) => k.kind)).toEqual(['partner_order_confirmation', 'booking_confirmation', 'staff_new_booking']);
    const listed = (await p.inject('GET', '/api/partners/orders?status=upcoming', agency.headers)).json().data;
    expect(listed.total).toBe(2);
    expect(listed.orders.find((o: Row) => o.id === truffleId)).toMatchObject({ payment: 'card', net_cents: 13600, retail_cents: 17000 });

    // More than 7 days ahead: 100 % of what was paid goes back to the card.
    const cancel = await p.inject('POST', `/api/partners/orders/${truffleId}/cancel`, agency.headers, { reason: 'Client changed plans' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({
      refund_percent: 100,
      refund_cents: 13600,
      retained_cents: null,
      order: { status: 'cancelled', cancel: { allowed: false, reason: 'already_cancelled' } },
    });
    const refunds = await h.rows<Row>(sql`SELECT amount_cents, status FROM payments WHERE booking_id = ${truffleId} AND kind = 'refund'`);
    expect(refunds).toEqual([{ amount_cents: 13600, status: 'succeeded' }]);
  });
});

describe('cancelling and vouchers', () => {
  it('on account within the policy: no money moves, the policy’s share stays owed and counts in the credit used', async () => {
    const agency = await partnerSession(db(), { netDiscountBps: 1500 });
    const cart = await p.basket(agency, [
      { slot: await h.slotId(3, '09:00'), adults: 3 },
      { slot: await h.slotId(3, '10:00'), adults: 1 },
    ]);
    const placed = (await p.order(agency, cart)).json().data;
    const truffle = placed.orders.find((o: Row) => o.category === 'TRUFFLE');
    const wine = placed.orders.find((o: Row) => o.category === 'WINE');
    expect(truffle.cancel).toEqual({ allowed: true, refund_percent: 70, reason: null });

    const r = await p.inject('POST', `/api/partners/orders/${truffle.id}/cancel`, agency.headers, { reason: 'Client ill' });
    expect(r.statusCode, r.body).toBe(200);
    // 3 days ahead: 70 %; 30 % of the net 216.75 € (65.025 €) stays owed, rounded to the cent.
    expect(r.json().data).toMatchObject({ refund_percent: 70, refund_cents: 0, retained_cents: 6503, order: { status: 'cancelled', payment_status: 'on_account' } });
    const [row] = await h.rows<Row>(sql`SELECT status, payment_status, partner_retained_cents, cancel_reason FROM bookings WHERE id = ${truffle.id}`);
    expect(row).toEqual({ status: 'cancelled', payment_status: 'on_account', partner_retained_cents: 6503, cancel_reason: 'Client ill' });
    expect(await h.rows(sql`SELECT id FROM payments WHERE booking_id = ${truffle.id}`)).toHaveLength(0);
    const events = await h.rows<{ type: string; actor: string }>(sql`SELECT type, actor FROM booking_events WHERE booking_id = ${truffle.id} ORDER BY id DESC LIMIT 1`);
    expect(events).toEqual([{ type: 'cancelled', actor: `partner:${agency.userId}` }]);
    const dash = (await p.inject('GET', '/api/partners/dashboard', agency.headers)).json().data.reseller;
    expect(dash.credit).toMatchObject({ used_cents: 6503 });

    const againRes = await p.inject('POST', `/api/partners/orders/${truffle.id}/cancel`, agency.headers, { reason: 'Client ill' });
    expect(againRes.statusCode).toBe(409);
    expect(againRes.json().detail).toBe('already_cancelled');
    const voucher = await p.inject('GET', `/api/partners/orders/${truffle.id}/voucher`, agency.headers);
    expect(voucher.statusCode).toBe(409);
    expect(voucher.json().detail).toBe('voucher_cancelled');

    const wineCancel = await p.inject('POST', `/api/partners/orders/${wine.id}/cancel`, agency.headers, { reason: 'Client ill' });
    expect(wineCancel.json().data).toMatchObject({ refund_cents: 0, retained_cents: null, order: { status: 'cancelled', payment: 'on_site' } });
    const cancelled = (await p.inject('GET', '/api/partners/orders?status=cancelled', agency.headers)).json().data;
    expect(cancelled.total).toBe(2);
  });

  it('once the experience has started it is too late: 409 cancel_too_late', async () => {
    const agency = await partnerSession(db());
    const slot = await h.slotId(1, '09:00');
    const placed = (await p.order(agency, await p.basket(agency, [{ slot, adults: 2 }]))).json().data;
    const id = placed.orders[0].id as number;
    // The experience began an hour ago (the slot moved into the past: the session's clock stays now).
    const [before] = await h.rows<{ starts_at: string }>(sql`SELECT starts_at FROM slots WHERE id = ${slot}`);
    await db().execute(sql`UPDATE slots SET starts_at = ${new Date(Date.now() - 3_600_000).toISOString()}::timestamptz WHERE id = ${slot}`);
    try {
      expect((await p.inject('GET', `/api/partners/orders/${id}`, agency.headers)).json().data.order.cancel).toEqual({
        allowed: false,
        refund_percent: 0,
        reason: 'cancel_too_late',
      });
      const r = await p.inject('POST', `/api/partners/orders/${id}/cancel`, agency.headers, { reason: 'Too late' });
      expect(r.statusCode).toBe(409);
      expect(r.json().detail).toBe('cancel_too_late');
      expect((await p.inject('GET', '/api/partners/orders?status=past', agency.headers)).json().data.orders.map((o: Row) => o.id)).toEqual([id]);
    } finally {
      await db().execute(sql`UPDATE slots SET starts_at = ${before!.starts_at}::timestamptz WHERE id = ${slot}`);
    }
  });

  it('the voucher is a PDF for the guest: booking number, agency, reference, QR code; no price', async () => {
    const agency = await partnerSession(db(), { netDiscountBps: 1500 });
    const placed = (await p.order(agency, await p.basket(agency, [{ slot: await h.slotId(16, '09:00'), adults: 2, vip: true }]), { reference: 'ÀGENZIA-9', locale: 'it' })).json()
      .data;
    const order = placed.orders[0];
    const res = await p.inject('GET', `/api/partners/orders/${order.id}/voucher`, agency.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${order.booking_number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = pdfText(res.rawPayload);
    for (const s of [
      order.booking_number,
      'Test reseller',
      'ÀGENZIA-9',
      'John Smith',
      'Caccia al Tartufo',
      'PUNTO D',
      'Strada della Tenuta 1',
      'Cosa portare',
      'esperienza privata',
    ]) {
      expect(text).toContain(s);
    }
    for (const s of ['€', '\x80', '170', '144', '85,00', '50,00']) expect(text).not.toContain(s);
    const english = pdfText((await p.inject('GET', `/api/partners/orders/${order.id}/voucher?lang=en`, agency.headers)).rawPayload);
    expect(english).toContain('What to bring');
    expect(english).toContain(order.booking_number);
  });

  it('lists with filters: dates, search over number, guest and reference, paging', async () => {
    const agency = await partnerSession(db());
    const first = (await p.order(agency, await p.basket(agency, [{ slot: await h.slotId(30, '09:00'), adults: 2 }]), { reference: 'ALPHA-1', guest_name: 'Anna Bianchi' })).json()
      .data.orders[0];
    const second = (await p.order(agency, await p.basket(agency, [{ slot: await h.slotId(31, '09:00'), adults: 2 }]), { reference: 'BETA-2', guest_name: 'Luca Verdi' })).json()
      .data.orders[0];
    const list = async (query: string) => (await p.inject('GET', `/api/partners/orders?${query}`, agency.headers)).json().data;
    expect((await list('q=alpha')).orders.map((o: Row) => o.id)).toEqual([first.id]);
    expect((await list('q=verdi')).orders.map((o: Row) => o.id)).toEqual([second.id]);
    expect((await list(`q=${second.booking_number}`)).orders.map((o: Row) => o.id)).toEqual([second.id]);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list(`from=${second.date}`)).orders.map((o: Row) => o.id)).toEqual([second.id]);
    expect((await list(`to=${first.date}`)).orders.map((o: Row) => o.id)).toEqual([first.id]);
    const page = await list('status=upcoming&limit=1&offset=1');
    expect(page).toMatchObject({ total: 2, orders: [{ id: second.id }] });
    expect((await p.inject('GET', '/api/partners/orders?status=bogus', agency.headers)).statusCode).toBe(400);
  });
});

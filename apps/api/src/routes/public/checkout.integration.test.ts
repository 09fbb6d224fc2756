import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutBody, checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/cart/{id}/checkout-session: wine only', () => {
  it('completes at once: bookings confirmed (pay on site), cart emptied, notifications written', async () => {
    const wine = await h.slotId(3, '10:00');
    const cart = await h.cartWith([{ slot: wine, adults: 3, children: 1 }]);
    const res = await h.startCheckout(cart, checkoutBody({ locale: 'en' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'completed', stripe_session_url: null, total_bookings: 1, email: 'maria.rossi@example.com', amount_due: 0 });
    expect(body.data).toEqual({ checkout_session_id: body.checkout_session_id, status: 'completed' });
    expect(body.wine_total_confirmed).toBe(90);
    expect(body.wine_bookings).toHaveLength(1);
    expect(body.wine_bookings[0]).toMatchObject({ slot_id: wine, adults_count: 3, children_count: 1, language: 'IT', vip_upgrade: false, total_amount: 90 });
    expect(body.wine_bookings[0].booking_number).toMatch(/^BK-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(body.bookings[0]).toMatchObject({ status: 'CONFIRMED', payment_status: 'PENDING', people_count: 4, slot_details: { category: 'WINE' } });
    expect(body.bookings[0].manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [booking] = await h.rows<{ status: string; payment_status: string; manage_token_hash: string; locale: string }>(
      sql`SELECT status, payment_status, manage_token_hash, locale FROM bookings WHERE checkout_session_id = ${body.checkout_session_id}::uuid`,
    );
    expect(booking).toMatchObject({ status: 'confirmed', payment_status: 'pay_on_site', locale: 'en' });
    expect(booking!.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(booking!.manage_token_hash).not.toContain(body.bookings[0].manage_token);
    const events = await h.rows<{ type: string }>(sql`SELECT type FROM booking_events WHERE booking_id = ${body.bookings[0].booking_id} ORDER BY id`);
    expect(events.map((e) => e.type)).toEqual(['created', 'confirmed']);
    const notes = await h.rows<{ kind: string; recipient: string; locale: string; payload: Record<string, unknown> }>(
      sql`SELECT kind, recipient, locale, payload FROM notifications WHERE payload->>'checkout_session_id' = ${body.checkout_session_id} ORDER BY id`,
    );
    expect(notes.map((n) => [n.kind, n.recipient, n.locale])).toEqual([
      ['booking_confirmation', 'maria.rossi@example.com', 'en'],
      ['staff_new_booking', 'staff@tenuta.example', 'it'],
    ]);
    expect(notes[0]!.payload).toEqual({
      checkout_session_id: body.checkout_session_id,
      booking_ids: [body.bookings[0].booking_id],
      manage_tokens: { [String(body.bookings[0].booking_id)]: body.bookings[0].manage_token },
    });
    const [consent] = await h.rows<{ privacy_policy_version: string; privacy_accepted_at: string | null }>(
      sql`SELECT privacy_policy_version, privacy_accepted_at FROM checkout_sessions WHERE id = ${body.checkout_session_id}::uuid`,
    );
    expect(consent).toMatchObject({ privacy_policy_version: '2024-09-22' });
    expect(consent!.privacy_accepted_at).not.toBeNull();
    expect((await h.inject('GET', `/api/cart/${cart}`)).json().items).toEqual([]);

    // A double click right after: the same checkout, no second booking.
    const again = await h.startCheckout(cart, checkoutBody({ locale: 'en' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'completed', checkout_session_id: body.checkout_session_id, total_bookings: 1 });
    const details = await h.inject('GET', `/api/checkout-sessions/${body.checkout_session_id}`);
    expect(details.json()).toMatchObject({ success: true, data: { status: 'completed', total_bookings: 1, total_pay_on_site: 90, total_paid: 0 } });
  });
});

describe('POST /api/cart/{id}/checkout-session: errors', () => {
  it('empty cart → 400 Cart is empty; unknown cart → 404', async () => {
    const cart = await h.cartWith([]);
    const res = await h.startCheckout(cart);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation_error', error: 'Cart is empty' });
    expect((await h.startCheckout('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await h.startCheckout('not-a-uuid')).statusCode).toBe(404);
  });

  it('an expired hold → 410 hold_expired', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(4, '10:00') }]);
    clock.advanceMinutes(21);
    try {
      const res = await h.startCheckout(cart);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ success: false, code: 'hold_expired' });
      expect(res.json().error).toMatch(/expired/);
    } finally {
      clock.advanceMinutes(-21);
    }
  });

  it('bad payloads → 400 with field details, never 500', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(5, '10:00') }]);
    const cases: [Record<string, unknown>, string][] = [
      [checkoutBody({}, { fiscal_code: 'RSSMRA85T10A562X' }), 'customer_data.fiscal_code: Invalid fiscal code'],
      [checkoutBody({}, { billing_type: 'business', company_name: 'Langhe srl', vat_number: '01234567890', sdi_code: 'ABC1234' }), 'customer_data.vat_number: Invalid VAT number'],
      [checkoutBody({}, { billing_type: 'business', company_name: 'Langhe srl', vat_number: '01234567897' }), 'customer_data.sdi_code: SDI code or PEC required'],
      [checkoutBody({}, { privacy_accepted: false }), 'customer_data.privacy_accepted: Privacy policy must be accepted'],
      [checkoutBody({}, { privacy_accepted: undefined }), 'customer_data.privacy_accepted'],
      [checkoutBody({ email: 'not an email' }), 'email: Email non valida'],
      [checkoutBody({}, { billing_type: 'private_foreign', fiscal_code: '' }), 'customer_data.birth_place: required'],
      [checkoutBody({}, { postal_code: '123456' }), 'customer_data.postal_code'],
      [checkoutBody({ success_url: 'https://evil.example/steal' }), 'success_url'],
    ];
    for (const [body, detail] of cases) {
      const res = await h.startCheckout(cart, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(res.json().detail).toContain(detail);
    }
    const malformed = await t.app.inject({ method: 'POST', url: `/api/cart/${cart}/checkout-session`, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    // A valid business customer passes.
    const ok = await h.startCheckout(cart, checkoutBody({}, { billing_type: 'business', company_name: 'Langhe srl', vat_number: 'IT01234567897', pec: 'langhe@pec.it' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('POST /api/cart/{id}/checkout-session: with truffles', () => {
  it('opens one simulator session (double submission → the same), holds extended, coupon reserved', async () => {
    const truffle = await h.slotId(6, '09:00');
    const wine = await h.slotId(6, '15:00');
    const cart = await h.cartWith(
      [
        { slot: truffle, adults: 2 },
        { slot: wine, adults: 2 },
      ],
      'TARTUFO10',
    );
    const [first, second] = await Promise.all([h.startCheckout(cart), h.startCheckout(cart)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const a = first.json();
    expect(a).toMatchObject({ status: 'open', amount_due: 153, wine_bookings: [], wine_total_confirmed: 0, total_bookings: 0 });
    expect(a.stripe_session_url).toMatch(/^http:\/\/localhost:3000\/api\/payments\/simulator\/checkout\/cs_test_/);
    expect(second.json().checkout_session_id).toBe(a.checkout_session_id);
    expect(second.json().stripe_session_url).toBe(a.stripe_session_url);
    expect(await h.rows(sql`SELECT id FROM checkout_sessions WHERE cart_id = ${cart}::uuid`)).toHaveLength(1);
    expect(await h.rows(sql`SELECT id FROM simulator_checkout_sessions WHERE metadata->>'checkout_session_id' = ${a.checkout_session_id}`)).toHaveLength(1);
    const expires = Date.parse(a.expires_at);
    expect(expires - clock.now().getTime()).toBeGreaterThan(30 * 60_000); // a margin over Stripe's 30-minute minimum
    const holds = await h.rows<{ hold_expires_at: string }>(sql`SELECT hold_expires_at FROM cart_items WHERE cart_id = ${cart}::uuid`);
    for (const hold of holds) expect(Math.abs(new Date(hold.hold_expires_at).getTime() - expires)).toBeLessThan(1000);
    const reserved = await h.rows<{ status: string }>(sql`SELECT status FROM coupon_redemptions WHERE cart_id = ${cart}::uuid`);
    expect(reserved.map((r) => r.status)).toEqual(['reserved']);
    // The success page, while unpaid.
    expect((await h.inject('GET', `/api/checkout-sessions/${a.checkout_session_id}`)).json().data).toMatchObject({ status: 'open', bookings: [] });
    expect((await h.inject('GET', '/api/checkout-sessions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await h.inject('GET', '/api/checkout/success?session_id=cs_test_nope')).statusCode).toBe(404);
  });

  it('paying with 4242 on the hosted page completes it: bookings paid, ledger, coupon used, cart emptied', async () => {
    const truffle = await h.slotId(7, '09:00');
    const wine = await h.slotId(7, '10:00');
    const cart = await h.cartWith(
      [
        { slot: truffle, adults: 3, children: 1 },
        { slot: wine, adults: 2 },
      ],
      'BENVENUTO15',
    );
    const open = (await h.startCheckout(cart)).json();
    expect(open.amount_due).toBe(240);
    const page = await h.inject('GET', new URL(open.stripe_session_url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    for (const s of ['name="card_number"', 'name="expiry"', 'name="cvc"', 'name="name"', '240,00', 'Tenuta', 'Modalità di prova', '4242 4242 4242 4242'])
      expect(page.body).toContain(s);

    const paid = await h.pay(open.stripe_session_url, '4242 4242 4242 4242');
    expect(paid.statusCode, paid.body).toBe(303);
    const simId = h.simId(open.stripe_session_url);
    expect(paid.headers.location).toBe(`http://localhost:3000/checkout/success?session_id=${simId}`);

    const details = (await h.inject('GET', `/api/checkout/success?session_id=${simId}`)).json().data;
    expect(details).toMatchObject({
      checkout_session_id: open.checkout_session_id,
      status: 'completed',
      total_bookings: 2,
      total_paid: 240,
      total_pay_on_site: 60,
      coupon_code: 'BENVENUTO15',
      discount_total: 15,
    });
    const truffleBooking = details.bookings.find((b: { slot_details: { category: string } }) => b.slot_details.category === 'TRUFFLE');
    expect(truffleBooking).toMatchObject({ status: 'PAID', payment_status: 'PAID', people_count: 4, total_amount: 240 });
    expect(details.bookings.find((b: { slot_details: { category: string } }) => b.slot_details.category === 'WINE')).toMatchObject({
      status: 'CONFIRMED',
      payment_status: 'PENDING',
    });

    const ledger = await h.rows<{ kind: string; amount_cents: number; status: string; booking_id: number; provider: string }>(
      sql`SELECT kind, amount_cents, status, booking_id, provider FROM payments WHERE checkout_session_id = ${open.checkout_session_id}::uuid`,
    );
    expect(ledger).toEqual([{ kind: 'payment', amount_cents: 24000, status: 'succeeded', booking_id: truffleBooking.booking_id, provider: 'simulator' }]);
    expect((await h.rows<{ status: string }>(sql`SELECT status FROM coupon_redemptions WHERE cart_id = ${cart}::uuid`)).map((r) => r.status)).toEqual(['used']);
    expect(await h.rows(sql`SELECT id FROM cart_items WHERE cart_id = ${cart}::uuid`)).toHaveLength(0);
    const kinds = await h.rows<{ kind: string }>(sql`SELECT kind FROM notifications WHERE payload->>'checkout_session_id' = ${open.checkout_session_id} ORDER BY id`);
    expect(kinds.map((k) => k.kind)).toEqual(['booking_confirmation', 'staff_new_booking']);
    const events = await h.rows<{ type: string }>(sql`SELECT type FROM booking_events WHERE booking_id = ${truffleBooking.booking_id} ORDER BY id`);
    expect(events.map((e) => e.type)).toEqual(['created', 'paid']);
    // Paid sessions show the "already paid" page; the payment API sees the booking paid.
    expect((await h.inject('GET', new URL(open.stripe_session_url).pathname)).body).toContain('Pagamento già completato');
    // With the guest's manage token (from the confirmation e-mail's row): without it the payment API answers 404.
    const [mail] = await h.rows<{ token: string }>(
      sql`SELECT payload->'manage_tokens'->>${String(truffleBooking.booking_id)} AS token FROM notifications WHERE kind = 'booking_confirmation' AND payload->>'checkout_session_id' = ${open.checkout_session_id}`,
    );
    const status = await h.inject('GET', `/api/payments-api/booking/${truffleBooking.booking_number}/payment-status?token=${mail!.token}`);
    expect(status.json()).toMatchObject({ is_paid: true, payment_details: { amount: 24000 } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/** The calls under the booking API base (docs/product.md, Payment API) that alias the payment API and the checkout. */
let t: TestApp;
const h = checkoutHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A wine booking (confirmed, pay on site), which the payment calls can charge; with its manage token. */
async function wineBooking(days: number, adults = 2) {
  const cart = await h.cartWith([{ slot: await h.slotId(days, '16:30'), adults }]);
  const body = (await h.startCheckout(cart, checkoutBody())).json();
  const booking = body.wine_bookings[0] as { booking_id: number; booking_number: string; total_amount: number };
  const token = (body.bookings as { booking_id: number; manage_token: string }[]).find((b) => b.booking_id === booking.booking_id)!.manage_token;
  return { ...booking, token };
}

describe('POST /api/payments/create-intent, /api/payments/confirm, GET /api/payments/{id}/status', () => {
  it('validates with the documented messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1000 }, 'booking_id is required for payment intent creation'],
      [{ amount: 0, booking_id: 1 }, 'Valid amount is required for payment intent creation'],
      [{ amount: 'abc', booking_id: 1 }, 'Valid amount is required for payment intent creation'],
      [{ booking_id: 1 }, 'Valid amount is required for payment intent creation'],
    ];
    for (const [payload, message] of cases) {
      const res = await h.inject('POST', '/api/payments/create-intent', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message, code: 'validation_error' });
    }
    expect((await h.inject('POST', '/api/payments/confirm', { booking_id: 1 })).json().error).toBe('payment_intent_id is required');
    expect((await h.inject('POST', '/api/payments/create-intent', { amount: 1000, booking_id: 999999 })).statusCode).toBe(404);
    expect((await h.inject('GET', '/api/payments/pi_unknown/status')).statusCode).toBe(404);
  });

  it("charges the booking's own outstanding amount: any other amount is a 400; then confirm and status, wrapped", async () => {
    const b = await wineBooking(24); // 2 × 50 € = 10000 cents
    for (const amount of [9999, 10001, 100, 1_000_000]) {
      const res = await h.inject('POST', `/api/payments/create-intent?token=${b.token}`, { booking_id: b.booking_id, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'Valid amount is required for payment intent creation', code: 'validation_error' });
      expect(res.json().detail).toContain('10000');
    }
    const created = await h.inject('POST', `/api/payments/create-intent?token=${b.token}`, { booking_id: b.booking_number, amount: 10000 });
    expect(created.statusCode, created.body).toBe(200);
    const intent = created.json().data;
    expect(created.json().success).toBe(true);
    expect(intent).toMatchObject({ booking_id: b.booking_number, amount: 10000, currency: 'eur', attempt_number: 1 });
    expect(intent.client_secret).toContain(`${intent.payment_intent_id}_secret_`);
    const [row] = await h.rows<{ amount_cents: number; booking_id: number }>(
      sql`SELECT amount_cents, booking_id FROM payments WHERE provider_payment_id = ${intent.payment_intent_id}`,
    );
    expect(row).toMatchObject({ amount_cents: 10000, booking_id: b.booking_id });

    // An intent is confirmed only together with its own booking, and that booking's token.
    const other = await wineBooking(25);
    const wrongBooking = await h.inject('POST', `/api/payments/confirm?token=${other.token}`, {
      payment_intent_id: intent.payment_intent_id,
      booking_id: other.booking_id,
      card_number: '4242424242424242',
    });
    expect(wrongBooking.statusCode).toBe(404);
    const noToken = await h.inject('POST', '/api/payments/confirm', { payment_intent_id: intent.payment_intent_id, booking_id: b.booking_id, card_number: '4242424242424242' });
    expect(noToken.statusCode).toBe(404);
    expect(noToken.json()).toMatchObject({ success: false, error: 'Payment intent not found', code: 'not_found' });
    expect((await h.inject('GET', `/api/payments/${intent.payment_intent_id}/status`)).json().data.status).toBe('requires_payment_method');

    const declined = await h.inject('POST', `/api/payments/confirm?token=${b.token}`, {
      payment_intent_id: intent.payment_intent_id,
      booking_id: b.booking_id,
      card_number: '4000000000009995',
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({
      success: false,
      code: 'card_declined',
      data: { status: 'requires_payment_method', error_code: 'card_declined', error_decline_code: 'insufficient_funds', can_retry: true },
    });
    expect(declined.json().error).toContain('Carta rifiutata');

    const ok = await h.inject('POST', `/api/payments/confirm?token=${b.token}`, {
      payment_intent_id: intent.payment_intent_id,
      booking_id: b.booking_id,
      card_number: '4242424242424242',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, data: { status: 'succeeded', payment_intent_id: intent.payment_intent_id, amount: 10000, currency: 'eur' } });
    const status = await h.inject('GET', `/api/payments/${intent.payment_intent_id}/status`);
    expect(status.json()).toMatchObject({ success: true, data: { payment_intent_id: intent.payment_intent_id, status: 'succeeded', amount: 10000, currency: 'eur' } });

    // Paid: nothing more to charge, whatever amount is asked.
    const again = await h.inject('POST', `/api/payments/create-intent?token=${b.token}`, { booking_id: b.booking_id, amount: 10000 });
    expect(again.statusCode).toBe(409);
    const [booking] = await h.rows<{ payment_status: string }>(sql`SELECT payment_status FROM bookings WHERE id = ${b.booking_id}`);
    expect(booking!.payment_status).toBe('paid');
  });
});

describe('POST /api/cart/{id}/checkout', () => {
  it('is the same call as /api/cart/{id}/checkout-session', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(26, '16:30'), adults: 1 }]);
    const invalid = await h.inject('POST', `/api/cart/${cart}/checkout`, { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    const res = await h.inject('POST', `/api/cart/${cart}/checkout`, checkoutBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'completed', total_bookings: 1, wine_total_confirmed: 50 });
    // A repeated submit gets the same completed checkout back, through either path.
    const repeat = await h.startCheckout(cart, checkoutBody());
    expect(repeat.json().checkout_session_id).toBe(res.json().checkout_session_id);

    const truffleCart = await h.cartWith([{ slot: await h.slotId(26, '09:00'), adults: 2 }]);
    const open = await h.inject('POST', `/api/cart/${truffleCart}/checkout`, checkoutBody());
    expect(open.json()).toMatchObject({ success: true, status: 'open' });
    expect(open.json().stripe_session_url).toContain('/api/payments/simulator/checkout/');
  });
});

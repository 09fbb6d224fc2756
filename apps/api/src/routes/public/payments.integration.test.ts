import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issueBookingAccessToken } from '@tenuta/booking';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const h = checkoutHelpers(() => t);
const base = '/api/payments-api';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A wine booking (confirmed, pay on site): something the payment API can charge; with its manage token. */
async function wineBooking(days: number, adults = 2) {
  const cart = await h.cartWith([{ slot: await h.slotId(days, '16:30'), adults }]);
  const body = (await h.startCheckout(cart, checkoutBody())).json();
  const booking = body.wine_bookings[0] as { booking_id: number; booking_number: string; total_amount: number };
  const token = (body.bookings as { booking_id: number; manage_token: string }[]).find((b) => b.booking_id === booking.booking_id)!.manage_token;
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return { ...booking, token };
}

describe('the payment API', () => {
  it('answers the documented validation messages exactly', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1000, customer_email: 'a@b.it' }, 'booking_id is required for payment intent creation'],
      [{ amount: 1000, booking_id: '', customer_email: 'a@b.it' }, 'booking_id is required for payment intent creation'],
      [{ amount: 1000, booking_id: 1 }, 'customer_email is required for payment intent creation'],
      [{ amount: 0, booking_id: 1, customer_email: 'a@b.it' }, 'Valid amount is required for payment intent creation'],
      [{ amount: 'abc', booking_id: 1, customer_email: 'a@b.it' }, 'Valid amount is required for payment intent creation'],
      [{ booking_id: 1, customer_email: 'a@b.it' }, 'Valid amount is required for payment intent creation'],
    ];
    for (const [payload, message] of cases) {
      const res = await h.inject('POST', `${base}/create-payment-intent`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message, code: 'validation_error' });
    }
    expect((await h.inject('POST', `${base}/confirm-payment`, {})).json().error).toBe('payment_intent_id is required');
    expect((await h.inject('POST', `${base}/create-payment-intent`, { amount: 1000, booking_id: 999999, customer_email: 'a@b.it' })).statusCode).toBe(404);
    expect((await h.inject('GET', `${base}/payment-status/pi_unknown`)).statusCode).toBe(404);
    expect((await h.inject('GET', `${base}/booking/999999/payments`)).statusCode).toBe(404);
  });

  it('records every attempt: decline, 3-D Secure, success; then the booking is paid', async () => {
    const b = await wineBooking(20); // 2 × 50 €
    const notPaid = await h.inject('GET', `${base}/booking/${b.booking_id}/payment-status?token=${b.token}`);
    expect(notPaid.statusCode).toBe(404);
    expect(notPaid.json().code).toBe('not_paid');
    const create = (amount = 10000) =>
      h.inject('POST', `${base}/create-payment-intent?token=${b.token}`, {
        amount,
        booking_id: b.booking_id,
        customer_email: 'maria.rossi@example.com',
        customer_name: 'Maria Rossi',
      });
    const confirm = (payload: Record<string, string>) => h.inject('POST', `${base}/confirm-payment?token=${b.token}`, payload);
    expect((await create(10001)).statusCode).toBe(400);

    const first = (await create()).json();
    expect(first).toMatchObject({ booking_id: String(b.booking_id), attempt_number: 1, amount: 10000, currency: 'eur' });
    expect(first.payment_intent_id).toMatch(/^pi_/);
    expect(first.client_secret).toContain(`${first.payment_intent_id}_secret_`);
    const declined = await confirm({ payment_intent_id: first.payment_intent_id, card_number: '4000000000000002' });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({
      success: false,
      status: 'requires_payment_method',
      error_code: 'card_declined',
      error_decline_code: 'generic_decline',
      requires_action: false,
      next_action: null,
      can_retry: true,
    });
    expect(declined.json().message).toContain('Carta rifiutata');
    const stolen = (await confirm({ payment_intent_id: first.payment_intent_id, card_number: '4000000000009979' })).json();
    expect(stolen).toMatchObject({ error_decline_code: 'stolen_card', can_retry: false });

    const second = (await create()).json();
    expect(second.attempt_number).toBe(2);
    const threeDs = await confirm({ payment_intent_id: second.payment_intent_id, card_number: '4000002760003184' });
    expect(threeDs.statusCode).toBe(400);
    expect(threeDs.json()).toMatchObject({ status: 'requires_action', error_code: 'authentication_required', requires_action: true, message: 'Autenticazione richiesta' });
    expect(threeDs.json().next_action.redirect_to_url.url).toContain(`/api/payments/simulator/payment-intents/${second.payment_intent_id}/authenticate`);

    const third = (await create()).json();
    const ok = await confirm({ payment_intent_id: third.payment_intent_id, card_number: '4242424242424242' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, status: 'succeeded', payment_intent_id: third.payment_intent_id, amount: 10000, currency: 'eur' });
    expect(ok.json().receipt_url).toContain(third.payment_intent_id);
    expect((await confirm({ payment_intent_id: third.payment_intent_id })).statusCode).toBe(200);

    const status = (await h.inject('GET', `${base}/payment-status/${third.payment_intent_id}`)).json();
    expect(status).toMatchObject({ payment_intent_id: third.payment_intent_id, status: 'succeeded', amount: 10000, currency: 'eur' });
    expect(typeof status.created).toBe('number');

    const summary = (await h.inject('GET', `${base}/booking/${b.booking_number}/payments?token=${b.token}`)).json();
    expect(summary).toMatchObject({
      total_attempts: 3,
      successful_payments: 1,
      failed_attempts: 1,
      has_successful_payment: true,
      is_paid: true,
      net_paid: 10000,
      amount_due: 10000,
    });
    expect(summary.payments.map((p: { attempt_number: number; status: string }) => [p.attempt_number, p.status])).toEqual([
      [1, 'failed'],
      [2, 'requires_action'],
      [3, 'succeeded'],
    ]);
    expect(summary.last_successful_payment.payment_intent_id).toBe(third.payment_intent_id);
    const paid = await h.inject('GET', `${base}/booking/${b.booking_id}/payment-status?token=${b.token}`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ booking_id: String(b.booking_id), is_paid: true, payment_details: { payment_intent_id: third.payment_intent_id, amount: 10000 } });
    expect((await create(100)).statusCode).toBe(409);
    // The 3-D Secure page of the second attempt still works, and approving it is recorded on the next read.
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/payment-intents/${second.payment_intent_id}/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    expect(approve.statusCode).toBe(200);
    expect((await h.inject('GET', `${base}/payment-status/${second.payment_intent_id}`)).json().status).toBe('succeeded');
  });

  it("answers a booking's payments only with its manage token: otherwise the same 404 as an unknown booking", async () => {
    const mine = await wineBooking(22);
    const other = await wineBooking(23);
    const pay = (
      await h.inject('POST', `${base}/create-payment-intent?token=${mine.token}`, { amount: 10000, booking_id: mine.booking_id, customer_email: 'maria.rossi@example.com' })
    ).json();
    expect((await h.inject('POST', `${base}/confirm-payment?token=${mine.token}`, { payment_intent_id: pay.payment_intent_id, card_number: '4242424242424242' })).statusCode).toBe(
      200,
    );

    for (const path of ['payments', 'payment-status']) {
      for (const ref of [mine.booking_id, mine.booking_number]) {
        for (const query of ['', '?token=', `?token=${'x'.repeat(43)}`, `?token=${other.token}`, `?token=${mine.token.slice(0, -1)}`]) {
          const res = await h.inject('GET', `${base}/booking/${ref}/${path}${query}`);
          expect(res.statusCode, `${path} ${ref} ${query}`).toBe(404);
          expect(res.json(), `${path} ${ref} ${query}`).toMatchObject({ success: false, code: 'not_found' });
          expect(res.body).not.toContain(pay.payment_intent_id);
        }
      }
      const unknown = await h.inject('GET', `${base}/booking/999999/${path}?token=${mine.token}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('not_found');
      expect((await h.inject('GET', `${base}/booking/${mine.booking_id}/${path}?token=${mine.token}`)).statusCode).toBe(200);
    }
    const summary = (await h.inject('GET', `${base}/booking/${mine.booking_number}/payments?token=${mine.token}`)).json();
    expect(summary).toMatchObject({ is_paid: true, successful_payments: 1 });
    // The other guest's own token opens theirs (unpaid: not_paid, not not_found).
    expect((await h.inject('GET', `${base}/booking/${other.booking_id}/payment-status?token=${other.token}`)).json().code).toBe('not_paid');
    // A token issued later (reminder, review request) works too.
    const later = await issueBookingAccessToken(t.database.db, mine.booking_id, 'reminder');
    expect((await h.inject('GET', `${base}/booking/${mine.booking_id}/payment-status?token=${later}`)).statusCode).toBe(200);
  });

  it("creates or confirms a payment only with the booking's manage token, and says nothing to anyone else", async () => {
    const b = await wineBooking(24); // 2 × 50 €
    const other = await wineBooking(25);
    const unknownBooking = await h.inject('POST', `${base}/create-payment-intent`, { amount: 1000, booking_id: 999999, customer_email: 'a@b.it' });
    expect(unknownBooking.statusCode).toBe(404);
    const notFoundBooking = unknownBooking.json();
    expect(notFoundBooking).toEqual({ success: false, error: 'Booking not found', detail: 'Booking not found', code: 'not_found' });
    const silent = (res: { statusCode: number; body: string; json(): unknown }, what: string) => {
      expect(res.statusCode, what).toBe(404);
      expect(res.json(), what).toEqual(notFoundBooking);
      for (const leak of [b.booking_number, String(b.total_amount), '10000', '9999', 'owes', 'cancelled', 'paid']) expect(res.body, what).not.toContain(leak);
    };
    const tokens = ['', '?token=', `?token=${'x'.repeat(43)}`, `?token=${other.token}`, `?token=${b.token.slice(0, -1)}`];
    for (const query of tokens) {
      for (const ref of [b.booking_id, b.booking_number, String(b.booking_id)]) {
        for (const amount of [100, 10000, 99999]) {
          silent(await h.inject('POST', `${base}/create-payment-intent${query}`, { amount, booking_id: ref, customer_email: 'a@b.it' }), `${ref} ${amount} ${query}`);
        }
      }
      silent(await h.inject('POST', `/api/payments/create-intent${query}`, { booking_id: b.booking_id, amount: 10000 }), `alias ${query}`);
    }
    expect(await h.rows(sql`SELECT id FROM payments WHERE booking_id = ${b.booking_id}`)).toHaveLength(0);

    // An intent of this booking cannot be confirmed without its token either: the 404 of an unknown intent.
    const intent = (await h.inject('POST', `${base}/create-payment-intent?token=${b.token}`, { amount: 10000, booking_id: b.booking_id, customer_email: 'a@b.it' })).json();
    const unknownIntent = await h.inject('POST', `${base}/confirm-payment?token=${b.token}`, { payment_intent_id: 'pi_unknown', card_number: '4242424242424242' });
    expect(unknownIntent.statusCode).toBe(404);
    for (const query of tokens) {
      const res = await h.inject('POST', `${base}/confirm-payment${query}`, { payment_intent_id: intent.payment_intent_id, card_number: '4242424242424242' });
      expect(res.statusCode, query).toBe(404);
      expect(res.json(), query).toEqual(unknownIntent.json());
      const alias = await h.inject('POST', `/api/payments/confirm${query}`, {
        payment_intent_id: intent.payment_intent_id,
        booking_id: b.booking_id,
        card_number: '4242424242424242',
      });
      expect(alias.statusCode, query).toBe(404);
    }
    const [attempt] = await h.rows<{ status: string }>(sql`SELECT status FROM payments WHERE provider_payment_id = ${intent.payment_intent_id}`);
    expect(attempt!.status).toBe('requires_payment_method');
    expect((await h.inject('GET', `${base}/booking/${b.booking_id}/payment-status?token=${b.token}`)).json().code).toBe('not_paid');
    // With it, as before.
    expect((await h.inject('POST', `${base}/confirm-payment?token=${b.token}`, { payment_intent_id: intent.payment_intent_id, card_number: '4242424242424242' })).statusCode).toBe(
      200,
    );
    // The owner still hears why a payment cannot be made.
    const again = await h.inject('POST', `${base}/create-payment-intent?token=${b.token}`, { amount: 100, booking_id: b.booking_id, customer_email: 'a@b.it' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Booking ${b.booking_number} is already paid`);
  });
});

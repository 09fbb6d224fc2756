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

async function openSession(days: number, locale: 'it' | 'en' = 'it') {
  const cart = await h.cartWith([{ slot: await h.slotId(days, '14:00'), adults: 2 }]);
  const res = await h.startCheckout(cart, checkoutBody({ locale }));
  expect(res.statusCode, res.body).toBe(200);
  return { cart, ...(res.json() as { checkout_session_id: string; stripe_session_url: string }) };
}
const bookingsOf = (id: string) => h.rows(sql`SELECT id FROM bookings WHERE checkout_session_id = ${id}::uuid`);

describe('the hosted payment page: declined cards', () => {
  const cases = [
    { card: '4000000000000002', code: 'generic_decline', it: 'Contatta la tua banca', retry: true },
    { card: '4000000000009995', code: 'insufficient_funds', it: 'Fondi insufficienti', retry: true },
    { card: '4000000000009987', code: 'lost_card', it: 'smarrita', retry: false },
    { card: '4000000000009979', code: 'stolen_card', it: 'rubata', retry: false },
    { card: '4000000000000069', code: 'expired_card', it: 'scaduta', retry: false },
    { card: '4000000000000127', code: 'incorrect_cvc', it: 'CVC', retry: false },
    { card: '4000000000000119', code: 'processing_error', it: 'Errore temporaneo', retry: true },
  ];
  it('re-renders the form with the localized card error and lets the guest retry', async () => {
    const s = await openSession(8);
    const simId = h.simId(s.stripe_session_url);
    for (const c of cases) {
      const res = await h.pay(s.stripe_session_url, c.card);
      expect(res.statusCode, c.code).toBe(402);
      expect(res.body).toContain('Carta rifiutata');
      expect(res.body).toContain(c.it);
      expect(res.body).toContain(c.retry ? 'Puoi riprovare' : 'Usa un&#39;altra carta');
      expect(res.body).toContain('name="card_number"');
      const [pi] = await h.rows<{ last_error: { decline_code: string } }>(
        sql`SELECT pi.last_error FROM simulator_payment_intents pi JOIN simulator_checkout_sessions s ON s.payment_intent_id = pi.id WHERE s.id = ${simId}`,
      );
      expect(pi!.last_error.decline_code).toBe(c.code);
    }
    expect(await bookingsOf(s.checkout_session_id)).toHaveLength(0);
    // One PaymentIntent for the whole session, as on Stripe; then a good card works.
    expect(await h.rows(sql`SELECT id FROM simulator_payment_intents WHERE checkout_session_id = ${simId}`)).toHaveLength(1);
    const ok = await h.pay(s.stripe_session_url, '4242424242424242');
    expect(ok.statusCode).toBe(303);
    expect(await bookingsOf(s.checkout_session_id)).toHaveLength(1);
  });

  it('speaks English for an English session and checks the fields', async () => {
    const s = await openSession(9, 'en');
    const page = await h.inject('GET', new URL(s.stripe_session_url).pathname);
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain('Test mode');
    // A local install: no demo-site banner (that is for a public address, see payment-simulator-demo).
    expect(page.body).not.toContain('class="demo-banner"');
    const declined = await h.pay(s.stripe_session_url, '4000000000009995');
    expect(declined.body).toContain('Card declined');
    expect(declined.body).toContain('insufficient funds');
    const invalid = await h.pay(s.stripe_session_url, '1234', { expiry: '01/20', cvc: 'x', name: '' });
    expect(invalid.statusCode).toBe(400);
    for (const m of ['Enter a valid card number', 'expiration date is in the past', 'Enter the CVC', 'Enter the cardholder&#39;s name']) expect(invalid.body).toContain(m);
    const wrongNumber = await h.pay(s.stripe_session_url, '4242424242424241');
    expect(wrongNumber.statusCode).toBe(402);
    expect(wrongNumber.body).toContain('card number is incorrect');
  });
});

describe('the hosted payment page: 3-D Secure', () => {
  it('4000002760003184 shows a challenge; Approve completes the checkout', async () => {
    const s = await openSession(10);
    const res = await h.pay(s.stripe_session_url, '4000002760003184');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Verifica 3D Secure');
    expect(res.body).toContain('value="approve"');
    expect(res.body).toContain('value="fail"');
    expect(await bookingsOf(s.checkout_session_id)).toHaveLength(0);
    const approved = await h.challenge(s.stripe_session_url, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain(h.simId(s.stripe_session_url));
    expect(await bookingsOf(s.checkout_session_id)).toHaveLength(1);
  });

  it('Fail returns to the form with the authentication error; another card can pay', async () => {
    const s = await openSession(11);
    await h.pay(s.stripe_session_url, '4000002760003184');
    const failed = await h.challenge(s.stripe_session_url, 'fail');
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain('Autenticazione richiesta');
    expect(failed.body).toContain('3D Secure non riuscita');
    expect(await bookingsOf(s.checkout_session_id)).toHaveLength(0);
    expect((await h.pay(s.stripe_session_url, '4242424242424242')).statusCode).toBe(303);
    expect(await bookingsOf(s.checkout_session_id)).toHaveLength(1);
  });
});

describe('the hosted payment page: expiry and cancel', () => {
  it('an expired session shows the expired page, sends checkout.session.expired and releases the coupon', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(12, '09:00'), adults: 2 }], 'TARTUFO10');
    const s = (await h.startCheckout(cart)).json();
    const page = await h.inject('GET', new URL(s.stripe_session_url).pathname);
    expect(page.body).toContain(`href="http://localhost:3000/checkout/cancel"`);
    clock.advanceMinutes(32); // past the payment session (31 minutes)
    try {
      const expired = await h.inject('GET', new URL(s.stripe_session_url).pathname);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('Sessione di pagamento scaduta');
      const [session] = await h.rows<{ status: string }>(sql`SELECT status FROM checkout_sessions WHERE id = ${s.checkout_session_id}::uuid`);
      expect(session!.status).toBe('expired');
      expect((await h.rows<{ status: string }>(sql`SELECT status FROM coupon_redemptions WHERE cart_id = ${cart}::uuid`))[0]!.status).toBe('released');
      expect(await h.rows(sql`SELECT id FROM webhook_events WHERE type = 'checkout.session.expired'`)).toHaveLength(1);
      expect((await h.pay(s.stripe_session_url, '4242424242424242')).statusCode).toBe(410);
      expect((await h.inject('GET', '/api/payments/simulator/checkout/cs_test_unknown')).statusCode).toBe(404);
    } finally {
      clock.advanceMinutes(-32);
    }
  });
});

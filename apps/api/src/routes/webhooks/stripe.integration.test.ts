import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paySimulatedCheckout, signWebhookPayload, type SimulatorProvider } from '@tenuta/payments';
import { checkoutBody, checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);
const sim = () => t.app.deps.payments as SimulatorProvider;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const deliver = (payload: string, signature: string) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });

async function openSession(days: number, time = '14:00', coupon?: string) {
  const cart = await h.cartWith([{ slot: await h.slotId(days, time), adults: 2 }], coupon);
  const res = await h.startCheckout(cart, checkoutBody());
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { checkout_session_id: string; stripe_session_url: string };
  return { cart, id: body.checkout_session_id, url: body.stripe_session_url, simId: h.simId(body.stripe_session_url) };
}
async function counts(id: string) {
  const one = async (q: ReturnType<typeof sql>) => Number((await h.rows<{ n: number }>(q))[0]!.n);
  return {
    bookings: await one(sql`SELECT count(*)::int AS n FROM bookings WHERE checkout_session_id = ${id}::uuid`),
    payments: await one(sql`SELECT count(*)::int AS n FROM payments WHERE checkout_session_id = ${id}::uuid`),
    notifications: await one(sql`SELECT count(*)::int AS n FROM notifications WHERE payload->>'checkout_session_id' = ${id}`),
    status: (await h.rows<{ status: string }>(sql`SELECT status FROM checkout_sessions WHERE id = ${id}::uuid`))[0]!.status,
  };
}

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad or missing signature (400) and stores nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_x', object: 'checkout.session' } } });
    expect((await deliver(payload, signWebhookPayload(payload, 'whsec_wrong'))).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_signature' });
    const tampered = signWebhookPayload(payload, 'whsec_test_simulator');
    expect((await deliver(payload.replace('cs_test_x', 'cs_test_y'), tampered)).statusCode).toBe(400);
    const old = signWebhookPayload(payload, 'whsec_test_simulator', Math.floor(Date.now() / 1000) - 301);
    expect((await deliver(payload, old)).statusCode).toBe(400);
    expect(await h.rows(sql`SELECT id FROM webhook_events WHERE id = 'evt_forged'`)).toHaveLength(0);
    // Well signed but about nothing of ours: 200, recorded once.
    expect((await deliver(payload, tampered)).json()).toMatchObject({ received: true, outcome: 'unknown_session' });
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'charge.succeeded', data: { object: { id: 'ch_1', object: 'charge' } } });
    expect((await deliver(other, signWebhookPayload(other, 'whsec_test_simulator'))).json().outcome).toBe('ignored');
    expect((await deliver(other, signWebhookPayload(other, 'whsec_test_simulator'))).json().outcome).toBe('duplicate_event');
  });

  it('a replay, a duplicate id and a late "expired" change nothing after a completion', async () => {
    const s = await openSession(14, '09:00', 'TARTUFO10');
    expect((await h.pay(s.url, '4242424242424242')).statusCode).toBe(303);
    const after = await counts(s.id);
    expect(after).toEqual({ bookings: 1, payments: 1, notifications: 2, status: 'completed' });

    const row = (await sim().findSession(s.simId))!;
    const completed = sim().signedEvent('checkout.session.completed', sim().checkoutSessionObject(row));
    for (let i = 0; i < 3; i++) expect((await deliver(completed.payload, completed.signature)).statusCode).toBe(200);
    const async = sim().signedEvent('checkout.session.async_payment_succeeded', sim().checkoutSessionObject(row));
    expect((await deliver(async.payload, async.signature)).json().outcome).toBe('already_done');
    const expired = sim().signedEvent('checkout.session.expired', { ...sim().checkoutSessionObject(row), status: 'expired' });
    expect((await deliver(expired.payload, expired.signature)).statusCode).toBe(200);
    expect((await deliver(expired.payload, expired.signature)).json().outcome).toBe('duplicate_event');
    expect(await counts(s.id)).toEqual(after);
    expect((await h.rows<{ status: string }>(sql`SELECT status FROM coupon_redemptions WHERE cart_id = ${s.cart}::uuid`)).map((r) => r.status)).toEqual(['used']);
  });

  it('20 concurrent completions of one session book once', async () => {
    const s = await openSession(15);
    const paid = await paySimulatedCheckout(sim(), s.simId, { card_number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Maria Rossi' });
    if (paid.kind !== 'succeeded') throw new Error(paid.kind);
    const row = (await sim().findSession(s.simId))!;
    const events = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? paid.event : sim().signedEvent('checkout.session.completed', sim().checkoutSessionObject(row))));
    const results = await Promise.all(events.map((e) => deliver(e.payload, e.signature)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = results.map((r) => r.json().outcome as string);
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    expect(await counts(s.id)).toEqual({ bookings: 1, payments: 1, notifications: 2, status: 'completed' });
    const ids = new Set(events.map((e) => e.eventId));
    expect(await h.rows(sql`SELECT id FROM webhook_events WHERE id IN ${sql.raw(`(${[...ids].map((i) => `'${i}'`).join(',')})`)}`)).toHaveLength(ids.size);
  });

  it('a payment after the holds expired, with the slot sold out, is refunded and both sides are told', async () => {
    const slot = await h.slotId(16, '09:00');
    const s = await openSession(16, '09:00');
    expect((await h.pay(s.url, '4000002760003184')).body).toContain('3D Secure');
    clock.advanceMinutes(32); // past the payment session (31 minutes)
    try {
      await h.cartWith([{ slot, adults: 8 }]); // the seats go to someone else
      const approved = await h.challenge(s.url, 'approve');
      expect(approved.statusCode).toBe(303);
      expect(await counts(s.id)).toEqual({ bookings: 0, payments: 2, notifications: 2, status: 'refunded' });
      const ledger = await h.rows<{ kind: string; amount_cents: number; status: string; provider_refund_id: string | null }>(
        sql`SELECT kind, amount_cents, status, provider_refund_id FROM payments WHERE checkout_session_id = ${s.id}::uuid ORDER BY id`,
      );
      expect(ledger.map((l) => [l.kind, l.amount_cents, l.status])).toEqual([
        ['payment', 17000, 'succeeded'],
        ['refund', 17000, 'succeeded'],
      ]);
      expect(ledger[1]!.provider_refund_id).toMatch(/^re_/);
      expect(await h.rows(sql`SELECT id FROM simulator_refunds WHERE amount_cents = 17000`)).toHaveLength(1);
      const notes = await h.rows<{ kind: string; recipient: string; payload: { amount_cents: number; reason: string } }>(
        sql`SELECT kind, recipient, payload FROM notifications WHERE payload->>'checkout_session_id' = ${s.id} ORDER BY id`,
      );
      expect(notes.map((n) => [n.kind, n.recipient])).toEqual([
        ['payment_refunded_after_expiry', 'maria.rossi@example.com'],
        ['staff_payment_refunded_after_expiry', 'staff@tenuta.example'],
      ]);
      expect(notes[0]!.payload).toMatchObject({ checkout_session_id: s.id, amount_cents: 17000 });
      expect(notes[0]!.payload.reason).toMatch(/seat/i);
      // A retried webhook refunds nothing twice.
      const row = (await sim().findSession(s.simId))!;
      const again = sim().signedEvent('checkout.session.completed', sim().checkoutSessionObject(row));
      expect((await deliver(again.payload, again.signature)).json().outcome).toBe('already_done');
      expect(await h.rows(sql`SELECT id FROM simulator_refunds WHERE amount_cents = 17000`)).toHaveLength(1);
      expect((await h.inject('GET', `/api/checkout-sessions/${s.id}`)).json().data.status).toBe('refunded');
    } finally {
      clock.advanceMinutes(-32);
    }
  });

  it('a late payment whose coupon reservation ran out and whose last use went to another guest is refunded, not counted beyond max_uses', async () => {
    await h.rows(sql`INSERT INTO coupons (code, discount_type, discount_value, max_uses) VALUES ('UNASOLAVOLTA', 'percentage', 10, 1)`);
    const a = await openSession(18, '09:00', 'UNASOLAVOLTA');
    expect((await h.pay(a.url, '4000002760003184')).body).toContain('3D Secure');
    clock.advanceMinutes(32); // A's payment session and coupon reservation have run out
    try {
      const b = await openSession(19, '09:00', 'UNASOLAVOLTA'); // the one use goes to B
      expect((await h.pay(b.url, '4242424242424242')).statusCode).toBe(303);
      expect((await counts(b.id)).status).toBe('completed');
      expect((await h.challenge(a.url, 'approve')).statusCode).toBe(303); // A pays late; its seats are still free
      const uses = await h.rows<{ status: string }>(
        sql`SELECT r.status FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id WHERE c.code = 'UNASOLAVOLTA' AND r.status = 'used'`,
      );
      expect(uses).toHaveLength(1);
      expect(await counts(a.id)).toEqual({ bookings: 0, payments: 2, notifications: 2, status: 'refunded' });
      const notes = await h.rows<{ kind: string; payload: { cause: string } }>(
        sql`SELECT kind, payload FROM notifications WHERE payload->>'checkout_session_id' = ${a.id} ORDER BY id`,
      );
      expect(notes.map((n) => [n.kind, n.payload.cause])).toEqual([
        ['payment_refunded_after_expiry', 'coupon'],
        ['staff_payment_refunded_after_expiry', 'coupon'],
      ]);
    } finally {
      clock.advanceMinutes(-32);
    }
  });

  it('a payment after the holds expired books the seats if they are still free', async () => {
    const s = await openSession(17, '09:00');
    await h.pay(s.url, '4000002760003184');
    clock.advanceMinutes(40);
    try {
      expect((await h.challenge(s.url, 'approve')).statusCode).toBe(303);
      expect(await counts(s.id)).toEqual({ bookings: 1, payments: 1, notifications: 2, status: 'completed' });
    } finally {
      clock.advanceMinutes(-40);
    }
  });
});

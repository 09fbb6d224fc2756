import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { billingPort } from '@tenuta/billing';
import { sweepExpiredCheckouts, type PaymentProvider } from '@tenuta/booking';
import { renderNotification } from '@tenuta/mail';
import { createSimulatorProvider, type SimulatorProvider } from '@tenuta/payments';
import type { TestDatabase } from '@tenuta/db';
import { checkoutBody, checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

// Money paths never call the payment provider while a transaction of ours is open (it would hold
// row locks: the cart, the coupon, the checkout, the slots, for as long as the provider takes).
// Every provider call looks, from another connection, for a transaction of ours left open meanwhile.
let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);
const probes: { method: string; openTransactions: number }[] = [];
let sim: SimulatorProvider;

function probing(db: TestDatabase['db'], target: PaymentProvider): PaymentProvider {
  const watched = new Set(['createCheckoutSession', 'retrieveCheckoutSession', 'expireCheckoutSession', 'refund', 'retrieveRefund']);
  return new Proxy(target, {
    get(obj, prop) {
      const v = Reflect.get(obj, prop, obj) as unknown;
      if (typeof v !== 'function') return v;
      const fn = (v as (...a: unknown[]) => Promise<unknown>).bind(obj);
      if (!watched.has(String(prop))) return fn;
      return async (...args: unknown[]) => {
        const rows = (await db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
        )) as unknown as { rows: { n: number }[] };
        probes.push({ method: String(prop), openTransactions: Number(rows.rows[0]!.n) });
        return fn(...args);
      };
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    payments: (db, c) => {
      sim = createSimulatorProvider({ db, clock: c, publicUrl: 'http://localhost:3000', webhookSecret: 'whsec_test_simulator' }) as SimulatorProvider;
      return probing(db, sim);
    },
  });
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.database.db, clock, payments: t.app.deps.payments!, billing: billingPort, staffEmail: 'staff@tenuta.example', publicUrl: 'http://localhost:3000' });
const lateRefund = (id: string) =>
  h.rows<{ status: string; provider_refund_id: string | null }>(sql`SELECT status, provider_refund_id FROM payments WHERE checkout_session_id = ${id}::uuid AND kind = 'refund'`);
const notes = (id: string) =>
  h.rows<{ id: number; kind: string; recipient: string; locale: string; payload: Record<string, unknown>; created_at: Date; attempts: number }>(
    sql`SELECT * FROM notifications WHERE payload->>'checkout_session_id' = ${id} ORDER BY id`,
  );

/** A truffle checkout paid (3-D Secure) after its holds expired and its seats were sold: the late-payment refund. */
async function latePaymentWithSeatsGone(days: number) {
  const slot = await h.slotId(days, '09:00');
  const cart = await h.cartWith([{ slot, adults: 2 }]);
  const open = (await h.startCheckout(cart, checkoutBody())).json() as { checkout_session_id: string; stripe_session_url: string };
  expect((await h.pay(open.stripe_session_url, '4000002760003184')).body).toContain('3D Secure');
  clock.advanceMinutes(32);
  await h.cartWith([{ slot, adults: 8 }]);
  return { id: open.checkout_session_id, approve: () => h.challenge(open.stripe_session_url, 'approve') };
}

describe('payment provider calls outside row-locking transactions', () => {
  it('checkout start, replacing an open session and the late-payment refund call the provider with no transaction open', async () => {
    probes.length = 0;
    const truffle = await h.slotId(8, '09:00');
    const cart = await h.cartWith([{ slot: truffle, adults: 2 }], 'TARTUFO10');
    const first = await h.startCheckout(cart, checkoutBody());
    expect(first.statusCode, first.body).toBe(200);
    // The cart changes: the open session is ended at the provider, a new one opened.
    const other = await h.slotId(8, '14:00');
    const added = await h.inject('POST', '/api/cart/items', {
      cart_id: cart,
      slot_id: other,
      adults_count: 2,
      children_count: 0,
      chosen_category: 'NONE',
      vip_upgrade: false,
      language: 'IT',
    });
    expect(added.statusCode, added.body).toBe(201);
    const second = await h.startCheckout(cart, checkoutBody());
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().checkout_session_id).not.toBe(first.json().checkout_session_id);
    const sessions = await h.rows<{ status: string }>(sql`SELECT status FROM checkout_sessions WHERE cart_id = ${cart}::uuid ORDER BY created_at`);
    expect(sessions.map((s) => s.status)).toEqual(['expired', 'open']);
    expect((await h.rows<{ status: string }>(sql`SELECT status FROM coupon_redemptions WHERE cart_id = ${cart}::uuid ORDER BY id`)).map((r) => r.status)).toEqual([
      'released',
      'reserved',
    ]);

    const late = await latePaymentWithSeatsGone(9);
    try {
      expect((await late.approve()).statusCode).toBe(303);
      expect(await lateRefund(late.id)).toMatchObject([{ status: 'succeeded' }]);
    } finally {
      clock.advanceMinutes(-32);
    }
    const methods = new Set(probes.map((p) => p.method));
    for (const m of ['createCheckoutSession', 'retrieveCheckoutSession', 'expireCheckoutSession', 'refund']) expect(methods).toContain(m);
    expect(probes.filter((p) => p.openTransactions > 0)).toEqual([]);
  });

  it('a provider failure at checkout start gives back the session, the coupon use and the holds (502)', async () => {
    const truffle = await h.slotId(10, '09:00');
    const cart = await h.cartWith([{ slot: truffle, adults: 2 }], 'TARTUFO10');
    const before = await h.rows<{ hold_expires_at: Date }>(sql`SELECT hold_expires_at FROM cart_items WHERE cart_id = ${cart}::uuid`);
    const original = sim.createCheckoutSession.bind(sim);
    sim.createCheckoutSession = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:443');
    };
    try {
      const res = await h.startCheckout(cart, checkoutBody());
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('payment_provider_error');
    } finally {
      sim.createCheckoutSession = original;
    }
    expect(await h.rows(sql`SELECT id FROM checkout_sessions WHERE cart_id = ${cart}::uuid`)).toEqual([]);
    expect((await h.rows<{ status: string }>(sql`SELECT status FROM coupon_redemptions WHERE cart_id = ${cart}::uuid`)).map((r) => r.status)).toEqual(['released']);
    expect(await h.rows<{ hold_expires_at: Date }>(sql`SELECT hold_expires_at FROM cart_items WHERE cart_id = ${cart}::uuid`)).toEqual(before);
    // The guest tries again: it opens.
    expect((await h.startCheckout(cart, checkoutBody())).statusCode).toBe(200);
  });

  it('a checkout whose process died before the provider answered: a new submit replaces it after a while, the sweep expires it', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(11, '09:00'), adults: 2 }], 'TARTUFO10');
    const res = await h.startCheckout(cart, checkoutBody());
    const id = res.json().checkout_session_id as string;
    // As if the process had died between "record the intent" and "record the result".
    await h.rows(sql`UPDATE checkout_sessions SET provider_session_id = NULL, payment_url = NULL, created_at = now() - interval '2 minutes' WHERE id = ${id}::uuid`);
    const again = await h.startCheckout(cart, checkoutBody());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().checkout_session_id).not.toBe(id);
    expect((await h.rows<{ status: string }>(sql`SELECT status FROM checkout_sessions WHERE id = ${id}::uuid`))[0]!.status).toBe('expired');
    // Another one left in flight, past its expiry: the sweep expires it and gives its coupon use back.
    const cart2 = await h.cartWith([{ slot: await h.slotId(12, '09:00'), adults: 2 }], 'TARTUFO10');
    const id2 = (await h.startCheckout(cart2, checkoutBody())).json().checkout_session_id as string;
    await h.rows(sql`UPDATE checkout_sessions SET provider_session_id = NULL, payment_url = NULL WHERE id = ${id2}::uuid`);
    clock.advanceMinutes(40);
    try {
      await sweepExpiredCheckouts(deps());
    } finally {
      clock.advanceMinutes(-40);
    }
    expect((await h.rows<{ status: string }>(sql`SELECT status FROM checkout_sessions WHERE id = ${id2}::uuid`))[0]!.status).toBe('expired');
    expect((await h.rows<{ status: string }>(sql`SELECT status FROM coupon_redemptions WHERE cart_id = ${cart2}::uuid`)).map((r) => r.status)).toEqual(['released']);
  });
});

describe('refunds the provider reports pending or canceled', () => {
  it('a pending late-payment refund is recorded pending and the guest is told it is under way, not done; the sweep follows it to succeeded', async () => {
    const late = await latePaymentWithSeatsGone(13);
    try {
      sim.nextRefundStatuses.push('pending');
      expect((await late.approve()).statusCode).toBe(303);
    } finally {
      clock.advanceMinutes(-32);
    }
    const [row] = await lateRefund(late.id);
    expect(row).toMatchObject({ status: 'pending' });
    const queued = await notes(late.id);
    expect(queued.map((n) => [n.kind, n.payload.refund_status])).toEqual([
      ['payment_refunded_after_expiry', 'pending'],
      ['staff_payment_refunded_after_expiry', 'pending'],
    ]);
    const mail = await renderNotification(t.database.db, queued[0]! as never, { publicUrl: 'http://localhost:3000' } as never);
    expect(mail.subject).toBe('Rimborso in corso: non abbiamo potuto confermare la prenotazione');
    expect(mail.text).not.toContain('Abbiamo rimborsato');
    // Still pending at the provider: followed by its id, no second refund.
    expect((await sweepExpiredCheckouts(deps())).refunds).toMatchObject({ pending: 1 });
    await sim.setRefundStatus(row!.provider_refund_id!, 'succeeded');
    expect((await sweepExpiredCheckouts(deps())).refunds).toMatchObject({ succeeded: 1 });
    expect(await lateRefund(late.id)).toMatchObject([{ status: 'succeeded', provider_refund_id: row!.provider_refund_id }]);
    expect(await h.rows(sql`SELECT id FROM simulator_refunds WHERE id = ${row!.provider_refund_id}`)).toHaveLength(1);
    expect(await notes(late.id)).toHaveLength(2);
  });

  it('a canceled late-payment refund is recorded canceled: no "refunded" e-mail to the guest, staff asked to act', async () => {
    const late = await latePaymentWithSeatsGone(14);
    try {
      sim.nextRefundStatuses.push('canceled');
      expect((await late.approve()).statusCode).toBe(303);
    } finally {
      clock.advanceMinutes(-32);
    }
    expect(await lateRefund(late.id)).toMatchObject([{ status: 'canceled' }]);
    const queued = await notes(late.id);
    expect(queued.map((n) => [n.kind, n.payload.refund_status])).toEqual([['staff_payment_refunded_after_expiry', 'failed']]);
    const mail = await renderNotification(t.database.db, queued[0]! as never, { publicUrl: 'http://localhost:3000' } as never);
    expect(mail.subject).toMatch(/^AZIONE RICHIESTA/);
  });

  it('a refund that failed to reach the provider is sent by the sweep after the process died, once', async () => {
    const late = await latePaymentWithSeatsGone(15);
    const original = sim.refund.bind(sim);
    sim.refund = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:443');
    };
    try {
      expect((await late.approve()).statusCode).toBe(303);
    } finally {
      sim.refund = original;
      clock.advanceMinutes(-32);
    }
    expect(await lateRefund(late.id)).toMatchObject([{ status: 'pending', provider_refund_id: null }]);
    expect(await notes(late.id)).toEqual([]); // nobody is told "refunded" before the provider says so
    expect((await sweepExpiredCheckouts(deps())).refunds).toMatchObject({ succeeded: 1 });
    expect((await sweepExpiredCheckouts(deps())).refunds).toMatchObject({ succeeded: 0, pending: 0 });
    expect(await lateRefund(late.id)).toMatchObject([{ status: 'succeeded' }]);
    expect((await notes(late.id)).map((n) => n.payload.refund_status)).toEqual(['succeeded', 'succeeded']);
  });

  it('a late-payment refund never answered for over 23 hours is not sent again with an expired idempotency key', async () => {
    const late = await latePaymentWithSeatsGone(16);
    const original = sim.refund.bind(sim);
    let calls = 0;
    sim.refund = async () => {
      calls++;
      throw new Error('connect ECONNREFUSED 127.0.0.1:443');
    };
    try {
      expect((await late.approve()).statusCode).toBe(303);
      await h.rows(sql`UPDATE payments SET created_at = now() - interval '25 hours' WHERE checkout_session_id = ${late.id}::uuid`);
      const before = calls;
      sim.refund = original;
      expect((await sweepExpiredCheckouts(deps())).refunds).toMatchObject({ pending: 1, succeeded: 0 });
      expect(await lateRefund(late.id)).toMatchObject([{ status: 'pending', provider_refund_id: null }]);
      expect(calls).toBe(before);
    } finally {
      sim.refund = original;
      clock.advanceMinutes(-32);
    }
    expect(await h.rows(sql`SELECT id FROM simulator_refunds WHERE idempotency_key = ${`late-payment-refund-${late.id}`}`)).toEqual([]);
  });
});

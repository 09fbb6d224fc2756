import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cancelBookingByStaff, type PaymentProvider } from '@tenuta/booking';
import { createSimulatorProvider } from '@tenuta/payments';
import type { StaffRole } from '@tenuta/db';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { checkoutDeps } from '../../checkout-deps.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const h = checkoutHelpers(() => t);
// biome-ignore lint/suspicious/noExplicitAny: JSON answers and rows read field by field at any depth; the assertions check their shape
type Json = Record<string, any>;

// The simulator, counting the refunds asked of it.
let refundCalls = 0;
function countingRefunds(sim: PaymentProvider): PaymentProvider {
  return new Proxy(sim, {
    get(target, prop) {
      if (prop === 'refund') {
        return async (input: Parameters<PaymentProvider['refund']>[0]) => {
          refundCalls++;
          return target.refund(input);
        };
      }
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

const staff = {} as Record<StaffRole, { id: number; email: string; headers: { authorization: string } }>;
beforeAll(async () => {
  t = await createTestApp({
    payments: (db, c) => countingRefunds(createSimulatorProvider({ db, clock: c, publicUrl: 'http://localhost:3000', webhookSecret: 'whsec_test_simulator' })),
  });
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) staff[role] = await staffSession(t.database.db, role);
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;
const as = (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers: staff[role].headers, ...(payload !== undefined ? { payload: payload as Json } : {}) });
const detail = async (id: number | string, role: StaffRole = 'manager') => {
  const r = await as(role, 'GET', `/bookings/${id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.booking as Json;
};

/** A slot of its own starting `hours` from now (a truffle hunt, or a Tradizione tasting at 30 €); seconds apart, so never the same start. */
let slotSeq = 0;
async function slotIn(hours: number, category: 'TRUFFLE' | 'WINE' = 'TRUFFLE', capacity = 8): Promise<number> {
  const slug = category === 'TRUFFLE' ? 'caccia-al-tartufo' : 'degustazione-tradizione';
  const [row] = await h.rows<{ id: number }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents, wine_price_cents, wine_vip_upgrade_price_cents)
    SELECT id, ${category}, date_trunc('minute', now()) + make_interval(mins => ${Math.round(hours * 60)}, secs => ${++slotSeq}), 120, ${capacity}, ARRAY['IT','EN'],
           ${category === 'TRUFFLE' ? 8500 : null}::int, ${category === 'TRUFFLE' ? 5000 : null}::int, ${category === 'WINE' ? 3000 : null}::int, ${category === 'WINE' ? 2500 : null}::int
      FROM experiences WHERE slug = ${slug}
    RETURNING id`);
  return Number(row!.id);
}
const startSlot = (slotId: number, hoursAgo = 1) => t.database.db.execute(sql`UPDATE slots SET starts_at = now() - make_interval(mins => ${hoursAgo * 60}) WHERE id = ${slotId}`);

async function book(slot: number, over: Json = {}): Promise<{ id: number; number: string; token: string; amountCents: number }> {
  const customer = { first_name: 'Anna', last_name: 'Rossi', email: 'anna.rossi@example.it', phone: '+39 333 1234567', ...(over.customer ?? {}) };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: nextIp(),
    payload: { slot_id: slot, adults: 2, children: 0, language: 'IT', locale: 'it', ...over, customer },
  });
  expect(res.statusCode, res.body).toBe(201);
  const d = res.json().data;
  return { id: d.booking.id, number: d.booking.booking_number, token: d.manage_token, amountCents: d.payment.amount_cents };
}
async function paidTruffle(slot: number, over: Json = {}) {
  const b = await book(slot, over);
  const intent = await h.inject('POST', `/api/payments-api/create-payment-intent?token=${b.token}`, {
    amount: b.amountCents,
    booking_id: b.id,
    customer_email: 'anna.rossi@example.it',
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await h.inject('POST', `/api/payments-api/confirm-payment?token=${b.token}`, {
    payment_intent_id: intent.json().payment_intent_id,
    card_number: '4242424242424242',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...b, paymentIntentId: intent.json().payment_intent_id as string };
}
/**
 * Runs `calls` while another connection holds the booking's row lock for a moment, so that
 * every call is in flight before any of them can decide: a real race, not calls in a row.
 */
async function whileLocked<T>(bookingId: number, calls: () => Promise<T>): Promise<T> {
  let locked!: () => void;
  const held = new Promise<void>((r) => (locked = r));
  const blocker = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
    locked();
    await new Promise((r) => setTimeout(r, 400));
  });
  await held;
  const results = calls();
  await blocker;
  return results;
}

const refundRows = (bookingId: number) =>
  h.rows<Json>(sql`SELECT status, amount_cents, reason, staff_id, provider_payment_id FROM payments WHERE booking_id = ${bookingId} AND kind = 'refund' ORDER BY id`);
const auditOf = (bookingId: number, action: string) =>
  h.rows<Json>(
    sql`SELECT staff_id, actor_email, action, before, after FROM staff_audit_log WHERE target_type = 'booking' AND target_id = ${String(bookingId)} AND action = ${action} ORDER BY id`,
  );
const mailsOf = (bookingId: number) =>
  h.rows<Json>(
    sql`SELECT kind, recipient, payload FROM notifications WHERE payload->>'booking_id' = ${String(bookingId)} OR payload->'booking_ids' @> ${JSON.stringify([bookingId])}::jsonb ORDER BY id`,
  );

describe('GET /api/staff/bookings: search', () => {
  it('by number, name and e-mail (partial, any case), slot dates, status, category; paged; newest first or by slot', async () => {
    const wine = await slotIn(24 * 40, 'WINE', 16);
    const truffle = await slotIn(24 * 41);
    const a = await book(wine, { customer: { first_name: 'Giulia', last_name: 'Ferraris', email: 'g.ferraris@langhe.example' } });
    const b = await book(truffle, { customer: { first_name: 'Peter', last_name: 'Ferrari-Smith', email: 'peter@example.org' } });
    const c = await book(wine, { customer: { first_name: 'Marco', last_name: 'Bianchi', email: 'marco.b@example.org' } });
    const ids = (r: Json) => r.json().data.bookings.map((x: Json) => x.id);
    const list = (qs: string, role: StaffRole = 'front_desk') => as(role, 'GET', `/bookings?${qs}`);

    expect(ids(await list(`q=${a.number.slice(3, 8).toLowerCase()}`))).toEqual([a.id]);
    expect(ids(await list('q=FERRAR'))).toEqual([b.id, a.id]);
    expect(ids(await list('q=LANGHE.example'))).toEqual([a.id]);
    expect(ids(await list('q=%25'))).toEqual([]); // a literal %, not a pattern
    expect(ids(await list('q=ferrar&category=WINE'))).toEqual([a.id]);
    const day = (await h.rows<{ d: string }>(sql`SELECT to_char(starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS d FROM slots WHERE id = ${wine}`))[0]!.d;
    expect(ids(await list(`from=${day}&to=${day}`)).sort()).toEqual([a.id, c.id].sort());
    expect(ids(await list(`from=${day}&to=${day}&sort=slot`))).toEqual([a.id, c.id]);
    expect(ids(await list(`q=example.org&sort=slot`))).toEqual([c.id, b.id]);
    expect(ids(await list(`q=example.org&sort=slot_desc`))).toEqual([b.id, c.id]);
    expect(ids(await list(`q=example.org&status=pending`))).toEqual([b.id]);
    expect((await list('from=2030-01-02&to=2030-01-01')).statusCode).toBe(400);
    expect((await list('status=lost')).statusCode).toBe(400);

    const page2 = (await list(`from=${day}&to=${day}&sort=slot&page=2&page_size=1`)).json().data;
    expect(page2).toMatchObject({ total: 2, page: 2, page_size: 1, pages: 2 });
    expect(page2.bookings.map((x: Json) => x.id)).toEqual([c.id]);
    const [row] = (await list(`q=${a.number}`)).json().data.bookings;
    expect(row).toMatchObject({
      booking_number: a.number,
      status: 'confirmed',
      payment_status: 'pay_on_site',
      category: 'WINE',
      experience_title: { it: 'Degustazione Tradizione' },
      people_count: 2,
      customer_name: 'Giulia Ferraris',
      customer_email: 'g.ferraris@langhe.example',
      total_cents: 6000,
      paid_cents: 0,
      due_on_site_cents: 6000,
    });
  });
});

describe('GET /api/staff/bookings/{id}: the detail', () => {
  it('guest, slot, prices with the coupon, the ledger, the e-mails, the history and the actions; by id or number', async () => {
    const slot = await slotIn(24 * 20);
    const cart = await h.cartWith([{ slot, adults: 3 }], 'TARTUFO10');
    const started = (await h.startCheckout(cart, checkoutBody())).json();
    expect((await h.pay(started.stripe_session_url, '4242424242424242')).statusCode).toBe(303);
    const id = (await h.rows<{ id: number }>(sql`SELECT id FROM bookings WHERE slot_id = ${slot}`))[0]!.id;
    const d = await detail(Number(id), 'accountant');
    expect(await detail(d.booking_number)).toMatchObject({ id: Number(id) });
    expect(d).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      category: 'TRUFFLE',
      guest: { name: 'Maria Rossi', email: 'maria.rossi@example.com', phone: '+39 333 1234567', locale: 'it' },
      slot: { id: slot, experience_title: { it: 'Caccia al Tartufo' }, slot_category: 'TRUFFLE', duration_minutes: 120, language: 'IT', is_active: true },
      party: { adults: 3, children: 0, people_count: 3, vip: false },
      prices: { unit_price_cents: 8500, vip_supplement_cents: 0, subtotal_cents: 25500, discount_cents: 2550, coupon_code: 'TARTUFO10', total_cents: 22950 },
      money: { paid_cents: 22950, paid_on_site_cents: 0, refunded_cents: 0, refund_pending_cents: 0, refundable_cents: 22950, due_on_site_cents: 0 },
      check_in: null,
      actions: {
        cancel: { allowed: true, policy_percent: 100, policy_refund_cents: 22950, max_refund_cents: 22950, after_start: false },
        change_date: { allowed: true },
        resend_confirmation: { allowed: true },
        add_note: { allowed: true },
        record_payment: { allowed: false, reason_if_not_allowed: 'not_pay_on_site', due_cents: 0 },
        no_show: { allowed: false, reason_if_not_allowed: 'not_started' },
      },
    });
    expect(d.payments).toMatchObject([{ kind: 'payment', provider: 'simulator', status: 'succeeded', amount_cents: 22950, method: null, staff: null }]);
    expect(d.emails.map((e: Json) => [e.kind, e.recipient, e.status])).toEqual([
      ['booking_confirmation', 'maria.rossi@example.com', 'pending'],
      ['staff_new_booking', 'staff@tenuta.example', 'pending'],
    ]);
    expect(d.history.map((e: Json) => [e.source, e.type])).toEqual([
      ['event', 'created'],
      ['event', 'paid'],
    ]);
    expect((await as('manager', 'GET', '/bookings/BK-ZZZZZZZZ')).statusCode).toBe(404);
    expect((await as('manager', 'GET', '/bookings/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/staff/bookings/{id}/cancel', () => {
  it('the policy’s refund (70 % three days ahead), exact in cents, to the card; the guest is e-mailed, the estate is not', async () => {
    const b = await paidTruffle(await slotIn(72 + 2));
    const before = (await detail(b.id)).actions.cancel;
    expect(before).toMatchObject({ policy_percent: 70, policy_refund_cents: 11900, max_refund_cents: 17000 });
    const calls = refundCalls;
    const res = await as('manager', 'POST', `/bookings/${b.number}/cancel`, { reason: 'Ospite ricoverato', refund: 'policy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refund_percent: 70, refund_cents: 11900, refund_status: 'succeeded', policy_percent: 70, email_queued: true });
    expect(res.json().data.booking).toMatchObject({
      status: 'cancelled',
      payment_status: 'partially_refunded',
      cancellation: { reason: 'Ospite ricoverato' },
      money: { refunded_cents: 11900, refundable_cents: 5100 },
    });
    expect(refundCalls).toBe(calls + 1);
    expect(await refundRows(b.id)).toEqual([
      { status: 'succeeded', amount_cents: 11900, reason: 'staff_cancellation', staff_id: staff.manager.id, provider_payment_id: b.paymentIntentId },
    ]);
    const [event] = await h.rows<Json>(sql`SELECT actor, data FROM booking_events WHERE booking_id = ${b.id} AND type = 'cancelled'`);
    expect(event).toEqual({
      actor: `staff:${staff.manager.id}`,
      data: { reason: 'Ospite ricoverato', refund_percent: 70, refund_cents: 11900, refund_choice: 'policy', cancelled_by: 'estate', notify_guest: true },
    });
    expect(await auditOf(b.id, 'booking.cancel')).toMatchObject([
      {
        staff_id: staff.manager.id,
        before: { status: 'paid', refundable_cents: 17000 },
        after: { status: 'cancelled', refund_choice: 'policy', refund_percent: 70, refund_cents: 11900, policy_percent: 70 },
      },
    ]);
    const mails = await mailsOf(b.id);
    expect(mails.map((m) => m.kind)).toEqual(['booking_confirmation', 'staff_new_booking', 'booking_cancelled']);
    // The guest is told the estate cancelled it (not "as you asked").
    expect(mails[2]!.payload).toMatchObject({ cancelled_by: 'estate' });
    // History shows the cancellation once (the audit row is its partner).
    const history = (await detail(b.id)).history;
    expect(history.filter((e: Json) => e.type === 'cancelled' || e.type === 'booking.cancel')).toHaveLength(1);
    expect((await as('manager', 'POST', `/bookings/${b.id}/cancel`, { reason: 'di nuovo' })).statusCode).toBe(409);
  });

  it('an override: a percentage, full or none, recorded with its reason', async () => {
    const cases: [unknown, number, string][] = [
      [{ percent: 25 }, 4250, 'partially_refunded'],
      ['full', 17000, 'refunded'],
      ['none', 0, 'paid'],
    ];
    for (const [refund, cents, paymentStatus] of cases) {
      const b = await paidTruffle(await slotIn(72 + 3));
      const res = await as('owner', 'POST', `/bookings/${b.id}/cancel`, { reason: 'Maltempo, accordo con il cliente', refund });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ refund_cents: cents, policy_percent: 70, refund_status: cents ? 'succeeded' : 'none' });
      expect(res.json().data.booking.payment_status).toBe(paymentStatus);
      expect((await refundRows(b.id)).map((r) => r.amount_cents)).toEqual(cents ? [cents] : []);
      const [audit] = await auditOf(b.id, 'booking.cancel');
      expect(audit!.after).toMatchObject({
        reason: 'Maltempo, accordo con il cliente',
        refund_cents: cents,
        override: true,
        refund_choice: typeof refund === 'string' ? refund : 'percent',
      });
    }
    const b = await paidTruffle(await slotIn(72 + 3));
    for (const body of [{ refund: 'full' }, { reason: 'ok', refund: 'policy' }, { reason: 'Valido', refund: { percent: 101 } }, { reason: 'Valido', refund: 'half' }]) {
      expect((await as('manager', 'POST', `/bookings/${b.id}/cancel`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // A member without bookings.refund may cancel only with the policy’s refund.
    await expect(cancelBookingByStaff(checkoutDeps(t.app), { ref: b.id, reason: 'Prova', refund: 'full', mayOverrideRefund: false }, staff.manager)).rejects.toMatchObject({
      code: 'forbidden',
      detail: 'refund_override_forbidden',
    });
    expect((await detail(b.id)).status).toBe('paid');
  });

  it('after the start staff may still cancel: the policy gives nothing, a full override everything', async () => {
    const a = await paidTruffle(await slotIn(4));
    const b = await paidTruffle(await slotIn(4));
    for (const x of [a, b]) await startSlot((await h.rows<{ slot_id: number }>(sql`SELECT slot_id FROM bookings WHERE id = ${x.id}`))[0]!.slot_id);
    expect((await detail(a.id)).actions.cancel).toMatchObject({ allowed: true, after_start: true, policy_percent: 0, policy_refund_cents: 0 });
    expect((await as('manager', 'POST', `/bookings/${a.id}/cancel`, { reason: 'Annullata in ritardo' })).json().data).toMatchObject({ refund_percent: 0, refund_cents: 0 });
    expect((await as('manager', 'POST', `/bookings/${b.id}/cancel`, { reason: 'Guida malata', refund: 'full' })).json().data).toMatchObject({
      refund_cents: 17000,
      refund_status: 'succeeded',
    });
  });

  it('two desks cancelling at once: one cancellation, one refund', async () => {
    const b = await paidTruffle(await slotIn(24 * 9));
    const calls = refundCalls;
    const results = await whileLocked(b.id, () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) => as(i % 2 ? 'owner' : 'manager', 'POST', `/bookings/${b.id}/cancel`, { reason: 'Doppio clic', refund: i % 2 ? 'full' : 'policy' })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await refundRows(b.id)).toHaveLength(1);
    expect(refundCalls).toBe(calls + 1);
    expect(await h.rows(sql`SELECT id FROM booking_events WHERE booking_id = ${b.id} AND type = 'cancelled'`)).toHaveLength(1);
  });

  it('front desk and accountant may not cancel', async () => {
    const b = await book(await slotIn(24 * 9, 'WINE', 16));
    for (const role of ['front_desk', 'accountant'] as const) {
      const r = await as(role, 'POST', `/bookings/${b.id}/cancel`, { reason: 'Non autorizzato' });
      expect(r.statusCode).toBe(403);
      expect(r.json().detail).toBe('role_forbidden');
    }
    expect((await detail(b.id)).status).toBe('confirmed');
  });
});

describe('POST /api/staff/bookings/{id}/payments: money taken on site', () => {
  it('never more than is due (409 with the numbers); covered: paid; the ledger names the desk', async () => {
    const b = await book(await slotIn(2, 'WINE', 16), { adults: 3 });
    expect((await detail(b.id)).money.due_on_site_cents).toBe(9000);
    for (const amount of [0, -100, 12.5]) expect((await as('front_desk', 'POST', `/bookings/${b.id}/payments`, { amount_cents: amount, method: 'cash' })).statusCode).toBe(400);
    expect((await as('front_desk', 'POST', `/bookings/${b.id}/payments`, { amount_cents: 100, method: 'cheque' })).statusCode).toBe(400);
    expect((await as('accountant', 'POST', `/bookings/${b.id}/payments`, { amount_cents: 100, method: 'cash' })).statusCode).toBe(403);

    const first = await as('front_desk', 'POST', `/bookings/${b.id}/payments`, { amount_cents: 3000, method: 'cash' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.booking).toMatchObject({
      payment_status: 'pay_on_site',
      money: { paid_cents: 3000, paid_on_site_cents: 3000, due_on_site_cents: 6000 },
      actions: { record_payment: { allowed: true, due_cents: 6000 } },
    });
    const over = await as('front_desk', 'POST', `/bookings/${b.id}/payments`, { amount_cents: 6001, method: 'card' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'conflict',
      error: `€60.01 is more than the €60.00 still due on booking ${b.number}`,
      detail: 'amount_exceeds_due; due_cents=6000; amount_cents=6001',
    });
    const rest = await as('manager', 'POST', `/bookings/${b.id}/payments`, { amount_cents: 6000, method: 'card' });
    expect(rest.statusCode, rest.body).toBe(201);
    const d = rest.json().data.booking;
    expect(d).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      money: { paid_cents: 9000, due_on_site_cents: 0 },
      actions: { record_payment: { allowed: false, reason_if_not_allowed: 'not_pay_on_site' } },
    });
    expect(d.payments).toMatchObject([
      { kind: 'payment', provider: 'on_site', method: 'cash', status: 'succeeded', amount_cents: 3000, staff: { id: staff.front_desk.id, email: staff.front_desk.email } },
      { kind: 'payment', provider: 'on_site', method: 'card', status: 'succeeded', amount_cents: 6000, staff: { id: staff.manager.id } },
    ]);
    expect(d.history.map((e: Json) => e.type)).toEqual(['created', 'confirmed', 'on_site_payment', 'on_site_payment', 'payment_received']);
    expect((await auditOf(b.id, 'booking.payment_on_site')).map((a) => a.after)).toMatchObject([
      { amount_cents: 3000, method: 'cash', due_cents: 6000, payment_status: 'pay_on_site' },
      { amount_cents: 6000, method: 'card', due_cents: 0, payment_status: 'paid' },
    ]);
    expect((await as('front_desk', 'POST', `/bookings/${b.id}/payments`, { amount_cents: 1, method: 'cash' })).statusCode).toBe(409);
  });

  it('two desks taking the last payment at once: one is recorded, the other is refused', async () => {
    const b = await book(await slotIn(2, 'WINE', 16), { adults: 2 });
    const desks = ['front_desk', 'manager', 'owner', 'front_desk', 'manager', 'owner'] as const;
    const results = await whileLocked(b.id, () => Promise.all(desks.map((role) => as(role, 'POST', `/bookings/${b.id}/payments`, { amount_cents: 6000, method: 'cash' }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await h.rows<Json>(sql`SELECT amount_cents FROM payments WHERE booking_id = ${b.id} AND provider = 'on_site'`);
    expect(rows).toEqual([{ amount_cents: 6000 }]);
    expect((await detail(b.id)).payment_status).toBe('paid');
  });

  it('a card-paid truffle hunt or a cancelled tasting takes no payment on site', async () => {
    const truffle = await paidTruffle(await slotIn(5));
    expect((await as('front_desk', 'POST', `/bookings/${truffle.id}/payments`, { amount_cents: 100, method: 'cash' })).json()).toMatchObject({
      code: 'conflict',
      detail: 'not_pay_on_site',
    });
    const wine = await book(await slotIn(30, 'WINE', 16));
    await as('manager', 'POST', `/bookings/${wine.id}/cancel`, { reason: 'Cambio programma' });
    expect((await as('front_desk', 'POST', `/bookings/${wine.id}/payments`, { amount_cents: 100, method: 'cash' })).json()).toMatchObject({
      code: 'conflict',
      detail: 'already_cancelled',
    });
  });
});

describe('POST /api/staff/bookings/{id}/no-show', () => {
  it('only once the slot has started, from confirmed or paid; nothing refunded', async () => {
    const slot = await slotIn(2, 'WINE', 16);
    const b = await book(slot);
    const early = await as('manager', 'POST', `/bookings/${b.id}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('not_started');
    await startSlot(slot);
    expect((await detail(b.id)).actions.no_show).toEqual({ allowed: true, reason_if_not_allowed: null });
    // The desk that checks guests in marks who never came; the accountant only reads.
    expect((await as('accountant', 'POST', `/bookings/${b.id}/no-show`)).statusCode).toBe(403);
    const res = await as('manager', 'POST', `/bookings/${b.id}/no-show`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking).toMatchObject({ status: 'no_show', money: { due_on_site_cents: 0 }, actions: { no_show: { allowed: false }, cancel: { allowed: false } } });
    expect((await as('manager', 'POST', `/bookings/${b.id}/no-show`)).statusCode).toBe(409);
    const [event] = await h.rows<Json>(sql`SELECT from_status, to_status, actor FROM booking_events WHERE booking_id = ${b.id} AND type = 'no_show'`);
    expect(event).toEqual({ from_status: 'confirmed', to_status: 'no_show', actor: `staff:${staff.manager.id}` });
    expect(await auditOf(b.id, 'booking.no_show')).toHaveLength(1);
  });
});

describe('change of date by staff', () => {
  it('inside the 7 days the guest may not; to another price too (the booking keeps its own); the guest gets the new date', async () => {
    const from = await slotIn(30, 'WINE', 16);
    const to = await slotIn(50, 'WINE', 16);
    const dearer = await slotIn(55, 'WINE', 16);
    await t.database.db.execute(sql`UPDATE slots SET wine_price_cents = 3500 WHERE id = ${dearer}`);
    const b = await book(from, { adults: 3 });
    const guest = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/change-date?token=${b.token}`, payload: { slot_id: to } });
    expect(guest.statusCode).toBe(409);
    const options = (await as('manager', 'GET', `/bookings/${b.id}/date-options`)).json().data;
    expect(options.allowed).toBe(true);
    const byId = new Map(options.options.map((o: Json) => [o.slot_id, o]));
    expect(byId.get(to)).toMatchObject({ unit_price_cents: 3000, same_price: true });
    expect(byId.get(dearer)).toMatchObject({ unit_price_cents: 3500, same_price: false });
    expect(byId.has(from)).toBe(false);
    const res = await as('manager', 'POST', `/bookings/${b.id}/change-date`, { slot_id: dearer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking).toMatchObject({ slot: { id: dearer }, prices: { unit_price_cents: 3000, total_cents: 9000 } });
    expect((await mailsOf(b.id)).map((m) => m.kind)).toContain('booking_date_changed');
    expect(await auditOf(b.id, 'booking.change_date')).toMatchObject([{ before: { slot_id: from }, after: { slot_id: dearer, email_queued: true } }]);
    expect((await as('front_desk', 'POST', `/bookings/${b.id}/change-date`, { slot_id: to })).statusCode).toBe(403);
  });

  it('re-checks the seats under the slot locks: two moves into room for one party, one succeeds', async () => {
    const target = await slotIn(24 * 3, 'WINE', 4);
    const a = await book(await slotIn(24 * 2, 'WINE', 16), { adults: 3 });
    const b = await book(await slotIn(24 * 2 + 1, 'WINE', 16), { adults: 3 });
    const results = await Promise.all([a, b].map((x) => as('manager', 'POST', `/bookings/${x.id}/change-date`, { slot_id: target })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().code).toBe('capacity_exceeded');
    expect(await h.rows(sql`SELECT id FROM bookings WHERE slot_id = ${target}`)).toHaveLength(1);
    const started = await slotIn(1, 'WINE', 16);
    await startSlot(started);
    expect((await as('manager', 'POST', `/bookings/${a.id}/change-date`, { slot_id: started })).statusCode).toBe(400);
  });
});

describe('confirmation again, internal notes', () => {
  it('resend: a booking_confirmation with a fresh manage link that opens the booking', async () => {
    const b = await book(await slotIn(24 * 4, 'WINE', 16), { locale: 'en' });
    const res = await as('manager', 'POST', `/bookings/${b.id}/resend-confirmation`);
    expect(res.statusCode, res.body).toBe(200);
    const confirmations = (await mailsOf(b.id)).filter((m) => m.kind === 'booking_confirmation');
    expect(confirmations).toHaveLength(2);
    const token = confirmations[1]!.payload.manage_tokens[String(b.id)];
    expect(token).not.toBe(b.token);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}?token=${token}` })).statusCode).toBe(200);
    expect(res.json().data.booking.history.at(-1)).toMatchObject({ type: 'confirmation_resent', staff: { id: staff.manager.id } });
    await as('manager', 'POST', `/bookings/${b.id}/cancel`, { reason: 'Annullata' });
    expect((await as('manager', 'POST', `/bookings/${b.id}/resend-confirmation`)).json()).toMatchObject({ code: 'conflict', detail: 'already_cancelled' });
  });

  it('notes: append-only, in the history once, with the author; empty refused', async () => {
    const b = await book(await slotIn(24 * 4, 'WINE', 16));
    expect((await as('manager', 'POST', `/bookings/${b.id}/notes`, { body: '   ' })).statusCode).toBe(400);
    expect((await as('front_desk', 'POST', `/bookings/${b.id}/notes`, { body: 'x' })).statusCode).toBe(403);
    const res = await as('manager', 'POST', `/bookings/${b.id}/notes`, { body: 'Ospite celiaco: avvisare la cucina' });
    expect(res.statusCode, res.body).toBe(201);
    await as('owner', 'POST', `/bookings/${b.id}/notes`, { body: 'Cucina avvisata' });
    const notes = (await detail(b.id)).history.filter((e: Json) => e.source !== 'event');
    expect(notes).toMatchObject([
      { source: 'note', body: 'Ospite celiaco: avvisare la cucina', staff: { id: staff.manager.id } },
      { source: 'note', body: 'Cucina avvisata', staff: { id: staff.owner.id } },
    ]);
    expect(await auditOf(b.id, 'booking.note')).toHaveLength(2);
    await expect(t.database.db.execute(sql`DELETE FROM staff_audit_log WHERE target_id = ${String(b.id)}`)).rejects.toThrow();
  });
});

describe('GET /api/staff/bookings.csv', () => {
  it('one row per booking of the days, money in euros with decimal commas, formulas defused, phones as typed, audited; for exports only', async () => {
    const wine = await slotIn(24 * 60, 'WINE', 16);
    const truffle = await paidTruffle(await slotIn(24 * 60 + 2));
    const w = await book(wine, { customer: { first_name: '=HYPERLINK("x")', last_name: 'Rossi, Anna' } });
    const day = (await h.rows<{ d: string }>(sql`SELECT to_char(starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS d FROM slots WHERE id = ${wine}`))[0]!.d;
    const next = (
      await h.rows<{ d: string }>(sql`SELECT to_char((starts_at + interval '2 hours') AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS d FROM slots WHERE id = ${wine}`)
    )[0]!.d;
    for (const role of ['front_desk'] as const) expect((await as(role, 'GET', `/bookings.csv?from=${day}&to=${next}`)).statusCode).toBe(403);
    expect((await as('accountant', 'GET', `/bookings.csv?from=${day}`)).statusCode).toBe(400);
    const res = await as('accountant', 'GET', `/bookings.csv?from=${day}&to=${next}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tenuta-bookings-${day}-${next}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFFbooking_number;booked_at;date;time;category;experience;')).toBe(true);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const ours = lines.filter((l) => l.startsWith(w.number) || l.startsWith(truffle.number));
    expect(ours).toHaveLength(2);
    const wineLine = ours.find((l) => l.startsWith(w.number))!;
    expect(wineLine).toContain(`;"'=HYPERLINK(""x"") Rossi, Anna";`);
    expect(wineLine).toContain(';+39 333 1234567;');
    expect(wineLine).toContain(';confirmed;pay_on_site;"30,00";"0,00";"60,00";"0,00";;"60,00";"0,00";;"0,00";"60,00";;');
    expect(ours.find((l) => l.startsWith(truffle.number))).toMatch(/;paid;paid;"85,00";"0,00";"170,00";"0,00";;"170,00";"170,00";\d{4}-\d\d-\d\d \d\d:\d\d;"0,00";"0,00";;/);
    const [audit] = await h.rows<Json>(sql`SELECT staff_id, target_type, after FROM staff_audit_log WHERE action = 'export.bookings' ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ staff_id: staff.accountant.id, target_type: 'export', after: { from: day, to: next, by: 'experience', rows: lines.length - 1 } });
  });
});

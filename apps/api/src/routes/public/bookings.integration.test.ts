import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { billingPort } from '@tenuta/billing';
import { expireUnpaidBookings, findSlotWithOccupancy, freeSeats, retryPendingRefunds, type PaymentProvider } from '@tenuta/booking';
import { renderNotification } from '@tenuta/mail';
import { createSimulatorProvider, type SimulatorProvider } from '@tenuta/payments';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const h = checkoutHelpers(() => t);

// A clock tests can pin to an instant; real time otherwise.
let pinned: number | null = null;
const clock = { now: () => new Date(pinned ?? Date.now()) };
const pin = (at: Date | number) => (pinned = typeof at === 'number' ? at : at.getTime());

// The simulator, with a switch that makes the provider unreachable for refunds.
let refundsDown = false;
let refundCalls = 0;
function flakyRefunds(sim: PaymentProvider): PaymentProvider {
  return new Proxy(sim, {
    get(target, prop) {
      if (prop === 'refund') {
        return async (input: Parameters<PaymentProvider['refund']>[0]) => {
          refundCalls++;
          if (refundsDown) throw new Error('connect ECONNREFUSED 127.0.0.1:443');
          return target.refund(input);
        };
      }
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    payments: (db, c) => flakyRefunds(createSimulatorProvider({ db, clock: c, publicUrl: 'http://localhost:3000', webhookSecret: 'whsec_test_simulator' })),
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  pinned = null;
  refundsDown = false;
});

// Each request from its own address, so the create rate limit (10 per 10 minutes) only bites where tested.
let ip = 0;
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;
// biome-ignore lint/suspicious/noExplicitAny: JSON answers and rows read field by field at any depth; the assertions check their shape
type Json = Record<string, any>;
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method, url, remoteAddress, ...(payload !== undefined ? { payload: payload as Json } : {}) });

const customer = { first_name: 'Anna', last_name: 'Rossi', email: 'anna.rossi@example.it', phone: '+39 333 1234567' };
const createBody = (slot_id: number, over: Json = {}) => ({ slot_id, adults: 2, children: 0, language: 'IT', customer, locale: 'it', ...over });

async function book(slot: number, over: Json = {}): Promise<{ id: number; number: string; token: string; body: Json }> {
  const res = await call('POST', '/api/bookings', createBody(slot, over));
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json().data;
  return { id: body.booking.id, number: body.booking.booking_number, token: body.manage_token, body };
}

/** A truffle booking paid by card through the payment API (simulator card 4242…). */
async function paidTruffle(slot: number, over: Json = {}) {
  const b = await book(slot, over);
  expect(b.body.booking.status).toBe('pending');
  const intent = await call('POST', `/api/payments-api/create-payment-intent?token=${b.token}`, {
    amount: b.body.payment.amount_cents,
    booking_id: b.id,
    customer_email: customer.email,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await call('POST', `/api/payments-api/confirm-payment?token=${b.token}`, { payment_intent_id: intent.json().payment_intent_id, card_number: '4242424242424242' });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...b, paymentIntentId: intent.json().payment_intent_id as string, amountCents: b.body.payment.amount_cents as number };
}

const view = async (b: { id: number | string; token: string }, query = '') => call('GET', `/api/bookings/${b.id}?token=${encodeURIComponent(b.token)}${query}`);
const cancel = (b: { id: number; token: string }, reason = 'Volo cancellato', remoteAddress?: string) =>
  call('POST', `/api/bookings/${b.id}/cancel?token=${encodeURIComponent(b.token)}`, { reason }, remoteAddress);
const refunds = (bookingId: number) =>
  h.rows<{ status: string; amount_cents: number; provider_payment_id: string; provider_refund_id: string | null }>(
    sql`SELECT status, amount_cents, provider_payment_id, provider_refund_id FROM payments WHERE booking_id = ${bookingId} AND kind = 'refund' ORDER BY id`,
  );
const free = async (slotId: number) => freeSeats((await findSlotWithOccupancy(t.database.db, slotId, clock.now()))!);

/** A truffle slot of its own at a Rome wall-clock instant (e.g. across a DST change). */
async function truffleSlotAt(romeLocal: string): Promise<{ id: number; startsAt: Date }> {
  const r = await h.rows<{ id: number; starts_at: Date }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents)
    SELECT id, 'TRUFFLE', ${romeLocal}::timestamp AT TIME ZONE 'Europe/Rome', 180, 8, ARRAY['IT','EN'], 8500, 5000 FROM experiences WHERE slug = 'caccia-al-tartufo'
    RETURNING id, starts_at`);
  return { id: Number(r[0]!.id), startsAt: new Date(r[0]!.starts_at) };
}

describe('access: the manage token', () => {
  it('no token, a wrong token, another booking token or an unknown booking: the same 404', async () => {
    const a = await book(await h.slotId(10, '10:00'));
    const b = await book(await h.slotId(10, '10:00'));
    expect((await view(a)).statusCode).toBe(200);
    expect((await view({ id: a.number, token: a.token })).json().data.booking.id).toBe(a.id);
    const denied = [
      await call('GET', `/api/bookings/${a.id}`),
      await view({ id: a.id, token: 'x'.repeat(43) }),
      await view({ id: a.id, token: b.token }),
      await view({ id: a.number, token: b.token }),
      await view({ id: 999999, token: a.token }),
      await view({ id: 'BK-AAAAAAAA', token: a.token }),
      await view({ id: 'not-a-booking', token: a.token }),
    ];
    for (const res of denied) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Booking not found', detail: 'Booking not found', code: 'not_found' });
    }
    // Every other route too; nothing was changed.
    for (const [method, url, body] of [
      ['POST', `/api/bookings/${a.id}/cancel?token=${b.token}`, { reason: 'Non posso' }],
      ['GET', `/api/bookings/${a.id}/date-options?token=${b.token}`, undefined],
      ['POST', `/api/bookings/${a.id}/change-date?token=${b.token}`, { slot_id: 1 }],
      ['GET', `/api/bookings/${a.id}/calendar.ics`, undefined],
    ] as const) {
      expect((await call(method, url, body)).statusCode, url).toBe(404);
    }
    expect((await view(a)).json().data.booking.status).toBe('confirmed');
  });
});

describe('POST /api/bookings', () => {
  it('a wine tasting: confirmed, paid on site, the confirmation e-mail with its manage link queued', async () => {
    const slot = await h.slotId(11, '15:00'); // Premium, 40 €
    const res = await call('POST', '/api/bookings', createBody(slot, { adults: 3, children: 1, locale: 'en', vip: true, notes: 'Celiac guest' }));
    expect(res.statusCode, res.body).toBe(201);
    const { booking, manage_token, payment } = res.json().data;
    expect(manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payment).toEqual({ required: false, amount: 0, amount_cents: 0 });
    expect(booking).toMatchObject({
      status: 'confirmed',
      payment_status: 'pay_on_site',
      category: 'WINE',
      experience_title: { it: 'Degustazione Premium', en: 'Premium Tasting' },
      experience_name: 'Premium Tasting', // in the guest's locale
      adults: 3,
      children: 1,
      people_count: 4,
      vip: true,
      language: 'IT',
      customer: { name: 'Anna Rossi', email: 'an***@example.it' },
      amounts: { unit_price: 40, subtotal: 145, vip_supplement: 25, discount: 0, total: 145, paid: 0, refunded: 0, refund_pending: 0, due_on_site: 145 },
      cancellation: { allowed: true, refund_percent: 100, refund_amount: 0, nothing_charged: true, reason_if_not_allowed: null },
      date_change: { allowed_free: true, reason_if_not_allowed: null },
      reviewable: false,
      start_time: '15:00',
    });
    expect(booking.booking_number).toMatch(/^BK-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const [row] = await h.rows<Json>(sql`SELECT manage_token_hash, locale, notes, customer_phone FROM bookings WHERE id = ${booking.id}`);
    expect(row).toMatchObject({ locale: 'en', notes: 'Celiac guest', customer_phone: '+39 333 1234567' });
    expect(row!.manage_token_hash).not.toContain(manage_token);
    const events = await h.rows<{ type: string }>(sql`SELECT type FROM booking_events WHERE booking_id = ${booking.id} ORDER BY id`);
    expect(events.map((e) => e.type)).toEqual(['created', 'confirmed']);
    const notes = await h.rows<Json>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE payload->'booking_ids' @> ${JSON.stringify([booking.id])}::jsonb ORDER BY id`,
    );
    expect(notes.map((n) => [n.kind, n.recipient, n.locale])).toEqual([
      ['booking_confirmation', 'anna.rossi@example.it', 'en'],
      ['staff_new_booking', 'staff@tenuta.example', 'it'],
    ]);
    expect(notes[0]!.payload).toEqual({ booking_ids: [booking.id], manage_tokens: { [String(booking.id)]: manage_token } });
    const mail = await renderNotification(t.database.db, { ...notes[0]!, id: Number(notes[0]!.id) } as never, { publicUrl: 'http://localhost:3000' });
    expect(mail.text).toContain(`http://localhost:3000/manage/${booking.id}?token=${manage_token}`);
  });

  it('a truffle hunt: pending until paid through the payment API; then paid', async () => {
    const b = await paidTruffle(await h.slotId(12, '09:00'));
    expect(b.body.payment).toEqual({ required: true, amount: 170, amount_cents: 17000 });
    const after = (await view(b)).json().data.booking;
    expect(after).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      amounts: { total: 170, paid: 170, due_on_site: 0 },
      cancellation: { refund_percent: 100, refund_amount: 170, nothing_charged: false },
    });
    // No confirmation at creation; the payment confirms it: the guest's e-mail (with a manage link of its own) and the staff notice, once.
    await call('POST', `/api/payments-api/confirm-payment?token=${b.token}`, { payment_intent_id: b.paymentIntentId, card_number: '4242424242424242' });
    const notes = await h.rows<{ kind: string; recipient: string; payload: { manage_tokens?: Record<string, string> } }>(
      sql`SELECT kind, recipient, payload FROM notifications WHERE payload->'booking_ids' @> ${JSON.stringify([b.id])}::jsonb ORDER BY kind`,
    );
    expect(notes.map((n) => [n.kind, n.recipient])).toEqual([
      ['booking_confirmation', customer.email],
      ['staff_new_booking', 'staff@tenuta.example'],
    ]);
    const mailed = notes[0]!.payload.manage_tokens![String(b.id)]!;
    expect(mailed).not.toBe(b.token);
    expect((await view({ id: b.id, token: mailed })).statusCode).toBe(200);
  });

  it('validates like the cart, by the same rules: limits, CHOICE, VIP, seats; prices are the server’s', async () => {
    const truffle = await h.slotId(13, '14:00');
    const cases: [Json, number, string][] = [
      [createBody(truffle, { adults: 1 }), 400, 'A truffle hunt needs at least 2 adults'],
      [createBody(truffle, { adults: 6, children: 3 }), 400, 'A truffle hunt takes at most 8 participants'],
      [createBody(await h.slotId(13, '10:00'), { adults: 2, children: 11 }), 400, 'At most 10 children per booking'],
      [createBody(await h.slotId(13, '11:30')), 400, 'Choose TRUFFLE or WINE for this CHOICE slot'],
      [createBody(truffle, { category: 'WINE' }), 400, 'This slot is a truffle hunt; it cannot be booked as a wine tasting'],
      [createBody(truffle, { language: 'DE' }), 400, 'Language DE is not offered on this slot'],
      [createBody(999999), 404, 'Slot not found'],
    ];
    for (const [body, status, error] of cases) {
      const res = await call('POST', '/api/bookings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    const bad = await call('POST', '/api/bookings', { ...createBody(truffle), customer: { ...customer, email: 'anna rossi@example.it' }, price: 1 });
    expect(bad.statusCode).toBe(400);
    // Seats: 6 taken, a party of 3 does not fit; VIP needs a virgin slot.
    await book(truffle, { adults: 6 });
    const full = await call('POST', '/api/bookings', createBody(truffle, { adults: 3 }));
    expect(full.json()).toMatchObject({ code: 'capacity_exceeded', detail: 'Only 2 seats left on this slot (asked for 3)' });
    expect((await call('POST', '/api/bookings', createBody(truffle, { vip: true }))).json().error).toBe('The VIP upgrade is only available on a slot with no other guests');
    // CHOICE: the first booking fixes the category.
    const choice = await h.slotId(13, '11:30');
    await book(choice, { category: 'WINE' });
    expect((await call('POST', '/api/bookings', createBody(choice, { category: 'TRUFFLE' }))).json().code).toBe('choice_conflict');
    // A VIP truffle on a virgin slot makes it private, at the slot's supplement.
    const vip = await book(await h.slotId(13, '09:00'), { vip: true, adults: 3 });
    expect(vip.body.booking.amounts).toMatchObject({ subtotal: 305, vip_supplement: 50, total: 305 });
    expect((await call('POST', '/api/bookings', createBody(await h.slotId(13, '09:00')))).json().code).toBe('capacity_exceeded');
  });

  it('is rate-limited per address: 10 in 10 minutes, then 429 with Retry-After', async () => {
    const slot = await h.slotId(14, '14:00');
    for (let i = 0; i < 10; i++) expect((await call('POST', '/api/bookings', createBody(slot, { adults: 1 }), '203.0.113.50')).statusCode).toBe(400);
    const limited = await call('POST', '/api/bookings', createBody(slot), '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('POST', '/api/bookings', createBody(slot), '203.0.113.51')).statusCode).toBe(201);
  });
});

describe('cancel', () => {
  it('a wine tasting: cancelled with no refund, "nothing charged", seats free at once, guest and staff told', async () => {
    const slot = await h.slotId(15, '10:00');
    const before = await free(slot);
    const b = await book(slot, { adults: 4, locale: 'en' });
    expect(await free(slot)).toBe(before - 4);
    expect((await call('POST', `/api/bookings/${b.id}/cancel?token=${b.token}`, { reason: 'x' })).statusCode).toBe(400);
    expect((await call('POST', `/api/bookings/${b.id}/cancel?token=${b.token}`, {})).statusCode).toBe(400);
    const res = await cancel(b, 'Cambio di programma');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      refund_percent: 100,
      refund_amount: 0,
      refund_status: 'none',
      nothing_charged: true,
      email_queued: true,
      booking: {
        status: 'cancelled',
        payment_status: 'pay_on_site',
        cancel_reason: 'Cambio di programma',
        amounts: { due_on_site: 0 },
        cancellation: { allowed: false, reason_if_not_allowed: 'already_cancelled' },
      },
    });
    expect(await free(slot)).toBe(before);
    expect(await refunds(b.id)).toEqual([]);
    const [event] = await h.rows<Json>(sql`SELECT from_status, to_status, actor, data FROM booking_events WHERE booking_id = ${b.id} AND type = 'cancelled'`);
    expect(event).toMatchObject({
      from_status: 'confirmed',
      to_status: 'cancelled',
      actor: 'guest',
      data: { reason: 'Cambio di programma', refund_percent: 100, refund_cents: 0 },
    });
    const notes = await h.rows<Json>(sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE payload->>'booking_id' = ${String(b.id)} ORDER BY id`);
    expect(notes.map((n) => [n.kind, n.recipient, n.locale])).toEqual([
      ['booking_cancelled', 'anna.rossi@example.it', 'en'],
      ['staff_booking_cancelled', 'staff@tenuta.example', 'it'],
    ]);
    const [guest, staff] = await Promise.all(notes.map((n) => renderNotification(t.database.db, { ...n, id: Number(n.id) } as never, { publicUrl: 'http://localhost:3000' })));
    expect(guest!.text).toContain('Nothing was charged');
    expect(guest!.text).toContain('http://localhost:3000/wine-tasting');
    expect(staff!.text).toContain('Cambio di programma');
  });

  it('a paid truffle hunt 7+ days ahead: 100 % back on the card, once; a second cancel is 409', async () => {
    const slot = await h.slotId(16, '09:00');
    const b = await paidTruffle(slot, { adults: 3 });
    const calls = refundCalls;
    const res = await cancel(b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      refund_percent: 100,
      refund_amount: 255,
      refund_status: 'succeeded',
      nothing_charged: false,
      booking: { status: 'cancelled', payment_status: 'refunded', amounts: { paid: 255, refunded: 255, refund_pending: 0 } },
    });
    expect(refundCalls).toBe(calls + 1);
    const [row] = await refunds(b.id);
    expect(row).toMatchObject({ status: 'succeeded', amount_cents: 25500, provider_payment_id: b.paymentIntentId });
    expect(row!.provider_refund_id).toMatch(/^re_/);
    const again = await cancel(b);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', error: 'This booking is already cancelled' });
    expect(await refunds(b.id)).toHaveLength(1);
    expect(refundCalls).toBe(calls + 1);
    const payments = (await call('GET', `/api/payments-api/booking/${b.id}/payments?token=${b.token}`)).json();
    expect(payments).toMatchObject({ net_paid: 0, refunds: [{ amount: 25500, status: 'succeeded' }] });
  });

  it('10 concurrent cancels: one succeeds, nine 409, exactly one refund row', async () => {
    const b = await paidTruffle(await h.slotId(17, '14:00'));
    const results = await Promise.all(Array.from({ length: 10 }, () => cancel(b)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await refunds(b.id)).toHaveLength(1);
    const events = await h.rows(sql`SELECT id FROM booking_events WHERE booking_id = ${b.id} AND type = 'cancelled'`);
    expect(events).toHaveLength(1);
  });

  it('one booking of a paid checkout: only its share of the card payment goes back', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(18, '09:00') }, { slot: await h.slotId(19, '14:00'), adults: 3 }]);
    const started = (await h.startCheckout(cart, checkoutBody())).json();
    expect((await h.pay(started.stripe_session_url, '4242424242424242')).statusCode).toBe(303);
    const details = (await h.inject('GET', `/api/checkout-sessions/${started.checkout_session_id}`)).json().data;
    expect(details.status).toBe('completed');
    const [confirmation] = await h.rows<{ payload: { manage_tokens: Record<string, string> } }>(
      sql`SELECT payload FROM notifications WHERE kind = 'booking_confirmation' AND payload->>'checkout_session_id' = ${started.checkout_session_id}`,
    );
    const second = details.bookings.find((x: Json) => x.people_count === 3);
    const res = await cancel({ id: second.booking_id, token: confirmation!.payload.manage_tokens[String(second.booking_id)]! });
    expect(res.json().data).toMatchObject({ refund_amount: 255, refund_status: 'succeeded' });
    const pi = await h.rows<{ amount_refunded_cents: number; amount_cents: number }>(
      sql`SELECT amount_refunded_cents, amount_cents FROM simulator_payment_intents WHERE id = ${(await refunds(second.booking_id))[0]!.provider_payment_id}`,
    );
    expect(pi[0]).toMatchObject({ amount_cents: 17000 + 25500, amount_refunded_cents: 25500 });
  });

  it('after the start it is a no-show: 409, nothing refunded', async () => {
    const slot = await h.slotId(20, '09:00');
    const b = await paidTruffle(slot);
    const [s] = await h.rows<{ starts_at: Date }>(sql`SELECT starts_at FROM slots WHERE id = ${slot}`);
    pin(new Date(s!.starts_at));
    const res = await cancel(b);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('The experience has already started: the booking can no longer be cancelled');
    expect((await view(b)).json().data.booking.cancellation).toMatchObject({ allowed: false, reason_if_not_allowed: 'started', refund_amount: 0 });
    expect(await refunds(b.id)).toEqual([]);
  });

  it('the provider unreachable: cancelled anyway, refund pending; the retry settles it once', async () => {
    const b = await paidTruffle(await h.slotId(21, '14:00'));
    refundsDown = true;
    const res = await cancel(b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refund_status: 'pending', refund_amount: 170, booking: { status: 'cancelled', amounts: { refund_pending: 170, refunded: 0 } } });
    expect(await refunds(b.id)).toMatchObject([{ status: 'pending', provider_refund_id: null }]);
    // Still down: the retry leaves it pending.
    pin(Date.now() + 60_000);
    expect(await retryPendingRefunds({ db: t.database.db, clock, payments: t.app.deps.payments!, billing: billingPort })).toMatchObject({ pending: 1, succeeded: 0 });
    refundsDown = false;
    const deps = { db: t.database.db, clock, payments: t.app.deps.payments!, billing: billingPort };
    expect(await retryPendingRefunds(deps)).toMatchObject({ succeeded: 1, pending: 0 });
    expect(await retryPendingRefunds(deps)).toEqual({ succeeded: 0, failed: 0, pending: 0 });
    expect(await refunds(b.id)).toMatchObject([{ status: 'succeeded', amount_cents: 17000 }]);
    const [pi] = await h.rows<{ amount_refunded_cents: number }>(sql`SELECT amount_refunded_cents FROM simulator_payment_intents WHERE id = ${b.paymentIntentId}`);
    expect(pi!.amount_refunded_cents).toBe(17000);
    expect((await view(b)).json().data.booking.amounts).toMatchObject({ refunded: 170, refund_pending: 0 });
  });

  it('a refund the provider answers pending stays pending and is followed by its id (a replayed key would answer pending for ever); canceled is recorded as canceled', async () => {
    const sim = t.app.deps.payments as unknown as SimulatorProvider;
    const b = await paidTruffle(await h.slotId(22, '14:00'));
    sim.nextRefundStatuses.push('pending');
    const res = await cancel(b);
    expect(res.json().data).toMatchObject({ refund_status: 'pending', booking: { amounts: { refund_pending: 170, refunded: 0 } } });
    const [row] = await refunds(b.id);
    expect(row).toMatchObject({ status: 'pending', provider_refund_id: expect.stringMatching(/^re_/) });
    await sim.setRefundStatus(row!.provider_refund_id!, 'succeeded');
    const deps = { db: t.database.db, clock, payments: t.app.deps.payments!, billing: billingPort };
    pin(Date.now() + 60_000);
    const calls = refundCalls;
    expect(await retryPendingRefunds(deps)).toMatchObject({ succeeded: 1 });
    expect(refundCalls).toBe(calls); // retrieved, not created again
    expect(await refunds(b.id)).toMatchObject([{ status: 'succeeded', provider_refund_id: row!.provider_refund_id }]);

    const c = await paidTruffle(await h.slotId(23, '14:00'));
    sim.nextRefundStatuses.push('canceled');
    expect((await cancel(c)).json().data).toMatchObject({ refund_status: 'failed', booking: { amounts: { refunded: 0, refund_pending: 0 } } });
    expect(await refunds(c.id)).toMatchObject([{ status: 'canceled' }]);
  });

  it('a refund never answered is not sent again once its idempotency key may have expired (over 23 h): left pending to staff', async () => {
    const b = await paidTruffle(await h.slotId(24, '14:00'));
    refundsDown = true;
    expect((await cancel(b)).json().data).toMatchObject({ refund_status: 'pending' });
    refundsDown = false;
    await h.rows(sql`UPDATE payments SET created_at = now() - interval '25 hours' WHERE booking_id = ${b.id} AND kind = 'refund'`);
    const calls = refundCalls;
    expect(await retryPendingRefunds({ db: t.database.db, clock, payments: t.app.deps.payments!, billing: billingPort })).toMatchObject({ pending: 1, succeeded: 0 });
    expect(refundCalls).toBe(calls);
    expect(await refunds(b.id)).toMatchObject([{ status: 'pending', provider_refund_id: null }]);
  });
});

describe('refund tiers at the boundaries (Europe/Rome, injectable clock)', () => {
  const HOUR = 3_600_000;

  it('exactly 168 h before: 100 %; one millisecond later: 70 %; exactly 48 h: 70 %; then 50 %', async () => {
    const { id: slot, startsAt } = await truffleSlotAt('2027-01-20 09:30');
    pin(startsAt.getTime() - 20 * 24 * HOUR);
    const a = await paidTruffle(slot);
    const b = await paidTruffle(slot);
    const at = async (ms: number) => {
      pin(startsAt.getTime() - ms);
      return (await view(a)).json().data.booking.cancellation;
    };
    expect(await at(168 * HOUR)).toMatchObject({ refund_percent: 100, refund_amount: 170 });
    expect(await at(168 * HOUR - 1)).toMatchObject({ refund_percent: 70, refund_amount: 119 });
    expect(await at(48 * HOUR)).toMatchObject({ refund_percent: 70 });
    expect(await at(48 * HOUR - 1)).toMatchObject({ refund_percent: 50, refund_amount: 85 });
    // The cancel API applies the same instant's tier.
    pin(startsAt.getTime() - 168 * HOUR);
    expect((await cancel(a)).json().data).toMatchObject({ refund_percent: 100, refund_amount: 170 });
    pin(startsAt.getTime() - 168 * HOUR + 1);
    expect((await cancel(b)).json().data).toMatchObject({ refund_percent: 70, refund_amount: 119 });
    expect((await refunds(b.id))[0]).toMatchObject({ amount_cents: 11900, status: 'succeeded' });
  });

  it('across the spring DST change, the same wall-clock time 7 days before is only 167 h: 70 %, no free date change', async () => {
    // 30 March 2027 09:30 CEST; the clocks went forward on Sunday 28 March.
    const { id: slot, startsAt } = await truffleSlotAt('2027-03-30 09:30');
    expect(startsAt.toISOString()).toBe('2027-03-30T07:30:00.000Z');
    pin(new Date('2027-03-01T10:00:00Z'));
    const b = await paidTruffle(slot);
    pin(new Date('2027-03-23T08:30:00Z')); // 23 March 09:30 CET
    const v = (await view(b)).json().data.booking;
    expect(v.cancellation).toMatchObject({ refund_percent: 70 });
    expect(v.date_change).toEqual({ allowed_free: false, deadline: '2027-03-23T07:30:00.000Z', reason_if_not_allowed: 'too_late' });
    pin(new Date('2027-03-23T07:30:00Z')); // 23 March 08:30 CET: exactly 168 h
    expect((await view(b)).json().data.booking).toMatchObject({ cancellation: { refund_percent: 100 }, date_change: { allowed_free: true } });
    expect((await cancel(b)).json().data).toMatchObject({ refund_percent: 100, refund_amount: 170 });
  });
});

describe('change of date', () => {
  it('lists other slots of the same experience from tomorrow, moves the booking and its seats, e-mails the new .ics', async () => {
    const from = await h.slotId(22, '09:00');
    const to = await h.slotId(25, '14:00');
    const b = await paidTruffle(from, { adults: 3 });
    const options = (await call('GET', `/api/bookings/${b.id}/date-options?token=${b.token}`)).json().data;
    expect(options.allowed_free).toBe(true);
    const ids = options.options.map((o: Json) => o.slot_id);
    expect(ids).toContain(to);
    expect(ids).not.toContain(from);
    expect(ids).not.toContain(await h.slotId(25, '10:00')); // wine
    // A CHOICE slot still open can become this hunt at the same price: it is offered too.
    expect(ids).toContain(await h.slotId(25, '11:30'));
    expect(options.options.map((o: Json) => o.starts_at)).toEqual([...options.options.map((o: Json) => o.starts_at)].sort());
    expect(options.options[0].date > new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date())).toBe(true);
    const beforeFrom = await free(from);
    const beforeTo = await free(to);

    const res = await call('POST', `/api/bookings/${b.id}/change-date?token=${b.token}&locale=en`, { slot_id: to });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.previous).toMatchObject({ slot_id: from, start_time: '09:00' });
    expect(data.booking).toMatchObject({ status: 'paid', start_time: '14:00', experience_name: 'Truffle Hunt', amounts: { total: 255, paid: 255 } });
    expect(data.email_queued).toBe(true);
    expect(await free(from)).toBe(beforeFrom + 3);
    expect(await free(to)).toBe(beforeTo - 3);
    const [event] = await h.rows<Json>(sql`SELECT from_status, to_status, data FROM booking_events WHERE booking_id = ${b.id} AND type = 'date_changed'`);
    expect(event).toMatchObject({ from_status: 'paid', to_status: 'paid', data: { from_slot_id: from, to_slot_id: to } });
    const [note] = await h.rows<Json>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind = 'booking_date_changed' AND payload->>'booking_id' = ${String(b.id)}`,
    );
    const newToken = note!.payload.manage_tokens[String(b.id)];
    expect(newToken).not.toBe(b.token);
    const mail = await renderNotification(t.database.db, { ...note!, id: Number(note!.id) } as never, { publicUrl: 'http://localhost:3000' });
    expect(mail.text).toContain(`/manage/${b.id}?token=${newToken}`);
    expect(mail.attachments[0]!.content).toContain('BEGIN:VCALENDAR');
    // Both links open the booking.
    expect((await view({ id: b.id, token: newToken })).statusCode).toBe(200);
    expect((await view(b)).statusCode).toBe(200);
  });

  it('refused under 7 days, to the same slot, another experience or a different price', async () => {
    const near = await paidTruffle(await h.slotId(5, '09:00'));
    const late = await call('POST', `/api/bookings/${near.id}/change-date?token=${near.token}`, { slot_id: await h.slotId(26, '09:00') });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('The date can be changed for free only up to 7 days before the start');
    expect((await call('GET', `/api/bookings/${near.id}/date-options?token=${near.token}`)).json().data).toMatchObject({
      allowed_free: false,
      reason_if_not_allowed: 'too_late',
      options: [],
    });

    const b = await book(await h.slotId(26, '10:00')); // wine, Tradizione
    const move = (slot: number) => call('POST', `/api/bookings/${b.id}/change-date?token=${b.token}`, { slot_id: slot });
    expect((await move(await h.slotId(26, '10:00'))).json().error).toBe('This is already the date of your booking');
    expect((await move(await h.slotId(27, '15:00'))).json().error).toBe('This slot is for another experience');
    const dearer = await h.slotId(27, '10:00');
    await t.database.db.execute(sql`UPDATE slots SET wine_price_cents = 3500 WHERE id = ${dearer}`);
    const priced = await move(dearer);
    expect(priced.statusCode).toBe(400);
    expect(priced.json().error).toBe('This date has a different price');
    expect((await call('GET', `/api/bookings/${b.id}/date-options?token=${b.token}`)).json().data.options.map((o: Json) => o.slot_id)).not.toContain(dearer);
    expect((await view(b)).json().data.booking.start_time).toBe('10:00');
  });

  it('two concurrent changes into a slot with room for one party: exactly one succeeds', async () => {
    const target = await h.slotId(30, '10:00'); // wine, 16 seats
    await book(target, { adults: 14 });
    const a = await book(await h.slotId(28, '10:00'));
    const b = await book(await h.slotId(29, '10:00'));
    const results = await Promise.all([a, b].map((x) => call('POST', `/api/bookings/${x.id}/change-date?token=${x.token}`, { slot_id: target })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().code).toBe('capacity_exceeded');
    expect(await free(target)).toBe(0);
    const moved = await h.rows(sql`SELECT id FROM bookings WHERE slot_id = ${target} AND id IN (${a.id}, ${b.id})`);
    expect(moved).toHaveLength(1);
  });
});

describe('calendar, review, unpaid bookings', () => {
  it('GET calendar.ics: a text/calendar attachment; none for a cancelled booking', async () => {
    const b = await book(await h.slotId(31, '16:30'));
    const res = await call('GET', `/api/bookings/${b.id}/calendar.ics?token=${b.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tenuta-${b.number}.ics"`);
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain(`UID:${b.number}@tenuta`);
    await cancel(b);
    expect((await call('GET', `/api/bookings/${b.id}/calendar.ics?token=${b.token}`)).statusCode).toBe(409);
  });

  it('reviewable once the experience has ended, until a review exists', async () => {
    const slot = await h.slotId(32, '15:00');
    const b = await book(slot);
    expect((await view(b)).json().data.booking.reviewable).toBe(false);
    const [s] = await h.rows<{ starts_at: Date; duration_minutes: number; experience_id: number }>(
      sql`SELECT starts_at, duration_minutes, experience_id FROM slots WHERE id = ${slot}`,
    );
    pin(new Date(s!.starts_at).getTime() + s!.duration_minutes * 60_000);
    expect((await view(b)).json().data.booking).toMatchObject({ reviewable: true, cancellation: { allowed: false, reason_if_not_allowed: 'started' } });
    await t.database.db.execute(
      sql`INSERT INTO reviews (booking_id, experience_id, author_name, rating, body) VALUES (${b.id}, ${s!.experience_id}, 'Anna', 5, 'Bellissima esperienza in cantina')`,
    );
    expect((await view(b)).json().data.booking.reviewable).toBe(false);
  });

  it('a direct truffle booking never paid releases its seats after 30 minutes; a paid one stays', async () => {
    const slot = await h.slotId(33, '09:00');
    const before = await free(slot);
    const unpaid = await book(slot);
    const paid = await paidTruffle(slot);
    expect(await free(slot)).toBe(before - 4);
    pin(Date.now() + 29 * 60_000);
    await expireUnpaidBookings({ db: t.database.db, clock });
    expect((await view(unpaid)).json().data.booking.status).toBe('pending');
    pin(Date.now() + 31 * 60_000);
    expect(await expireUnpaidBookings({ db: t.database.db, clock })).toBeGreaterThanOrEqual(1);
    const [event] = await h.rows<Json>(sql`SELECT from_status, to_status, actor FROM booking_events WHERE booking_id = ${unpaid.id} AND type = 'expired'`);
    expect(event).toEqual({ from_status: 'pending', to_status: 'cancelled', actor: 'system' });
    expect((await view(unpaid)).json().data.booking).toMatchObject({ status: 'cancelled', cancel_reason: 'unpaid' });
    expect((await view(paid)).json().data.booking.status).toBe('paid');
    expect(await free(slot)).toBe(before - 2);
  });

  it('a card left waiting for 3-D Secure keeps the seats only 15 minutes more, however many attempts are made', async () => {
    const slot = await h.slotId(33, '14:00');
    const before = await free(slot);
    const b = await book(slot);
    const challenge = async () => {
      const intent = await call('POST', `/api/payments-api/create-payment-intent?token=${b.token}`, {
        amount: b.body.payment.amount_cents,
        booking_id: b.id,
        customer_email: customer.email,
      });
      expect(intent.statusCode, intent.body).toBe(200);
      const pending = await call('POST', `/api/payments-api/confirm-payment?token=${b.token}`, {
        payment_intent_id: intent.json().payment_intent_id,
        card_number: '4000002760003184',
      });
      expect(pending.json()).toMatchObject({ status: 'requires_action', requires_action: true });
      return intent.json().payment_intent_id as string;
    };
    await challenge();
    // Past the 30 minutes, the guest is still answering their bank: the seats stay.
    pin(Date.now() + 31 * 60_000);
    await expireUnpaidBookings({ db: t.database.db, clock });
    expect((await view(b)).json().data.booking.status).toBe('pending');
    // A fresh attempt left waiting too does not move the deadline.
    const last = await challenge();
    pin(Date.now() + 44 * 60_000);
    await expireUnpaidBookings({ db: t.database.db, clock });
    expect((await view(b)).json().data.booking.status).toBe('pending');
    pin(Date.now() + 46 * 60_000);
    expect(await expireUnpaidBookings({ db: t.database.db, clock })).toBeGreaterThanOrEqual(1);
    expect((await view(b)).json().data.booking).toMatchObject({ status: 'cancelled', cancel_reason: 'unpaid' });
    expect(await free(slot)).toBe(before);
    // Answering the challenge afterwards charges and gives the money back (late payment): the seats stay free.
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/payment-intents/${last}/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    expect(approve.statusCode).toBe(200);
    await call('GET', `/api/payments-api/payment-status/${last}`);
    expect(await refunds(b.id)).toMatchObject([{ status: 'succeeded', amount_cents: b.body.payment.amount_cents, provider_payment_id: last }]);
    expect(await free(slot)).toBe(before);
  });

  it('a card payment that completes after its booking was released unpaid is given back in full, once; the seats stay free', async () => {
    const slot = await h.slotId(34, '09:00');
    const before = await free(slot);
    const b = await book(slot);
    const intent = await call('POST', `/api/payments-api/create-payment-intent?token=${b.token}`, {
      amount: b.body.payment.amount_cents,
      booking_id: b.id,
      customer_email: customer.email,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const paymentIntentId = intent.json().payment_intent_id as string;
    pin(Date.now() + 31 * 60_000);
    await expireUnpaidBookings({ db: t.database.db, clock });
    expect((await view(b)).json().data.booking.status).toBe('cancelled');
    const calls = refundCalls;
    // The guest's card goes through only now (e.g. a bank check finished late).
    const paid = await call('POST', `/api/payments-api/confirm-payment?token=${b.token}`, { payment_intent_id: paymentIntentId, card_number: '4242424242424242' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await refunds(b.id);
    expect(row).toMatchObject({ status: 'succeeded', amount_cents: b.body.payment.amount_cents, provider_payment_id: paymentIntentId });
    expect(refundCalls).toBe(calls + 1);
    // Asking again (status polling, a replayed confirmation) refunds nothing more.
    await call('GET', `/api/payments-api/payment-status/${paymentIntentId}`);
    await call('POST', `/api/payments-api/confirm-payment?token=${b.token}`, { payment_intent_id: paymentIntentId, card_number: '4242424242424242' });
    expect(await refunds(b.id)).toHaveLength(1);
    expect(refundCalls).toBe(calls + 1);
    const after = (await view(b)).json().data.booking;
    expect(after).toMatchObject({ status: 'cancelled', amounts: { paid: after.amounts.refunded, refund_pending: 0 } });
    const events = await h.rows<{ type: string }>(sql`SELECT type FROM booking_events WHERE booking_id = ${b.id} ORDER BY id`);
    expect(events.map((e) => e.type)).toEqual(['created', 'expired', 'late_payment_refund']);
    // No confirmation e-mail for a booking that no longer exists.
    const notes = await h.rows<{ kind: string }>(sql`SELECT kind FROM notifications WHERE payload->'booking_ids' @> ${JSON.stringify([b.id])}::jsonb`);
    expect(notes.map((n) => n.kind)).not.toContain('booking_confirmation');
    // The guest and the estate are told of the refund once (not again on the replayed confirmation).
    const refundNotes = await h.rows<{ id: string; kind: string; recipient: string; locale: string; payload: unknown }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind IN ('late_payment_refunded', 'staff_late_payment_refunded') AND payload->'booking_ids' @> ${JSON.stringify([b.id])}::jsonb ORDER BY kind`,
    );
    expect(refundNotes.map((n) => [n.kind, n.recipient])).toEqual([
      ['late_payment_refunded', customer.email],
      ['staff_late_payment_refunded', expect.any(String)],
    ]);
    const mail = await renderNotification(t.database.db, { ...refundNotes[0]!, id: Number(refundNotes[0]!.id) } as never, { publicUrl: 'http://localhost:3000' });
    expect(mail.text).toContain(b.number);
    expect(mail.text).toMatch(/non risultava pagata entro 30 minuti|not paid within 30 minutes/);
    // Worded by the refund's recorded status: "refunded" once the provider said so; before its answer, "started".
    expect(mail.text).toMatch(/abbiamo rimborsato l’intero importo|we have therefore refunded the full amount/i);
    await t.database.db.execute(sql`UPDATE payments SET status = 'pending' WHERE kind = 'refund' AND booking_id = ${b.id}`);
    const early = await renderNotification(t.database.db, { ...refundNotes[0]!, id: Number(refundNotes[0]!.id) } as never, { publicUrl: 'http://localhost:3000' });
    expect(early.text).toMatch(/abbiamo avviato il rimborso|started the refund/);
    expect(early.text).not.toMatch(/abbiamo rimborsato|have therefore refunded/);
    await t.database.db.execute(sql`UPDATE payments SET status = 'succeeded' WHERE kind = 'refund' AND booking_id = ${b.id}`);
    expect(await free(slot)).toBe(before);
  });

  it('the provider’s payment_intent.succeeded webhook settles a direct payment the guest never came back for: a cancelled booking is refunded', async () => {
    const b = await book(await h.slotId(35, '09:00'));
    const intent = await call('POST', `/api/payments-api/create-payment-intent?token=${b.token}`, {
      amount: b.body.payment.amount_cents,
      booking_id: b.id,
      customer_email: customer.email,
    });
    const paymentIntentId = intent.json().payment_intent_id as string;
    expect((await cancel(b)).statusCode).toBe(200);
    // The bank finishes the payment out of band; only the provider's event tells us.
    const sim = t.app.deps.payments as unknown as SimulatorProvider;
    expect((await sim.confirmPaymentIntent(paymentIntentId, { cardNumber: '4242424242424242' })).status).toBe('succeeded');
    const event = sim.signedEvent('payment_intent.succeeded', { id: paymentIntentId, object: 'payment_intent' });
    const deliver = () =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.payload });
    expect((await deliver()).json()).toMatchObject({ received: true, outcome: 'payment_synced' });
    expect((await deliver()).json()).toMatchObject({ outcome: 'duplicate_event' });
    expect(await refunds(b.id)).toMatchObject([{ status: 'succeeded', amount_cents: b.body.payment.amount_cents, provider_payment_id: paymentIntentId }]);
  });
});

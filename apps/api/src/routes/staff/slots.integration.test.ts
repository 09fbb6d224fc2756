import type { NotificationKind } from '@tenuta/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { retryPendingRefunds, type PaymentProvider } from '@tenuta/booking';
import { renderNotification } from '@tenuta/mail';
import { createSimulatorProvider } from '@tenuta/payments';
import { checkoutHelpers, romeToday } from '../../checkout-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const h = checkoutHelpers(() => t);
let pinned: number | null = null;
const clock = { now: () => new Date(pinned ?? Date.now()) };

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

type Headers = { authorization: string };
let manager: Headers;
let managerId: number;
let desk: Headers;
let accountant: Headers;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    payments: (db, c) => flakyRefunds(createSimulatorProvider({ db, clock: c, publicUrl: 'http://localhost:3000', webhookSecret: 'whsec_test_simulator' })),
  });
  const m = await staffSession(t.database.db, 'manager');
  manager = m.headers;
  managerId = m.id;
  desk = (await staffSession(t.database.db, 'front_desk')).headers;
  accountant = (await staffSession(t.database.db, 'accountant')).headers;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  pinned = null;
  refundsDown = false;
});

// biome-ignore lint/suspicious/noExplicitAny: JSON answers and rows read field by field at any depth; the assertions check their shape
type Json = Record<string, any>;
let ip = 0;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({ method, url, remoteAddress: `198.51.100.${(ip++ % 250) + 1}`, ...(headers ? { headers } : {}), ...(payload !== undefined ? { payload: payload as Json } : {}) });

const guest = (n: number) => ({ first_name: 'Ospite', last_name: `N${n}`, email: `guest${n}@example.it`, phone: '+39 333 1234567' });
let guests = 0;
/** A direct booking on `slot`; paid by card (simulator 4242…) unless `pay` is false. */
async function booking(slot: number, over: { adults?: number; locale?: 'it' | 'en'; pay?: boolean; language?: string } = {}) {
  const locale = over.locale ?? 'it';
  const res = await call('POST', '/api/bookings', undefined, {
    slot_id: slot,
    adults: over.adults ?? 2,
    children: 0,
    language: over.language ?? 'IT',
    customer: guest(++guests),
    locale,
  });
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json().data;
  if (over.pay !== false) {
    const token = encodeURIComponent(b.manage_token);
    const intent = await call('POST', `/api/payments-api/create-payment-intent?token=${token}`, undefined, {
      amount: b.payment.amount_cents,
      booking_id: b.booking.id,
      customer_email: `guest${guests}@example.it`,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const paid = await call('POST', `/api/payments-api/confirm-payment?token=${token}`, undefined, {
      payment_intent_id: intent.json().payment_intent_id,
      card_number: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { id: Number(b.booking.id), amountCents: Number(b.payment.amount_cents ?? 0) };
}
const refundRows = (slot: number) =>
  h.rows<{ booking_id: number; status: string; amount_cents: number; reason: string; staff_id: number | null }>(
    sql`SELECT p.booking_id, p.status, p.amount_cents, p.reason, p.staff_id FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE b.slot_id = ${slot} AND p.kind = 'refund' ORDER BY p.booking_id, p.id`,
  );
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('who may do what', () => {
  it('refuses every slot route without a session (401) and writes to front desk and accountant (403); both may read', async () => {
    const slot = await h.slotId(40, '10:00');
    const day = addDays(romeToday(), 40);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/staff/slots?from=${day}&to=${day}`],
      ['GET', `/api/staff/slots/${slot}`],
      ['POST', '/api/staff/slots', { category: 'WINE', from: day, times: ['20:00'], capacity: 4, wine_price_cents: 3000, languages: ['IT'], experience_id: 4 }],
      ['PATCH', `/api/staff/slots/${slot}`, { capacity: 12 }],
      ['POST', `/api/staff/slots/${slot}/cancel`, { reason: 'Maltempo' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method as 'GET', url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [desk, accountant]) {
        const res = await call(method as 'GET', url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 403);
        if (method !== 'GET') expect(res.json()).toMatchObject({ success: false, code: 'forbidden', detail: 'role_forbidden' });
      }
    }
    const [row] = await h.rows<{ capacity_total: number; is_active: boolean }>(sql`SELECT capacity_total, is_active FROM slots WHERE id = ${slot}`);
    expect(row).toEqual({ capacity_total: 16, is_active: true });
  });
});

describe('the calendar over HTTP', () => {
  it('reads a week, creates a series, answers 400 for bad input and 404 for an unknown slot', async () => {
    const from = addDays(romeToday(), 200);
    const list = await call('GET', `/api/staff/slots?from=${from}&to=${addDays(from, 6)}`, manager);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.slots).toEqual([]);
    const wine = list.json().data.experiences.find((e: Json) => e.slug === 'degustazione-premium');
    const created = await call('POST', '/api/staff/slots', manager, {
      category: 'WINE',
      experience_id: wine.id,
      from,
      to: addDays(from, 13),
      weekdays: [6, 7],
      times: ['10:00', '15:30'],
      capacity: 12,
      wine_price_cents: 4500,
      wine_vip_upgrade_price_cents: 2500,
      languages: ['IT', 'EN', 'DE'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ created: 8, skipped: 0 });
    const again = await call('GET', `/api/staff/slots?from=${from}&to=${addDays(from, 13)}`, manager);
    expect(again.json().data.slots).toHaveLength(8);
    expect(again.json().data.slots[0]).toMatchObject({
      category: 'WINE',
      capacity_total: 12,
      seats_free: 12,
      wine_price_cents: 4500,
      languages: ['IT', 'EN', 'DE'],
      duration_minutes: 90,
    });

    expect((await call('GET', `/api/staff/slots?from=${from}&to=${addDays(from, 62)}`, manager)).statusCode).toBe(400);
    expect((await call('GET', `/api/staff/slots?from=2026-02-30&to=2026-03-01`, manager)).statusCode).toBe(400);
    expect((await call('POST', '/api/staff/slots', manager, { category: 'WINE', from, times: ['25:00'], capacity: 4, languages: ['IT'] })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/staff/slots/999999`, manager, { capacity: 4 })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/staff/slots/${again.json().data.slots[0].id}`, manager, {})).statusCode).toBe(400);
  });

  it('a capacity below the seats taken is a 409 with the numbers', async () => {
    const slot = await h.slotId(41, '09:00');
    await h.cartWith([{ slot, adults: 3 }]);
    await booking(slot, { adults: 2 });
    const res = await call('PATCH', `/api/staff/slots/${slot}`, manager, { capacity: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: 'capacity_below_taken', error: 'Capacity 4 is below the 5 seats taken (2 booked, 3 held in carts)' });
  });
});

describe('cancelling a slot', () => {
  it('cancels every booking with a full refund, releases the holds, tells each guest in their language, once', async () => {
    const slot = await h.slotId(42, '14:00'); // TRUFFLE
    const a = await booking(slot, { adults: 2, locale: 'it' });
    const b = await booking(slot, { adults: 2, locale: 'en', language: 'EN' });
    const unpaid = await booking(slot, { adults: 2, pay: false });
    const cart = await h.cartWith([{ slot, adults: 2 }]);
    const before = await call('GET', `/api/staff/slots/${slot}`, manager);
    expect(before.json().data.cancel_preview).toEqual({ bookings: 3, people: 6, refund_cents: a.amountCents + b.amountCents, on_site_cents: 0, holds: 1 });
    const calls = refundCalls;

    const res = await call('POST', `/api/staff/slots/${slot}/cancel`, manager, { reason: 'Allerta meteo: temporali' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      bookings_cancelled: 3,
      refund_cents: a.amountCents + b.amountCents,
      refunds: { succeeded: 2, pending: 0, failed: 0 },
      emails_queued: 3,
      holds_released: 1,
      slot: { is_active: false, cancel_reason: 'Allerta meteo: temporali', seats_booked: 0, seats_free: 8 },
    });
    expect(refundCalls - calls).toBe(2);
    // The guest whose hold was released is told when the cart is read next.
    expect((await call('GET', `/api/cart/${cart}`)).json()).toMatchObject({ items: [], expired_items: 1 });
    expect(await refundRows(slot)).toEqual([
      { booking_id: a.id, status: 'succeeded', amount_cents: a.amountCents, reason: 'staff_cancellation', staff_id: managerId },
      { booking_id: b.id, status: 'succeeded', amount_cents: b.amountCents, reason: 'staff_cancellation', staff_id: managerId },
    ]);
    const states = await h.rows<{ id: number; status: string; payment_status: string }>(sql`SELECT id, status, payment_status FROM bookings WHERE slot_id = ${slot} ORDER BY id`);
    expect(states).toEqual([
      { id: a.id, status: 'cancelled', payment_status: 'refunded' },
      { id: b.id, status: 'cancelled', payment_status: 'refunded' },
      { id: unpaid.id, status: 'cancelled', payment_status: 'unpaid' },
    ]);
    const events = await h.rows<{ type: string; actor: string }>(sql`SELECT type, actor FROM booking_events WHERE booking_id = ${a.id} ORDER BY id DESC LIMIT 1`);
    expect(events[0]).toEqual({ type: 'slot_cancelled', actor: `staff:${managerId}` });
    const audit = await h.rows<{ action: string; after: Json }>(sql`SELECT action, after FROM staff_audit_log WHERE target_type = 'slot' AND target_id = ${String(slot)}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'slot.cancel', after: { bookings_cancelled: [a.id, b.id, unpaid.id], refund_cents: a.amountCents + b.amountCents } });

    // The English guest's e-mail: in English, the reason, the refund, the next free dates of the hunt.
    const [mail] = await h.rows<{ id: number; kind: NotificationKind; recipient: string; locale: string; payload: Json }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind = 'slot_cancelled' AND payload->>'booking_id' = ${String(b.id)}`,
    );
    expect(mail).toMatchObject({ locale: 'en', payload: { refund_cents: b.amountCents, reason: 'Allerta meteo: temporali' } });
    expect(mail!.payload.alternatives).toHaveLength(5);
    const rendered = await renderNotification(t.database.db, mail!, { publicUrl: 'http://localhost:3000' });
    expect(rendered.subject).toMatch(/^Cancelled: /);
    expect(rendered.text).toContain('Reason: Allerta meteo: temporali');
    expect(rendered.text).toContain('We are refunding the full');
    expect(rendered.text).toContain('http://localhost:3000/truffle-hunting');

    // Twice: 409, nothing refunded twice.
    const second = await call('POST', `/api/staff/slots/${slot}/cancel`, manager, { reason: 'Di nuovo' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('slot_already_cancelled');
    expect(await refundRows(slot)).toHaveLength(2);
    expect(refundCalls - calls).toBe(2);
    // A cancelled slot no longer changes.
    expect((await call('PATCH', `/api/staff/slots/${slot}`, manager, { is_active: true })).json().detail).toBe('slot_cancelled');
  });

  it('releases the holds on it and refunds each booking once when two cancels race', async () => {
    const slot = await h.slotId(43, '09:00'); // TRUFFLE, 8
    const paid = await booking(slot, { adults: 2 });
    await h.cartWith([{ slot, adults: 4 }]);
    const results = await Promise.all([1, 2, 3].map(() => call('POST', `/api/staff/slots/${slot}/cancel`, manager, { reason: 'Cantina allagata' })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409 || c === 503)).toBe(true);
    const ok = results.find((r) => r.statusCode === 200)!.json().data;
    expect(ok).toMatchObject({ bookings_cancelled: 1, holds_released: 1, refund_cents: paid.amountCents });
    expect(await refundRows(slot)).toEqual([{ booking_id: paid.id, status: 'succeeded', amount_cents: paid.amountCents, reason: 'staff_cancellation', staff_id: managerId }]);
    const [held] = await h.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE slot_id = ${slot}`);
    expect(held!.n).toBe(0);
  });

  it('a provider that cannot be reached leaves the refund pending; the retry job sends it once', async () => {
    const slot = await h.slotId(44, '09:00');
    const b = await booking(slot, { adults: 2 });
    refundsDown = true;
    const res = await call('POST', `/api/staff/slots/${slot}/cancel`, manager, { reason: 'Nebbia fitta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refunds).toEqual({ succeeded: 0, pending: 1, failed: 0 });
    expect(await refundRows(slot)).toMatchObject([{ status: 'pending', amount_cents: b.amountCents }]);
    refundsDown = false;
    pinned = Date.now() + 60_000;
    const deps = { db: t.database.db, clock, payments: t.app.deps.payments!, billing: t.app.deps.billing };
    expect(await retryPendingRefunds(deps)).toMatchObject({ succeeded: 1 });
    expect(await retryPendingRefunds(deps)).toMatchObject({ succeeded: 0, pending: 0 });
    expect(await refundRows(slot)).toMatchObject([{ status: 'succeeded', amount_cents: b.amountCents }]);
  });

  it('wine tastings: nothing charged means nothing to refund; money taken at the estate is reported to give back by hand', async () => {
    const slot = await h.slotId(46, '15:00'); // WINE
    const a = await booking(slot, { adults: 2, pay: false });
    const b = await booking(slot, { adults: 3, pay: false });
    await t.database.db.execute(
      sql`INSERT INTO payments (kind, provider, booking_id, amount_cents, status, method, staff_id) VALUES ('payment', 'on_site', ${b.id}, 12000, 'succeeded', 'cash', ${managerId})`,
    );
    const preview = (await call('GET', `/api/staff/slots/${slot}`, manager)).json().data;
    expect(preview.cancel_preview).toMatchObject({ bookings: 2, refund_cents: 0, on_site_cents: 12000 });
    expect(preview.bookings.map((x: Json) => x.paid_cents)).toEqual([0, 12000]);
    const res = await call('POST', `/api/staff/slots/${slot}/cancel`, manager, { reason: 'Grandine' });
    expect(res.json().data).toMatchObject({ bookings_cancelled: 2, refund_cents: 0, on_site_cents: 12000, refunds: { succeeded: 0, pending: 0, failed: 0 } });
    expect(await refundRows(slot)).toEqual([]);
    const mails = await h.rows<{ payload: Json }>(sql`SELECT payload FROM notifications WHERE kind = 'slot_cancelled' AND payload->>'slot_id' = ${String(slot)} ORDER BY id`);
    expect(mails.map((m) => [m.payload.booking_id, m.payload.nothing_charged, m.payload.on_site_cents])).toEqual([
      [a.id, true, 0],
      [b.id, false, 12000],
    ]);
  });

  it('needs a reason, and refuses a slot that is over', async () => {
    const slot = await h.slotId(45, '09:00');
    expect((await call('POST', `/api/staff/slots/${slot}/cancel`, manager, { reason: ' ' })).statusCode).toBe(400);
    const [past] = await h.rows<{ id: number }>(sql`
      INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, wine_price_cents)
      SELECT id, 'WINE', now() - interval '1 day', 90, 16, ARRAY['IT'], 3000 FROM experiences WHERE slug = 'degustazione-premium' RETURNING id`);
    const res = await call('POST', `/api/staff/slots/${past!.id}/cancel`, manager, { reason: 'Troppo tardi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('slot_ended');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { octoReseller, type TestOctoKey } from '../../octo-key-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { HUNT, octoHelpers, TRADITION } from './octo-fixtures.ts';

/** Changes and cancellations through OCTO follow the engine's and the partner area's rules (docs/domain/octo.md). */
let t: TestApp;
const clock = movableClock();
const o = octoHelpers(() => t);
const h = checkoutHelpers(() => t);
let key: TestOctoKey;
let other: TestOctoKey;

beforeAll(async () => {
  t = await createTestApp({ clock });
  key = await octoReseller(t.database.db, { netDiscountBps: 1500, creditLimitCents: 500_000 });
  other = await octoReseller(t.database.db);
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
const held = async (slotId: number) =>
  Number((await h.rows<{ n: string }>(sql`SELECT coalesce(sum(adults + children), 0) AS n FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > now()`))[0]!.n);
const bookingOf = async (number: unknown) => (await h.rows<Row>(sql`SELECT * FROM bookings WHERE booking_number = ${String(number)}`))[0]!;

describe('changing a reservation', () => {
  it('another time moves the hold (the old seats free, the expiry kept); other units resize it; contact and notes are kept', async () => {
    const a = await h.slotId(20, '09:00');
    const b = await h.slotId(20, '14:00');
    const r = (await o.reserve(key, HUNT, a)).json();
    const moved = await o.call(key, 'PATCH', `/bookings/${r.uuid}`, { availabilityId: String(b) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'ON_HOLD', availabilityId: String(b), utcExpiresAt: r.utcExpiresAt });
    expect([await held(a), await held(b)]).toEqual([0, 2]);
    const resized = (await o.call(key, 'PATCH', `/bookings/${r.uuid}`, { unitItems: o.units(3) })).json();
    expect(resized.unitItems).toHaveLength(3);
    expect(await held(b)).toBe(3);
    const contact = {
      fullName: 'John Doe',
      firstName: 'John',
      lastName: 'Doe',
      emailAddress: 'johndoe@email.com',
      phoneNumber: '+00000000',
      country: 'GB',
      notes: 'Test notes contact',
      locales: ['en'],
    };
    const c = (await o.call(key, 'PATCH', `/bookings/${r.uuid}`, { contact, notes: 'Test note' })).json();
    expect(c).toMatchObject({ contact, notes: 'Test note' });
    const [hold] = await h.rows<{ language: string }>(sql`SELECT language FROM cart_items WHERE slot_id = ${b}`);
    expect(hold!.language).toBe('EN');
  });

  it('another product takes its own slot and units; a move that does not fit is refused and the hold stays', async () => {
    const hunt = await h.slotId(21, '09:00');
    const wine = await h.slotId(21, '10:00');
    const r = (await o.reserve(key, HUNT, hunt)).json();
    const res = await o.call(key, 'PATCH', `/bookings/${r.uuid}`, { productId: TRADITION, optionId: 'DEFAULT', availabilityId: String(wine), unitItems: o.units(4) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ productId: TRADITION, availabilityId: String(wine), pricing: { retail: 4 * 3000, net: null } });
    expect([await held(hunt), await held(wine)]).toEqual([0, 4]);
    const full = await h.slotId(21, '14:00');
    await h.cartWith([{ slot: full, adults: 7 }]);
    const refused = await o.call(key, 'PATCH', `/bookings/${r.uuid}`, { productId: HUNT, availabilityId: String(full), unitItems: o.units(2) });
    expect(refused.json().error).toBe('UNPROCESSABLE_ENTITY');
    expect(await held(wine)).toBe(4);
    expect((await o.call(key, 'PATCH', `/bookings/${r.uuid}`, { productId: 'invalidProductId' })).json().error).toBe('INVALID_PRODUCT_ID');
    expect((await o.call(other, 'PATCH', `/bookings/${r.uuid}`, { notes: 'x' })).json().error).toBe('INVALID_BOOKING_UUID');
  });
});

describe('changing a confirmed booking', () => {
  it('a new date is the site’s free change (same experience and price, 7 days ahead); contact updates the booking; other people are refused', async () => {
    const from = await h.slotId(30, '09:00');
    const to = await h.slotId(31, '09:00');
    const b = await o.booked(key, HUNT, from);
    const moved = await o.call(key, 'PATCH', `/bookings/${b.uuid}`, { availabilityId: String(to) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'CONFIRMED', availabilityId: String(to), supplierReference: b.supplierReference });
    expect((await bookingOf(b.supplierReference)).slot_id).toBe(to);
    const contact = await o.call(key, 'PATCH', `/bookings/${b.uuid}`, { contact: { fullName: 'Carla Verdi', phoneNumber: '+39 333 000' }, resellerReference: 'NEW-REF' });
    expect(contact.json()).toMatchObject({ contact: { fullName: 'Carla Verdi' }, resellerReference: 'NEW-REF' });
    expect(await bookingOf(b.supplierReference)).toMatchObject({ customer_name: 'Carla Verdi', customer_phone: '+39 333 000', partner_reference: 'NEW-REF' });
    expect((await o.call(key, 'PATCH', `/bookings/${b.uuid}`, { unitItems: o.units(4) })).json().error).toBe('UNPROCESSABLE_ENTITY');
    // Within 7 days of the start the date no longer changes for free.
    const soon = await o.booked(key, HUNT, await h.slotId(3, '09:00'));
    expect((await o.call(key, 'PATCH', `/bookings/${soon.uuid}`, { availabilityId: String(await h.slotId(4, '09:00')) })).json().error).toBe('UNPROCESSABLE_ENTITY');
  });
});

describe('cancelling', () => {
  it('a reservation frees its seats at once; cancelling again answers the same', async () => {
    const slot = await h.slotId(22, '09:00');
    const r = (await o.reserve(key, HUNT, slot)).json();
    const c = await o.call(key, 'POST', `/bookings/${r.uuid}/cancel`, { reason: 'Reason for cancellation' });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ status: 'CANCELLED', utcExpiresAt: null, cancellable: false, cancellation: { refund: 'FULL', reason: 'Reason for cancellation' } });
    expect(await held(slot)).toBe(0);
    expect((await o.call(key, 'POST', `/bookings/${r.uuid}/cancel`, {})).json().status).toBe('CANCELLED');
    expect((await o.confirm(key, r.uuid)).json().error).toBe('UNPROCESSABLE_ENTITY');
  });

  it('a confirmed booking follows the refund policy: in full 7 days ahead, part of the net owed within 48 hours', async () => {
    const far = await o.booked(key, HUNT, await h.slotId(23, '09:00'));
    const c = (await o.call(key, 'POST', `/bookings/${far.uuid}/cancel`, { reason: 'Plans changed' })).json();
    expect(c).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL', reason: 'Plans changed' } });
    expect(await bookingOf(far.supplierReference)).toMatchObject({ status: 'cancelled', partner_retained_cents: 0, cancel_reason: 'Plans changed' });
    const near = await o.booked(key, HUNT, await h.slotId(1, '14:00'));
    const n = (await o.call(key, 'POST', `/bookings/${near.uuid}/cancel`, {})).json();
    expect(n).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'PARTIAL' } });
    expect((await bookingOf(near.supplierReference)).partner_retained_cents).toBe(7225); // 50 % of the net of 2 × 85 € less 15 %
    const [event] = await h.rows<{ actor: string; data: Row }>(
      sql`SELECT actor, data FROM booking_events WHERE booking_id = ${Number((await bookingOf(near.supplierReference)).id)} AND to_status = 'cancelled'`,
    );
    expect(event).toMatchObject({ actor: `octo:key-${key.keyId}`, data: expect.objectContaining({ channel: 'octo' }) });
    expect((await o.call(other, 'POST', `/bookings/${near.uuid}/cancel`, {})).json().error).toBe('INVALID_BOOKING_UUID');
  });

  it('after the start it is too late (UNPROCESSABLE_ENTITY); a booking the estate cancelled reads CANCELLED', async () => {
    const b = await o.booked(key, HUNT, await h.slotId(2, '09:00'));
    clock.advanceMinutes(3 * 24 * 60);
    try {
      const late = await o.call(key, 'POST', `/bookings/${b.uuid}/cancel`, {});
      expect(late.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
      expect((await o.call(key, 'GET', `/bookings/${b.uuid}`)).json()).toMatchObject({ status: 'CONFIRMED', cancellable: false });
    } finally {
      clock.advanceMinutes(-3 * 24 * 60);
    }
    const w = await o.booked(key, TRADITION, await h.slotId(24, '10:00'));
    await t.database.db.execute(sql`UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancel_reason = 'Storm' WHERE booking_number = ${String(w.supplierReference)}`);
    expect((await o.call(key, 'GET', `/bookings/${w.uuid}`)).json()).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL', reason: 'Storm' } });
  });
});

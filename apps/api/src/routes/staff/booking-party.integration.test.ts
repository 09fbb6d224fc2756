import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { deskBooking, deskHelpers, type Json } from './desk-booking-fixtures.ts';

let t: TestApp;
const clock = movableClock();
const d = deskHelpers(() => t);
const h = checkoutHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await d.signIn();
});
afterAll(async () => {
  await t.close();
});

const booked = async (slot: number, over: Json = {}): Promise<Json> => {
  const res = await d.as('manager', 'POST', '/bookings', deskBooking(slot, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Json;
};
/** A booking the guest paid by card through its payment link. */
const paidByCard = async (slot: number, adults: number): Promise<Json> => {
  const made = await booked(slot, { adults, payment: { kind: 'payment_link' } });
  expect((await h.pay(made.payment_link.url, '4242424242424242')).statusCode).toBe(303);
  return made.booking;
};
const party = (id: number, body: Json, role: 'owner' | 'manager' | 'front_desk' = 'manager') => d.as(role, 'POST', `/bookings/${id}/party`, body);
const view = async (id: number) => (await d.as('manager', 'GET', `/bookings/${id}`)).json().data.booking as Json;

describe('party size', () => {
  it('up on a booking paid on site: seats re-checked, priced again, more due at the estate; audited', async () => {
    const slot = await d.slotIn(24 * 30, 'WINE', 16);
    const { booking: b } = await booked(slot, { adults: 2 });
    const res = await party(b.id, { adults: 4, children: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ from_total_cents: 6000, to_total_cents: 12_000, owed_cents: 12_000, refund_cents: 0, payment_link: null });
    expect(res.json().data.booking).toMatchObject({ status: 'confirmed', payment_status: 'pay_on_site', party: { adults: 4, children: 1 }, money: { due_on_site_cents: 12_000 } });
    expect(await d.seatsTaken(slot)).toBe(5);
    const [audit] = await d.auditOf(b.id, 'booking.change_party');
    expect(audit).toMatchObject({ staff_id: d.staff.manager.id, before: { adults: 2, total_cents: 6000 }, after: { adults: 4, children: 1, total_cents: 12_000 } });
    expect((await d.eventsOf(b.id)).at(-1)).toMatchObject({ type: 'party_changed', actor: `staff:${d.staff.manager.id}` });
  });

  it('up on a hunt paid by card: the balance is due on site, or paid by a link e-mailed to the guest', async () => {
    const slot = await d.slotIn(24 * 31, 'TRUFFLE', 8);
    const b = await paidByCard(slot, 2);
    const res = await party(b.id, { adults: 3, balance: 'payment_link' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Json;
    expect(data).toMatchObject({ owed_cents: 8500, booking: { status: 'confirmed', payment_status: 'pay_on_site', money: { paid_cents: 17_000, due_on_site_cents: 8500 } } });
    const link = (await d.mailsOf(b.id)).filter((m) => m.kind === 'booking_payment_link').at(-1);
    expect(link).toMatchObject({ locale: 'en', payload: { amount_cents: 8500, purpose: 'balance' } });
    // Staff may send it again, worded as a balance's link.
    expect((await view(b.id)).actions.resend_payment_link).toMatchObject({ allowed: true, amount_cents: 8500, purpose: 'balance' });
    expect((await h.pay(data.payment_link.url, '4242424242424242')).statusCode).toBe(303);
    expect(await view(b.id)).toMatchObject({ payment_status: 'paid', money: { paid_cents: 25_500, due_on_site_cents: 0 } });
  });

  it('down on a hunt paid by card: what was paid beyond goes back by the policy (a week ahead: all of it)', async () => {
    const slot = await d.slotIn(24 * 32, 'TRUFFLE', 8);
    const b = await paidByCard(slot, 4);
    const res = await party(b.id, { adults: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ to_total_cents: 17_000, refund_cents: 17_000, refund_status: 'succeeded', hand_back_cents: 0 });
    const ledger = await d.ledgerOf(b.id);
    expect(ledger.filter((r) => r.kind === 'refund')).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: 17_000, reason: 'staff_party_change' })]);
    expect(await view(b.id)).toMatchObject({ status: 'paid', payment_status: 'paid', money: { refunded_cents: 17_000 } });
    expect(await d.seatsTaken(slot)).toBe(2);
  });

  it('down within the week: the policy’s share; an override needs bookings.refund', async () => {
    const slot = await d.slotIn(24 * 3, 'TRUFFLE', 8);
    const b = await paidByCard(slot, 4);
    const res = await party(b.id, { adults: 3 });
    expect(res.json().data).toMatchObject({ refund_cents: 5950 }); // 70 % of 85 €
    const frontDesk = await party(b.id, { adults: 2, refund: 'full' }, 'front_desk');
    expect(frontDesk.statusCode).toBe(403);
  });

  it('no seats for the larger party: 409 with the seats free; nothing changes', async () => {
    const slot = await d.slotIn(24 * 33, 'TRUFFLE', 8);
    await booked(slot, { adults: 6 });
    const { booking: b } = await booked(slot, { adults: 2 });
    const res = await party(b.id, { adults: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: 'not_enough_seats; free=2; asked=3' });
    expect(await view(b.id)).toMatchObject({ party: { adults: 2 }, prices: { total_cents: 17_000 } });
  });

  it('two desks growing two parties for the last seat at once: one of them', async () => {
    const slot = await d.slotIn(24 * 34, 'WINE', 5);
    const { booking: a } = await booked(slot, { adults: 2 });
    const { booking: b } = await booked(slot, { adults: 2 });
    const [ra, rb] = await Promise.all([party(a.id, { adults: 3 }), party(b.id, { adults: 3 }, 'owner')]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    expect(await d.seatsTaken(slot)).toBe(5);
  });

  it('not for a reseller’s booking, nor before its payment link is paid, nor after the start; the front desk may not', async () => {
    const agency = await partnerSession(t.database.db, { paymentTerms: 'on_account' });
    const slot = await d.slotIn(24 * 35, 'TRUFFLE', 8);
    const { booking: p } = await booked(slot, { payment: { kind: 'on_account', partner_id: agency.partnerId } });
    expect((await party(p.id, { adults: 3 })).json().detail).toBe('partner_booking');
    const { booking: l } = await booked(slot, { payment: { kind: 'payment_link' } });
    expect((await party(l.id, { adults: 3 })).json().detail).toBe('payment_link_open');
    const { booking: s } = await booked(slot);
    expect((await party(s.id, { adults: 3 }, 'front_desk')).statusCode).toBe(403);
    await t.database.db.execute(sql`UPDATE slots SET starts_at = now() - interval '10 minutes' WHERE id = ${slot}`);
    expect((await party(s.id, { adults: 3 })).json().detail).toBe('slot_started');
  });
});

describe("the guest's details", () => {
  it('corrected by the front desk: name, e-mail, phone, language; the history and the audit say which fields, not the values', async () => {
    const slot = await d.slotIn(24 * 36, 'WINE', 16);
    const { booking: b } = await booked(slot);
    const res = await d.as('front_desk', 'POST', `/bookings/${b.id}/guest`, { name: 'Emma Clarke-Rossi', email: 'Emma@Example.org', phone: '+39 333 000 1111', locale: 'it' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking.guest).toMatchObject({ name: 'Emma Clarke-Rossi', email: 'emma@example.org', phone: '+39 333 000 1111', locale: 'it' });
    expect((await d.eventsOf(b.id)).at(-1)).toMatchObject({ type: 'guest_changed', data: { fields: ['name', 'email', 'phone', 'locale'] } });
    expect(await d.auditOf(b.id, 'booking.change_guest')).toEqual([
      expect.objectContaining({ staff_id: d.staff.front_desk.id, after: { fields: ['name', 'email', 'phone', 'locale'] } }),
    ]);
    expect((await d.as('front_desk', 'POST', `/bookings/${b.id}/guest`, { phone: '+39 333 000 1111' })).json().detail).toBe('guest_unchanged');
    expect((await d.as('front_desk', 'POST', `/bookings/${b.id}/guest`, { email: 'not an address' })).statusCode).toBe(400);
    expect((await d.as('accountant', 'POST', `/bookings/${b.id}/guest`, { name: 'Someone Else' })).statusCode).toBe(403);
    expect((await d.as('manager', 'POST', '/bookings/999999999/guest', { name: 'Someone Else' })).statusCode).toBe(404);
  });
});

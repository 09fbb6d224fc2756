import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expireUnpaidBookings, sweepExpiredCheckouts } from '@tenuta/booking';
import { checkoutDeps } from '../../checkout-deps.ts';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerOrderHelpers } from '../partners/order-fixtures.ts';
import { deskBooking, deskHelpers, type Json } from './desk-booking-fixtures.ts';

let t: TestApp;
const clock = movableClock();
const d = deskHelpers(() => t);
const h = checkoutHelpers(() => t);
const po = partnerOrderHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await d.signIn();
});
afterAll(async () => {
  await t.close();
});

const create = async (body: Json, role: 'owner' | 'manager' | 'front_desk' = 'front_desk') => d.as(role, 'POST', '/bookings', body);

describe('who may take a booking', () => {
  it('owner, manager and front desk; not the accountant; staff only', async () => {
    const slot = await d.slotIn(24 * 30, 'WINE', 16);
    expect((await d.as('accountant', 'POST', '/bookings', deskBooking(slot))).statusCode).toBe(403);
    expect((await d.as('accountant', 'GET', '/desk/slots?category=WINE&from=2030-01-01&to=2030-01-31')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/bookings', payload: deskBooking(slot) })).statusCode).toBe(401);
    for (const role of ['owner', 'manager', 'front_desk'] as const) expect((await create(deskBooking(slot, { adults: 1 }), role)).statusCode, role).toBe(201);
  });
});

describe('paid on site', () => {
  it('a phone booking of a truffle hunt: the site’s price, confirmed to pay on site, seats taken, audited, the guest’s confirmation in English', async () => {
    const slot = await d.slotIn(24 * 20);
    const res = await create(deskBooking(slot, { adults: 3, children: 1, notes: 'Nut allergy' }));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data.booking as Json;
    expect(b).toMatchObject({ status: 'confirmed', payment_status: 'pay_on_site', party: { adults: 3, children: 1, vip: false } });
    expect(b.prices).toMatchObject({ unit_price_cents: 8500, subtotal_cents: 25_500, total_cents: 25_500 });
    expect(b.money.due_on_site_cents).toBe(25_500);
    expect(b.guest).toMatchObject({ name: 'Emma Clarke', email: 'emma.clarke@example.co.uk', phone: '+44 20 7946 0011', locale: 'en', notes: 'Nut allergy' });
    expect(res.json().data.payment_link).toBeNull();
    expect(await d.seatsTaken(slot)).toBe(4);
    const [created] = await d.eventsOf(b.id);
    expect(created).toMatchObject({ type: 'created', actor: `staff:${d.staff.front_desk.id}`, data: { channel: 'staff', payment: 'on_site' } });
    expect(await d.auditOf(b.id, 'booking.create')).toEqual([
      expect.objectContaining({ staff_id: d.staff.front_desk.id, after: expect.objectContaining({ total_cents: 25_500, payment: 'on_site' }) }),
    ]);
    const mails = await d.mailsOf(b.id);
    // The guest hears in their language; the estate made it, so no staff notice.
    expect(mails.map((m) => [m.kind, m.recipient, m.locale])).toEqual([['booking_confirmation', 'emma.clarke@example.co.uk', 'en']]);
  });

  it('a VIP tasting is priced by the same rules (supplement once); a walk-in without e-mail gets no e-mail', async () => {
    const slot = await d.slotIn(24 * 21, 'WINE', 16);
    const res = await create(deskBooking(slot, { adults: 4, vip: true, guest: { email: null, phone: null, locale: 'it' } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.booking.prices).toMatchObject({ subtotal_cents: 4 * 3000 + 2500, total_cents: 14_500 });
    expect(await d.mailsOf(res.json().data.booking.id)).toEqual([]);
  });

  it('after the online cut-off the desk still books (a walk-in); a started slot is a 409', async () => {
    const soon = await d.slotIn(2); // a hunt in 2 hours: online sales stopped 3 hours before
    expect((await d.webAdd(soon, 2)).json()).toMatchObject({ code: 'booking_closed' });
    expect((await create(deskBooking(soon))).statusCode).toBe(201);
    const listed = await d.as('front_desk', 'GET', `/desk/slots?category=TRUFFLE&from=2000-01-01&to=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`);
    expect(listed.json().data.slots.find((s: Json) => s.id === soon)).toMatchObject({ online_closed: true, capacity_free: 6 });
    const started = await d.slotIn(-1);
    const res = await create(deskBooking(started));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('slot_started');
  });

  it('more people than seats: 409 with the seats free; the participant rules are the site’s', async () => {
    const slot = await d.slotIn(24 * 22, 'TRUFFLE', 8);
    await create(deskBooking(slot, { adults: 5 }));
    const res = await create(deskBooking(slot, { adults: 4 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: 'not_enough_seats; free=3; asked=4' });
    expect((await create(deskBooking(slot, { adults: 1 }))).json().detail).toMatch(/at least 2 adults/);
    expect(await d.seatsTaken(slot)).toBe(5);
  });

  it('never oversells against guests adding the same slot at the same moment', async () => {
    const slot = await d.slotIn(24 * 23, 'WINE', 6);
    const calls = await Promise.all(
      Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? create(deskBooking(slot, { adults: 2 })) : d.webAdd(slot, 2))).concat(
        Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? d.webAdd(slot, 2) : create(deskBooking(slot, { adults: 2 })))),
      ),
    );
    const ok = calls.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(3);
    expect(calls.filter((r) => r.statusCode !== 201).every((r) => ['not_enough_seats; free=0; asked=2'].includes(r.json().detail) || r.json().code === 'capacity_exceeded')).toBe(
      true,
    );
    expect(await d.seatsTaken(slot)).toBe(6);
  });
});

describe('by a payment link', () => {
  it('holds the seats pending, e-mails the checkout’s payment page; paid, the booking is confirmed by the site’s completion', async () => {
    const slot = await d.slotIn(24 * 24, 'TRUFFLE', 8);
    const res = await create(deskBooking(slot, { adults: 2, payment: { kind: 'payment_link', hours: 6 } }));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data.booking as Json;
    const link = res.json().data.payment_link as Json;
    expect(b).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    expect(Date.parse(link.expires_at) - clock.now().getTime()).toBeGreaterThan(5.9 * 3_600_000);
    expect(await d.seatsTaken(slot)).toBe(2);
    const [mail] = await d.mailsOf(b.id);
    expect(mail).toMatchObject({
      kind: 'booking_payment_link',
      recipient: 'emma.clarke@example.co.uk',
      locale: 'en',
      payload: { amount_cents: 17_000, payment_url: link.url, purpose: 'booking' },
    });
    // The direct bookings' 30-minute release does not touch it: its link decides.
    expect(await expireUnpaidBookings({ db: t.database.db, clock: { now: () => new Date(clock.now().getTime() + 3 * 3_600_000) } })).toBe(0);
    const sessionId = (await d.rows(sql`SELECT id FROM checkout_sessions WHERE pays_booking_id = ${b.id}`))[0]!.id as string;

    const paid = await h.pay(link.url, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    const after = (await d.as('manager', 'GET', `/bookings/${b.id}`)).json().data.booking as Json;
    expect(after).toMatchObject({ status: 'paid', payment_status: 'paid', money: { paid_cents: 17_000, due_on_site_cents: 0 } });
    expect(await d.ledgerOf(b.id)).toEqual([
      expect.objectContaining({ kind: 'payment', provider: 'simulator', status: 'succeeded', amount_cents: 17_000, checkout_session_id: sessionId }),
    ]);
    const mails = (await d.mailsOf(b.id)).map((m) => [m.kind, m.locale]);
    expect(mails).toEqual([
      ['booking_payment_link', 'en'],
      ['booking_confirmation', 'en'],
      ['staff_new_booking', 'it'],
    ]);
    // The success page the payment page sends the guest to shows the booking.
    const page = await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${sessionId}` });
    expect(page.json().data).toMatchObject({ status: 'completed', bookings: [expect.objectContaining({ booking_number: b.booking_number })] });
  });

  it('unpaid at its expiry: the link ends and the seats go back', async () => {
    const slot = await d.slotIn(24 * 25, 'TRUFFLE', 8);
    const res = await create(deskBooking(slot, { adults: 6, payment: { kind: 'payment_link', hours: 1 } }), 'manager');
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data.booking as Json;
    expect((await d.webAdd(slot, 3)).statusCode).toBe(400); // 2 seats left
    clock.advanceMinutes(61);
    try {
      await sweepExpiredCheckouts(checkoutDeps(t.app));
    } finally {
      clock.advanceMinutes(-61);
    }
    const after = (await d.as('manager', 'GET', `/bookings/${b.id}`)).json().data.booking as Json;
    expect(after).toMatchObject({ status: 'cancelled', cancellation: { reason: 'unpaid' } });
    expect(await d.seatsTaken(slot)).toBe(0);
    expect((await d.webAdd(slot, 3)).statusCode).toBe(201);
  });

  it('paid after staff cancelled the booking: the payment buys nothing and goes back in full', async () => {
    const slot = await d.slotIn(24 * 29, 'TRUFFLE', 8);
    const res = await create(deskBooking(slot, { payment: { kind: 'payment_link' } }), 'manager');
    const b = res.json().data.booking as Json;
    const cancel = await d.as('manager', 'POST', `/bookings/${b.id}/cancel`, { reason: 'The group changed its plans', refund: 'policy' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await h.pay(res.json().data.payment_link.url, '4242424242424242')).statusCode).toBe(303);
    const [session] = await d.rows(sql`SELECT id, status FROM checkout_sessions WHERE pays_booking_id = ${b.id}`);
    expect(session!.status).toBe('refunded');
    const money = await d.rows(sql`SELECT kind, status, amount_cents FROM payments WHERE checkout_session_id = ${session!.id} ORDER BY id`);
    expect(money).toEqual([
      { kind: 'payment', status: 'succeeded', amount_cents: 17_000 },
      { kind: 'refund', status: 'succeeded', amount_cents: 17_000 },
    ]);
    expect((await d.as('manager', 'GET', `/bookings/${b.id}`)).json().data.booking.status).toBe('cancelled');
    expect(await d.seatsTaken(slot)).toBe(0);
  });

  it('the guest lost the e-mail: staff send the same link again while it is open, to the corrected address; not once it has ended', async () => {
    const slot = await d.slotIn(24 * 27, 'TRUFFLE', 8);
    const res = await create(deskBooking(slot, { adults: 2, payment: { kind: 'payment_link', hours: 1 } }));
    const b = res.json().data.booking as Json;
    const link = res.json().data.payment_link as Json;
    expect(b.actions.resend_payment_link).toEqual({ allowed: true, reason_if_not_allowed: null, expires_at: link.expires_at, amount_cents: 17_000, purpose: 'booking' });
    expect(b.actions.resend_confirmation.allowed).toBe(false);
    // The address had a typo: corrected first, the link goes to the right one.
    const fixed = await d.as('front_desk', 'POST', `/bookings/${b.id}/guest`, { email: 'emma.clarke@example.com' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const again = await d.as('front_desk', 'POST', `/bookings/${b.id}/resend-payment-link`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.booking.history.at(-1)).toMatchObject({ type: 'payment_link_resent', staff: { id: d.staff.front_desk.id } });
    const mails = (await d.mailsOf(b.id)).filter((m) => m.kind === 'booking_payment_link');
    expect(mails.map((m) => [m.recipient, m.locale])).toEqual([
      ['emma.clarke@example.co.uk', 'en'],
      ['emma.clarke@example.com', 'en'],
    ]);
    // The same page, amount and end: a link is never lengthened.
    expect(mails[1]!.payload).toMatchObject({ payment_url: link.url, amount_cents: 17_000, expires_at: link.expires_at, purpose: 'booking' });
    expect(await d.auditOf(b.id, 'booking.resend_payment_link')).toEqual([
      expect.objectContaining({ staff_id: d.staff.front_desk.id, after: expect.objectContaining({ recipient: 'emma.clarke@example.com' }) }),
    ]);
    expect((await d.as('accountant', 'POST', `/bookings/${b.id}/resend-payment-link`)).statusCode).toBe(403);
    // Once the link has ended (here: past its end, the booking released) there is nothing to send.
    clock.advanceMinutes(61);
    try {
      const late = await d.as('front_desk', 'POST', `/bookings/${b.id}/resend-payment-link`);
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toBe('no_open_link');
      await sweepExpiredCheckouts(checkoutDeps(t.app));
    } finally {
      clock.advanceMinutes(-61);
    }
    const released = (await d.as('manager', 'GET', `/bookings/${b.id}`)).json().data.booking as Json;
    expect(released.status).toBe('cancelled');
    expect(released.actions.resend_payment_link).toMatchObject({ allowed: false, reason_if_not_allowed: 'no_open_link', expires_at: null });
    expect((await d.as('front_desk', 'POST', `/bookings/${b.id}/resend-payment-link`)).json().detail).toBe('no_open_link');
    // A booking paid on site never had a link.
    const onSite = (await create(deskBooking(await d.slotIn(24 * 28, 'TRUFFLE', 8)))).json().data.booking as Json;
    expect(onSite.actions.resend_payment_link.reason_if_not_allowed).toBe('no_open_link');
  });

  it('needs the guest’s e-mail, and time before the start', async () => {
    const slot = await d.slotIn(24 * 26);
    expect((await create(deskBooking(slot, { guest: { email: null }, payment: { kind: 'payment_link' } }))).json().detail).toBe('email_required');
    const soon = await d.slotIn(0.4);
    const late = await create(deskBooking(soon, { payment: { kind: 'payment_link' } }));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('payment_link_too_late');
    expect(await d.seatsTaken(soon)).toBe(0);
  });
});

describe('on account for a reseller', () => {
  it('the agency’s order on account: net rate, its e-mails, the guest’s confirmation; the credit limit holds, also against the agency’s own order at the same moment', async () => {
    const agency = await partnerSession(t.database.db, { paymentTerms: 'on_account', creditLimitCents: 30_000, netDiscountBps: 1500 });
    const slot = await d.slotIn(24 * 27, 'TRUFFLE', 8);
    const body = (over: Json = {}) => deskBooking(slot, { payment: { kind: 'on_account', partner_id: agency.partnerId, reference: 'AG-77' }, ...over });
    const res = await create(body());
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data.booking as Json;
    expect(b).toMatchObject({ status: 'confirmed', payment_status: 'on_account', prices: { total_cents: 17_000 } });
    const [row] = await d.rows(sql`SELECT partner_id, partner_reference, partner_net_cents, partner_payment FROM bookings WHERE id = ${b.id}`);
    expect(row).toMatchObject({ partner_id: agency.partnerId, partner_reference: 'AG-77', partner_net_cents: 14_450, partner_payment: 'on_account' });
    const kinds = (await d.mailsOf(b.id)).map((m) => [m.kind, m.recipient]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['partner_order_confirmation', agency.email],
        ['booking_confirmation', 'emma.clarke@example.co.uk'],
      ]),
    );
    expect(await d.auditOf(b.id, 'booking.create')).toHaveLength(1);

    // 14,450 used of 30,000: one more order of 14,450 fits, not two, whoever places them.
    const basket = await po.basket(agency, [{ slot, adults: 2 }]);
    const [own, desk] = await Promise.all([po.order(agency, basket), create(body())]);
    expect([own.statusCode, desk.statusCode].filter((s) => s < 300)).toHaveLength(1);
    expect([own.statusCode, desk.statusCode]).toContain(409);
    expect([own.json().code, desk.json().code]).toContain('credit_limit_exceeded');
    const [used] = await d.rows(sql`SELECT sum(partner_net_cents)::int AS n FROM bookings WHERE partner_id = ${agency.partnerId} AND status = 'confirmed'`);
    expect(used!.n).toBe(28_900);
  });

  it('only an active reseller on account', async () => {
    const referrer = await partnerSession(t.database.db, { type: 'referral' });
    const byCard = await partnerSession(t.database.db, { paymentTerms: 'card' });
    const slot = await d.slotIn(24 * 28);
    expect((await create(deskBooking(slot, { payment: { kind: 'on_account', partner_id: referrer.partnerId } }))).json().detail).toBe('not_a_reseller');
    expect((await create(deskBooking(slot, { payment: { kind: 'on_account', partner_id: byCard.partnerId } }))).json().detail).toBe('partner_not_on_account');
    expect((await create(deskBooking(slot, { payment: { kind: 'on_account', partner_id: 999_999 } }))).statusCode).toBe(404);
    const listed = (await d.as('front_desk', 'GET', '/desk/partners')).json().data.partners as Json[];
    expect(listed.map((p) => p.id)).not.toContain(referrer.partnerId);
    expect(listed.map((p) => p.id)).not.toContain(byCard.partnerId);
  });
});

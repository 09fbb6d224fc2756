import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@tenuta/db';
import { prepareDeferredInvoices } from '@tenuta/billing';
import { renderNotification } from '@tenuta/mail';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { octoReseller, type TestOctoKey } from '../../octo-key-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { HUNT, octoHelpers, TRADITION } from './octo-fixtures.ts';

/** The OCTO booking lifecycle on the one booking engine (docs/domain/octo.md, Bookings). */
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
const seats = async (slotId: number) =>
  Number(
    (
      await h.rows<{ n: string }>(sql`SELECT
        (SELECT coalesce(sum(adults + children), 0) FROM bookings WHERE slot_id = ${slotId} AND status NOT IN ('cancelled', 'refunded')) +
        (SELECT coalesce(sum(adults + children), 0) FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > ${clock.now().toISOString()}::timestamptz) AS n`)
    )[0]!.n,
  );
const booking = async (number: string) => (await h.rows<Row>(sql`SELECT * FROM bookings WHERE booking_number = ${number}`))[0]!;

describe('reservation', () => {
  it('is a seat hold of the engine in the reseller’s own cart: ON_HOLD, the site’s hold length, retail and net', async () => {
    const slot = await h.slotId(12, '09:00');
    const res = await o.reserve(key, HUNT, slot, { unitItems: o.units(2, 1), notes: 'Allergic to nuts', resellerReference: 'R-100' });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      status: 'ON_HOLD',
      productId: HUNT,
      optionId: 'DEFAULT',
      availabilityId: String(slot),
      availability: { id: String(slot), allDay: false },
      supplierReference: null,
      resellerReference: 'R-100',
      notes: 'Allergic to nuts',
      utcConfirmedAt: null,
      cancellation: null,
      cancellable: true,
      pricing: { retail: 17000, net: 14450, currency: 'EUR', currencyPrecision: 2 },
      voucher: { deliveryOptions: [] },
    });
    expect(b.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.unitItems.map((u: Row) => u.unitId)).toEqual(['ADULT', 'ADULT', 'CHILD']);
    expect(new Set(b.unitItems.map((u: Row) => u.uuid)).size).toBe(3);
    expect(Date.parse(b.utcExpiresAt) - clock.now().getTime()).toBeGreaterThan(19 * 60_000);
    expect(Date.parse(b.utcExpiresAt) - clock.now().getTime()).toBeLessThanOrEqual(20 * 60_000);
    const [hold] = await h.rows<Row>(sql`SELECT ci.adults, ci.children, c.partner_id FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE ci.slot_id = ${slot}`);
    expect(hold).toEqual({ adults: 2, children: 1, partner_id: key.partnerId });
    expect(await seats(slot)).toBe(3);
  });

  it('the uuid is an idempotency key: the same answer again; another partner’s uuid is INVALID_BOOKING_UUID', async () => {
    const slot = await h.slotId(12, '14:00');
    const uuid = '5a1f6d2e-8c3b-4e7a-9d10-2b3c4d5e6f70';
    const first = await o.reserve(key, HUNT, slot, { uuid });
    const again = await o.reserve(key, HUNT, slot, { uuid });
    expect(again.json()).toMatchObject({ uuid, id: first.json().id });
    expect(await seats(slot)).toBe(2);
    const theirs = await o.reserve(other, HUNT, slot, { uuid });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid });
  });

  it('refuses in OCTO’s words: ids, units, the party, seats, VIP; nothing is held', async () => {
    const slot = await h.slotId(13, '09:00');
    const body = { productId: HUNT, optionId: 'DEFAULT', availabilityId: String(slot), unitItems: o.units(2) };
    const post = (over: Row) => o.call(key, 'POST', '/bookings', { ...body, ...over });
    expect((await post({ productId: 'invalidProductId' })).json()).toMatchObject({ error: 'INVALID_PRODUCT_ID', productId: 'invalidProductId' });
    expect((await post({ optionId: 'invalidOptionId' })).json()).toMatchObject({ error: 'INVALID_OPTION_ID', optionId: 'invalidOptionId' });
    expect((await post({ availabilityId: 'invalidAvailabilityId' })).json()).toMatchObject({ error: 'INVALID_AVAILABILITY_ID', availabilityId: 'invalidAvailabilityId' });
    // A tasting's slot is not the hunt's availability.
    expect((await post({ availabilityId: String(await h.slotId(13, '10:00')) })).json()).toMatchObject({ error: 'INVALID_AVAILABILITY_ID' });
    expect((await post({ unitItems: undefined })).json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
    expect((await post({ unitItems: [] })).json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
    expect((await post({ unitItems: [{ unitId: 'invalidUnitId' }] })).json()).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'invalidUnitId' });
    const single = await post({ unitItems: o.units(1) });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
    expect((await post({ unitItems: o.units(9) })).json().error).toBe('UNPROCESSABLE_ENTITY');
    expect((await post({ uuid: 'not-a-uuid' })).json().error).toBe('BAD_REQUEST');
    expect((await o.call(key, 'POST', '/bookings', { productId: HUNT })).json().error).toBe('BAD_REQUEST');
    expect(await seats(slot)).toBe(0);
    // VIP makes the hunt private, so only on a slot nobody holds.
    await h.cartWith([{ slot, adults: 2 }]);
    const vip = await post({ unitItems: o.units(2, 0, true) });
    expect(vip.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
    const full = await post({ unitItems: o.units(7) });
    expect(full.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringMatching(/Posti insufficienti/) });
    expect(await seats(slot)).toBe(2);
  });

  it('a VIP reservation on a free hunt makes it private and prices the one-time supplement', async () => {
    const slot = await h.slotId(13, '14:00');
    const res = await o.reserve(key, HUNT, slot, { unitItems: o.units(2, 0, true) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pricing).toMatchObject({ retail: 2 * 8500 + 5000 });
    const [a] = (await o.call(key, 'POST', '/availability', { productId: HUNT, optionId: 'DEFAULT', availabilityIds: [String(slot)] })).json();
    expect(a).toMatchObject({ status: 'SOLD_OUT', vacancies: 0 });
  });

  it('extend: from now, within the site’s maximum life of a hold; an unknown uuid is INVALID_BOOKING_UUID', async () => {
    const slot = await h.slotId(14, '09:00');
    const r = (await o.reserve(key, HUNT, slot)).json();
    const ext = await o.call(key, 'POST', `/bookings/${r.uuid}/extend`, { expirationMinutes: 31 });
    expect(ext.statusCode, ext.body).toBe(200);
    expect(Date.parse(ext.json().utcExpiresAt)).toBeGreaterThan(Date.parse(r.utcExpiresAt));
    const long = await o.call(key, 'POST', `/bookings/${r.uuid}/extend`, { expirationMinutes: 600 });
    expect(Date.parse(long.json().utcExpiresAt) - Date.parse(r.utcCreatedAt)).toBeLessThanOrEqual(60 * 60_000);
    const bad = await o.call(key, 'POST', '/bookings/invalidUUID/extend', { expirationMinutes: 31 });
    expect(bad.json()).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: 'invalidUUID' });
  });

  it('expires with its hold: EXPIRED, the seats free, and it can no longer be confirmed', async () => {
    const slot = await h.slotId(14, '14:00');
    const r = (await o.reserve(key, HUNT, slot)).json();
    clock.advanceMinutes(21);
    try {
      const got = (await o.call(key, 'GET', `/bookings/${r.uuid}`)).json();
      expect(got).toMatchObject({ status: 'EXPIRED', utcExpiresAt: r.utcExpiresAt, cancellable: false });
      expect(await seats(slot)).toBe(0);
      expect((await o.confirm(key, r.uuid)).json().error).toBe('UNPROCESSABLE_ENTITY');
      expect((await o.call(key, 'POST', `/bookings/${r.uuid}/extend`, {})).json().error).toBe('UNPROCESSABLE_ENTITY');
    } finally {
      clock.advanceMinutes(-21);
    }
  });
});

describe('confirmation', () => {
  it('is an order on account: the booking, the net, the site’s e-mails and voucher, the partner’s orders and the TD24', async () => {
    const slot = await h.slotId(15, '09:00');
    const r = (await o.reserve(key, HUNT, slot, { unitItems: o.units(2) })).json();
    const res = await o.confirm(key, r.uuid, {
      contact: { firstName: 'John', lastName: 'Doe', fullName: 'John Doe', emailAddress: 'JohnDoe@Mail.com', phoneNumber: '+44 20 1234', notes: 'Test note', locales: ['en-GB'] },
      resellerReference: 'OTA-77',
    });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      status: 'CONFIRMED',
      uuid: r.uuid,
      resellerReference: 'OTA-77',
      utcExpiresAt: null,
      contact: { fullName: 'John Doe', firstName: 'John', lastName: 'Doe', emailAddress: 'JohnDoe@Mail.com', notes: 'Test note' },
      pricing: { retail: 17000, net: 14450 },
      cancellable: true,
    });
    expect(b.supplierReference).toMatch(/^BK-/);
    expect(b.utcConfirmedAt).toMatch(/Z$/);
    const formats = b.voucher.deliveryOptions.map((d: Row) => d.deliveryFormat);
    expect(formats).toEqual(['PDF_URL', 'QRCODE']);
    expect(b.unitItems[0].ticket.deliveryOptions).toEqual(b.voucher.deliveryOptions);
    const row = await booking(b.supplierReference);
    expect(row).toMatchObject({
      status: 'confirmed',
      payment_status: 'on_account',
      partner_id: key.partnerId,
      partner_user_id: null,
      partner_payment: 'on_account',
      partner_net_cents: 14450,
      partner_reference: 'OTA-77',
      customer_name: 'John Doe',
      customer_email: 'johndoe@mail.com',
      adults: 2,
      locale: 'en',
    });
    const [session] = await h.rows<{ partner_order: Row }>(sql`SELECT partner_order FROM checkout_sessions WHERE id = ${row.checkout_session_id}::uuid`);
    expect(session!.partner_order).toMatchObject({ channel: 'octo', octoKeyId: key.keyId, partnerUserId: null, paymentTerms: 'on_account' });
    const [event] = await h.rows<{ actor: string }>(sql`SELECT actor FROM booking_events WHERE booking_id = ${row.id} AND type = 'created'`);
    expect(event!.actor).toBe(`octo:key-${key.keyId}`);
    const mails = await h.rows<{ id: number; kind: NotificationKind; recipient: string; locale: string; payload: Row }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE payload->>'checkout_session_id' = ${String(row.checkout_session_id)} ORDER BY kind`,
    );
    expect(mails.map((m) => m.kind)).toEqual(['booking_confirmation', 'partner_order_confirmation', 'staff_new_booking']);
    expect(mails[0]!.recipient).toBe('johndoe@mail.com');
    // The site's own e-mails: the guest's (no amount the agency pays), the agency's to its own address.
    const guestMail = await renderNotification(t.database.db, mails[0]!, { publicUrl: 'http://localhost:3000' });
    expect(guestMail.text).toContain(String(b.supplierReference));
    expect(guestMail.text).not.toContain('144');
    const [agency] = await h.rows<{ email: string }>(sql`SELECT email FROM partners WHERE id = ${key.partnerId}`);
    expect(mails[1]!.recipient).toBe(agency!.email);
    const agencyMail = await renderNotification(t.database.db, mails[1]!, { publicUrl: 'http://localhost:3000' });
    for (const s of ['OTA-77', 'John Doe', '144,50']) expect(agencyMail.text).toContain(s);
    // The QR code is the booking's check-in code; the PDF is the site's voucher, fetched with the key.
    const checkIn = await t.app.inject({ method: 'GET', url: `/octo/bookings/${r.uuid}/voucher`, headers: key.headers });
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: `/octo/bookings/${r.uuid}/voucher`, headers: other.headers })).json().error).toBe('INVALID_BOOKING_UUID');
    // The partner area lists it, placed through the API.
    const orders = await t.app.inject({ method: 'GET', url: '/api/partners/orders?status=all', headers: key.owner.headers });
    expect(orders.json().data.orders.find((x: Row) => x.booking_number === b.supplierReference)).toMatchObject({ placed_by: 'OCTO API', net_cents: 14450 });
    // It is on the reseller's deferred invoice (TD24) of the month of the experience.
    const month = String(
      row.rome_month ?? (await h.rows<{ m: string }>(sql`SELECT to_char(starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS m FROM slots WHERE id = ${slot}`))[0]!.m,
    );
    const later = { now: () => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) + 1, 2)) };
    const prepared = await prepareDeferredInvoices({ db: t.database.db, clock: later }, { period: month });
    const mine = prepared.invoices.find((i) => i.partnerId === key.partnerId)!;
    const lines = await h.rows<{ booking_id: string }>(sql`SELECT booking_id FROM invoice_bookings WHERE invoice_id = ${mine.invoiceId}`);
    expect(lines.map((l) => Number(l.booking_id))).toContain(Number(row.id));
  });

  it('unitItems at confirmation resize the hold first (2 → 3); a tasting is paid on site with no net', async () => {
    const slot = await h.slotId(15, '14:00');
    const r = (await o.reserve(key, HUNT, slot, { unitItems: o.units(2) })).json();
    const c = (await o.confirm(key, r.uuid, { unitItems: o.units(3) })).json();
    expect(c.unitItems).toHaveLength(3);
    expect(c.unitItems.slice(0, 2).map((u: Row) => u.uuid)).toEqual(r.unitItems.map((u: Row) => u.uuid));
    expect(c.pricing).toMatchObject({ retail: 3 * 8500 });
    expect((await booking(c.supplierReference)).adults).toBe(3);
    const wine = await h.slotId(15, '10:00');
    const w = await o.booked(key, TRADITION, wine, { unitItems: o.units(2) });
    expect(w.pricing).toMatchObject({ retail: 6000, net: null });
    expect(await booking(String(w.supplierReference))).toMatchObject({ partner_payment: 'on_site', payment_status: 'pay_on_site', partner_net_cents: null });
  });

  it('confirming again answers the booking; an invalid unit, a missing name or another partner’s uuid are refused', async () => {
    const slot = await h.slotId(16, '09:00');
    const r = (await o.reserve(key, HUNT, slot)).json();
    expect((await o.confirm(key, r.uuid, { unitItems: [{ unitId: 'invalidUnitId' }, { unitId: 'invalidUnitId' }] })).json()).toMatchObject({ error: 'INVALID_UNIT_ID' });
    expect((await o.confirm(key, r.uuid, { contact: { emailAddress: 'x@example.com' } })).json().error).toBe('UNPROCESSABLE_ENTITY');
    expect((await o.confirm(other, r.uuid)).json()).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: r.uuid });
    expect((await o.confirm(key, 'invalidUUID', { contact: {} })).json().error).toBe('INVALID_BOOKING_UUID');
    const once = (await o.confirm(key, r.uuid)).json();
    const twice = await o.confirm(key, r.uuid);
    expect(twice.json()).toMatchObject({ status: 'CONFIRMED', supplierReference: once.supplierReference });
    expect(await h.rows(sql`SELECT id FROM bookings WHERE slot_id = ${slot}`)).toHaveLength(1);
  });

  it('over the credit limit it is UNPROCESSABLE_ENTITY with the numbers, and nothing is booked', async () => {
    const small = await octoReseller(t.database.db, { netDiscountBps: 1500, creditLimitCents: 10_000 });
    const slot = await h.slotId(16, '14:00');
    const r = (await o.reserve(small, HUNT, slot, { unitItems: o.units(2) })).json();
    const res = await o.confirm(small, r.uuid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', credit: { limit_cents: 10_000, used_cents: 0, order_cents: 14450 } });
    expect(await h.rows(sql`SELECT id FROM bookings WHERE partner_id = ${small.partnerId}`)).toEqual([]);
    expect((await o.call(small, 'GET', `/bookings/${r.uuid}`)).json().status).toBe('ON_HOLD');
  });
});

describe('reading', () => {
  it('GET by uuid and the list by references and date, only the caller’s own; no filter is BAD_REQUEST', async () => {
    const slot = await h.slotId(17, '09:00');
    const r = (await o.reserve(key, HUNT, slot)).json();
    const b = (await o.confirm(key, r.uuid, { resellerReference: 'LIST-1' })).json();
    const byRef = (await o.call(key, 'GET', '/bookings?resellerReference=LIST-1')).json();
    expect(byRef.map((x: Row) => x.uuid)).toEqual([b.uuid]);
    expect((await o.call(key, 'GET', `/bookings?supplierReference=${b.supplierReference}`)).json().map((x: Row) => x.uuid)).toEqual([b.uuid]);
    const day = String((b.availability as Row).localDateTimeStart).slice(0, 10);
    expect((await o.call(key, 'GET', `/bookings?localDate=${day}`)).json().map((x: Row) => x.uuid)).toContain(b.uuid);
    expect((await o.call(other, 'GET', '/bookings?resellerReference=LIST-1')).json()).toEqual([]);
    expect((await o.call(other, 'GET', `/bookings/${b.uuid}`)).json()).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: b.uuid });
    const none = await o.call(key, 'GET', '/bookings');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('BAD_REQUEST');
  });
});

describe('what the estate sees', () => {
  it('staff bookings name the channel OCTO and the reseller; the manifest lists it; its QR code checks the party in (REDEEMED)', async () => {
    const slot = await h.slotId(2, '16:30');
    const b = await o.booked(key, 'degustazione-esclusiva', slot, { unitItems: o.units(2) });
    const staff = await staffSession(t.database.db, 'owner');
    const list = await t.app.inject({ method: 'GET', url: `/api/staff/bookings?q=${b.supplierReference}`, headers: staff.headers });
    const [partner] = await h.rows<{ company_name: string }>(sql`SELECT company_name FROM partners WHERE id = ${key.partnerId}`);
    const octo = { kind: 'octo', partner: { id: key.partnerId, name: partner!.company_name } };
    expect(list.json().data.bookings).toEqual([expect.objectContaining({ channel: expect.objectContaining(octo) })]);
    const id = (list.json().data.bookings[0] as Row).id;
    const detail = await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}`, headers: staff.headers });
    expect(detail.json().data.booking).toMatchObject({ channel: octo });
    const day = String((b.availability as Row).localDateTimeStart).slice(0, 10);
    const manifest = await t.app.inject({ method: 'GET', url: `/api/staff/manifest?date=${day}`, headers: staff.headers });
    const listed = manifest.json().data.slots.flatMap((s: { bookings: Row[] }) => s.bookings.map((x) => x.booking_number));
    expect(listed).toContain(b.supplierReference);
    const qr = (b.voucher as { deliveryOptions: Row[] }).deliveryOptions.find((d) => d.deliveryFormat === 'QRCODE')!.deliveryValue;
    clock.advanceMinutes(2 * 24 * 60);
    // The desk's session as it would be on the day of the tasting.
    await t.database.db.execute(
      sql`UPDATE staff_sessions SET created_at = created_at + interval '2 days', last_seen_at = last_seen_at + interval '2 days', expires_at = expires_at + interval '2 days' WHERE staff_id = ${staff.id}`,
    );
    try {
      const scan = await t.app.inject({ method: 'POST', url: '/api/staff/check-in/scan', headers: staff.headers, payload: { token: qr } });
      expect(scan.statusCode, scan.body).toBe(200);
      const got = (await o.call(key, 'GET', `/bookings/${b.uuid}`)).json();
      expect(got).toMatchObject({ status: 'REDEEMED', cancellable: false });
      expect(got.utcRedeemedAt).toMatch(/Z$/);
    } finally {
      clock.advanceMinutes(-2 * 24 * 60);
    }
  });
});

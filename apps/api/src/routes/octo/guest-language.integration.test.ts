import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { renderNotification } from '@tenuta/mail';
import type { NotificationKind } from '@tenuta/db';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { octoReseller, type TestOctoKey } from '../../octo-key-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { pdfText } from '../partners/order-fixtures.ts';
import { HUNT, octoHelpers } from './octo-fixtures.ts';

// An OCTO booking's guest documents follow the guest's language: the contact's locales, else the
// call's Accept-Language; the voucher is the guest's, whatever language the reseller's system asks in.
let t: TestApp;
const clock = movableClock();
const o = octoHelpers(() => t);
const h = checkoutHelpers(() => t);
let key: TestOctoKey;

beforeAll(async () => {
  t = await createTestApp({ clock });
  key = await octoReseller(t.database.db, { creditLimitCents: 500_000 });
});
afterAll(async () => {
  await t.close();
});

const bookingOf = async (supplierReference: string) =>
  (await h.rows<{ id: number; locale: string }>(sql`SELECT id, locale FROM bookings WHERE booking_number = ${supplierReference}`))[0]!;
const guestMail = async (bookingId: number) =>
  (
    await h.rows<{ id: number; kind: NotificationKind; recipient: string; locale: 'it' | 'en'; payload: Record<string, unknown> }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind = 'booking_confirmation' AND payload->'booking_ids' @> ${JSON.stringify([bookingId])}::jsonb`,
    )
  )[0]!;

describe("an OCTO booking in the guest's language", () => {
  it('no usable contact locale: the call’s Accept-Language decides (English), and the voucher is English even when fetched in Italian', async () => {
    const r = await o.reserve(key, HUNT, await h.slotId(20, '09:00'));
    expect(r.statusCode, r.body).toBe(200);
    const c = await o.call(
      key,
      'POST',
      `/bookings/${r.json().uuid}/confirm`,
      { contact: { fullName: 'Jane Doe', emailAddress: 'jane@example.com', locales: ['de-DE'] } },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(c.statusCode, c.body).toBe(200);
    const b = await bookingOf(c.json().supplierReference);
    expect(b.locale).toBe('en');
    const mail = await guestMail(b.id);
    expect(mail.locale).toBe('en');
    expect((await renderNotification(t.database.db, mail, { publicUrl: 'http://localhost:3000' })).subject).toMatch(/^Booking confirmed/);
    const voucher = await o.call(key, 'GET', `/bookings/${r.json().uuid}/voucher`, undefined, { 'accept-language': 'it-IT' });
    expect(voucher.statusCode).toBe(200);
    expect(pdfText(voucher.rawPayload)).toContain('Booking voucher');
  });

  it('the first Italian or English contact locale wins over Accept-Language; new locales later change the next e-mails’ language', async () => {
    const r = await o.reserve(key, HUNT, await h.slotId(21, '09:00'));
    const c = await o.call(
      key,
      'POST',
      `/bookings/${r.json().uuid}/confirm`,
      { contact: { fullName: 'Luca Neri', emailAddress: 'luca@example.com', locales: ['fr', 'it-IT', 'en'] } },
      { 'accept-language': 'en' },
    );
    expect(c.statusCode, c.body).toBe(200);
    const b = await bookingOf(c.json().supplierReference);
    expect(b.locale).toBe('it');
    expect(pdfText((await o.call(key, 'GET', `/bookings/${r.json().uuid}/voucher`, undefined, { 'accept-language': 'en' })).rawPayload)).toContain('Voucher di prenotazione');

    const changed = await o.call(key, 'PATCH', `/bookings/${r.json().uuid}`, { contact: { locales: ['en-US'] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await bookingOf(c.json().supplierReference)).locale).toBe('en');
    // Other contact changes leave the language alone.
    await o.call(key, 'PATCH', `/bookings/${r.json().uuid}`, { contact: { phoneNumber: '+39 333 111 2222' } });
    expect((await bookingOf(c.json().supplierReference)).locale).toBe('en');
  });
});

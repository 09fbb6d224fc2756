import { sql } from 'drizzle-orm';
import type { OctoBooking } from '@tenuta/contracts';
import type { Executor } from '@tenuta/core';
import { findOctoBookingRecords } from './octo-booking-repository.ts';
import { toOctoBookings } from './octo-booking-view.ts';

/**
 * The OCTO bookings a site booking came from (none for the guests' and the partner area's own),
 * each as GET /octo/bookings/{uuid} answers it now, with pricing and in the reseller's language:
 * what a `booking_update` webhook carries when the estate changes the booking (read it in the
 * transaction of the change, after the change).
 */
export async function octoBookingsOfBooking(
  db: Executor,
  bookingId: number,
  publicUrl: string,
  now: Date,
): Promise<{ partnerId: number; keyId: number | null; uuid: string; booking: OctoBooking }[]> {
  const recs = await findOctoBookingRecords(db, sql`o.booking_id = ${bookingId}`, 10);
  const out = [];
  for (const rec of recs) {
    const locale = await partnerLocale(db, rec.row.partnerId);
    const [booking] = await toOctoBookings(db, [rec], rec.row.partnerId, { locale, pricing: true, content: false, publicUrl }, now);
    out.push({ partnerId: rec.row.partnerId, keyId: rec.row.keyId, uuid: rec.row.uuid, booking: booking! });
  }
  return out;
}

async function partnerLocale(db: Executor, partnerId: number): Promise<'it' | 'en'> {
  const r = await db.execute<{ locale: string }>(sql`SELECT locale FROM partners WHERE id = ${partnerId}`);
  return r.rows[0]?.locale === 'en' ? 'en' : 'it';
}

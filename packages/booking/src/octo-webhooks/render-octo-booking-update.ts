import { sql } from 'drizzle-orm';
import type { Executor } from '@tenuta/core';
import { findOctoBookingRecords } from '../octo/octo-booking-repository.ts';
import { toOctoBookings } from '../octo/octo-booking-view.ts';
import type { OctoWebhookView } from './octo-webhook-view.ts';

/**
 * OCTO's `booking_update` body: the webhook and the booking as GET /octo/bookings/{uuid} answers
 * it now, with prices (`octo/pricing`: the reseller's own net rates). Undefined when no OCTO
 * booking has that uuid.
 */
export async function renderOctoBookingUpdate(
  db: Executor,
  o: { bookingUuid: string; webhook: OctoWebhookView; publicUrl: string; now: Date },
): Promise<Record<string, unknown> | undefined> {
  const [rec] = await findOctoBookingRecords(db, sql`o.uuid = ${o.bookingUuid}`, 1);
  if (!rec) return undefined;
  const [booking] = await toOctoBookings(db, [rec], rec.row.partnerId, { locale: 'it', pricing: true, content: false, publicUrl: o.publicUrl }, o.now);
  return { webhook: o.webhook, booking };
}

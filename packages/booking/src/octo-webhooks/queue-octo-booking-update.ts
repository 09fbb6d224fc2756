import { sql } from 'drizzle-orm';
import type { Executor } from '@tenuta/core';
import { pgIntArray } from '../notifications/booking-details.ts';

/**
 * Queues a `booking_update` for every live webhook of the reseller's live keys, for each OCTO
 * booking among `bookingIds` (the site's bookings) and `octoBookingIds`, in the caller's
 * transaction: the change and its deliveries commit together, as its e-mails do. Bookings that
 * did not come through OCTO queue nothing. Only the event is written here; the job runner renders
 * the OCTO booking when it sends it (a rendering problem never fails the staff's change).
 */
export async function queueOctoBookingUpdates(tx: Executor, o: { bookingIds?: readonly number[]; octoBookingIds?: readonly number[]; at: Date }): Promise<number> {
  const bookingIds = o.bookingIds ?? [];
  const octoIds = o.octoBookingIds ?? [];
  if (bookingIds.length === 0 && octoIds.length === 0) return 0;
  const r = await tx.execute(sql`
    INSERT INTO octo_webhook_deliveries (webhook_id, event, booking_uuid, next_attempt_at, created_at)
    SELECT w.id, 'booking_update', ob.uuid, ${o.at}, ${o.at}
      FROM octo_bookings ob
      JOIN octo_api_keys k ON k.partner_id = ob.partner_id AND k.revoked_at IS NULL
      JOIN octo_webhooks w ON w.key_id = k.id AND w.active AND w.deleted_at IS NULL AND 'booking_update' = ANY(w.event_types)
     WHERE ob.booking_id = ANY(${pgIntArray(bookingIds)}::bigint[]) OR ob.id = ANY(${pgIntArray(octoIds)}::bigint[])
     ORDER BY ob.id, w.created_at`);
  return r.rowCount ?? 0;
}

/**
 * The OCTO reservations holding seats on `slotId` now (their hold not yet run out): read before a
 * slot's holds are released, so their resellers hear that the reservation is gone.
 */
export async function liveOctoHoldsOnSlot(tx: Executor, slotId: number, now: Date): Promise<number[]> {
  const r = await tx.execute<{ id: string }>(sql`
    SELECT ob.id FROM octo_bookings ob JOIN cart_items h ON h.id = ob.hold_id
     WHERE ob.slot_id = ${slotId} AND ob.status = 'ON_HOLD' AND h.hold_expires_at > ${now}`);
  return r.rows.map((x) => Number(x.id));
}

import { sql } from 'drizzle-orm';
import type { BookingStatus, CheckInMethod } from '@tenuta/db';
import { pgTimestamp, type Executor } from '@tenuta/core';

/** States a booking goes back to when the desk undoes an arrival or a no-show: booked, as it was. */
export type BookedStatus = 'confirmed' | 'paid';

/**
 * The state a booking was in before its latest event of `type` (its check-in, its no-show):
 * where an undo takes it back. A tasting paid on site was `confirmed`, a hunt paid by card `paid`;
 * without such an event (data older than the events) a booking whose guest pays on site or on
 * account is `confirmed`, any other `paid`.
 */
export async function statusBefore(tx: Executor, bookingId: number, type: 'checked_in' | 'no_show'): Promise<BookedStatus> {
  const r = await tx.execute<{ from_status: BookingStatus | null; payment_status: string }>(sql`
    SELECT (SELECT e.from_status FROM booking_events e WHERE e.booking_id = b.id AND e.type = ${type} ORDER BY e.id DESC LIMIT 1) AS from_status, b.payment_status
      FROM bookings b WHERE b.id = ${bookingId}`);
  const row = r.rows[0];
  if (row?.from_status === 'confirmed' || row?.from_status === 'paid') return row.from_status;
  return row?.payment_status === 'paid' ? 'paid' : 'confirmed';
}

/** Removes a booking's check-in (its record stays in the booking's events and the audit log); what it was. */
export async function deleteCheckIn(tx: Executor, bookingId: number): Promise<{ staffId: number; method: CheckInMethod; at: Date } | undefined> {
  const r = await tx.execute<{ staff_id: number; method: CheckInMethod; checked_in_at: string }>(
    sql`DELETE FROM check_ins WHERE booking_id = ${bookingId} RETURNING staff_id, method, checked_in_at`,
  );
  const row = r.rows[0];
  return row ? { staffId: Number(row.staff_id), method: row.method, at: pgTimestamp(row.checked_in_at) } : undefined;
}

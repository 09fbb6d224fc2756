import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  bookingEvents,
  bookingNotes,
  checkIns,
  notifications,
  staffAccounts,
  staffAuditLog,
  type BookingEvent,
  type BookingNote,
  type CheckIn,
  type Notification,
  type StaffAuditEntry,
} from '@tenuta/db';
import type { Executor } from '@tenuta/core';

/** What the back office shows around one booking: e-mails, events, staff actions, notes, the check-in, and who did them. */

/** Notifications that name the booking (payload.booking_ids contains it, or payload.booking_id is it), oldest first. */
export async function bookingEmails(db: Executor, bookingId: number): Promise<Notification[]> {
  return db
    .select()
    .from(notifications)
    .where(or(sql`${notifications.payload}->'booking_ids' @> ${JSON.stringify([bookingId])}::jsonb`, sql`${notifications.payload}->>'booking_id' = ${String(bookingId)}`))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

export async function bookingRecord(
  db: Executor,
  booking: { id: number; bookingNumber: string },
): Promise<{ events: BookingEvent[]; audit: StaffAuditEntry[]; notes: BookingNote[]; checkIn: CheckIn | undefined }> {
  const [events, audit, notes, [checkIn]] = await Promise.all([
    db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id)),
    db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'booking'), inArray(staffAuditLog.targetId, [String(booking.id), booking.bookingNumber])))
      .orderBy(asc(staffAuditLog.createdAt), asc(staffAuditLog.id)),
    db.select().from(bookingNotes).where(eq(bookingNotes.bookingId, booking.id)).orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id)),
    db.select().from(checkIns).where(eq(checkIns.bookingId, booking.id)),
  ]);
  return { events, audit, notes, checkIn };
}

export interface StaffName {
  id: number;
  name: string;
  email: string;
}

export async function staffNames(db: Executor, ids: readonly number[]): Promise<Map<number, StaffName>> {
  const unique = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email }).from(staffAccounts).where(inArray(staffAccounts.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

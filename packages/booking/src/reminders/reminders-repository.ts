import { sql } from 'drizzle-orm';
import { pgIntArray } from '../notifications/booking-details.ts';
import { pgTimestamp, type Executor } from '@tenuta/core';

/** A booking whose e-mail is due: who gets it, in which language, and when its slot starts. */
export interface DueBooking {
  id: number;
  email: string;
  locale: 'it' | 'en';
  startsAt: Date;
}

const toDue = (r: Record<string, unknown>): DueBooking => ({
  id: Number(r.id),
  email: String(r.customer_email),
  locale: r.locale === 'en' ? 'en' : 'it',
  startsAt: pgTimestamp(r.starts_at),
});

/** Midnight at the start of a Rome calendar day (DST-safe: PostgreSQL knows the zone's rules). */
const romeMidnight = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Europe/Rome'`;
const romeMidnightAfter = (day: string) => sql`(${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'`;

/**
 * Locks up to `limit` live bookings (confirmed or paid, with an e-mail) whose
 * slot starts on the Rome day `day` and whose reminder was not queued yet.
 * Rows another worker holds are skipped; a row it has meanwhile marked is
 * re-checked by PostgreSQL and left out.
 */
export async function lockDueReminders(tx: Executor, o: { day: string; limit: number }): Promise<DueBooking[]> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.customer_email, b.locale, s.starts_at
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
     WHERE b.status IN ('confirmed', 'paid')
       AND b.reminder_queued_at IS NULL
       AND coalesce(b.customer_email, '') <> ''
       AND s.starts_at >= ${romeMidnight(o.day)}
       AND s.starts_at < ${romeMidnightAfter(o.day)}
     ORDER BY b.id
     LIMIT ${o.limit}
       FOR UPDATE OF b SKIP LOCKED`);
  return r.rows.map(toDue);
}

/**
 * Locks up to `limit` bookings whose experience ended (start + duration) on a
 * Rome day from `first` to `last`, that took place as far as we know
 * (confirmed, paid or checked in: not pending, cancelled, refunded or a
 * no-show), have an e-mail, no review yet, and no review request queued.
 */
export async function lockDueReviewRequests(tx: Executor, o: { first: string; last: string; limit: number }): Promise<DueBooking[]> {
  const ends = sql`(s.starts_at + make_interval(mins => s.duration_minutes))`;
  const r = await tx.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.customer_email, b.locale, s.starts_at
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
     WHERE b.status IN ('confirmed', 'paid', 'checked_in')
       AND b.review_request_queued_at IS NULL
       AND coalesce(b.customer_email, '') <> ''
       AND ${ends} >= ${romeMidnight(o.first)}
       AND ${ends} < ${romeMidnightAfter(o.last)}
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)
     ORDER BY b.id
     LIMIT ${o.limit}
       FOR UPDATE OF b SKIP LOCKED`);
  return r.rows.map(toDue);
}

export async function markRemindersQueued(tx: Executor, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE bookings SET reminder_queued_at = ${at.toISOString()}::timestamptz WHERE id = ANY(${pgIntArray(ids)}::bigint[])`);
}

export async function markReviewRequestsQueued(tx: Executor, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE bookings SET review_request_queued_at = ${at.toISOString()}::timestamptz WHERE id = ANY(${pgIntArray(ids)}::bigint[])`);
}

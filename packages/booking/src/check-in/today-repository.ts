import { sql } from 'drizzle-orm';
import { dueCentsSql } from './check-in-repository.ts';
import { pgTimestamp, type Executor } from '@tenuta/core';

export interface TodaySlot {
  id: number;
  /** The Rome calendar day of its start. */
  date: string;
  startsAt: Date;
  durationMinutes: number;
  category: 'TRUFFLE' | 'WINE' | 'CHOICE';
  experience: { it: string; en: string } | null;
  capacityTotal: number;
  /** People of bookings that are not cancelled or refunded. */
  booked: number;
  /** People of unexpired cart holds. */
  held: number;
  free: number;
  isActive: boolean;
  /** A truffle VIP booking or hold made the slot private. */
  isPrivate: boolean;
  cancelled: boolean;
  /** Bookings expected (confirmed, paid) or already here (checked in), and their people. */
  arrivals: { bookings: number; people: number };
  checkedIn: { bookings: number; people: number };
  dueCents: number;
}

/**
 * The slots starting in [from, to) with seats booked, held and free computed
 * from rows, as the booking engine counts them (bookings not cancelled or
 * refunded; holds not yet expired at `now`), plus arrivals and money to collect.
 */
export async function loadTodaySlots(db: Executor, range: { from: Date; to: Date; now: Date }): Promise<TodaySlot[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    WITH s AS (SELECT * FROM slots WHERE starts_at >= ${range.from.toISOString()}::timestamptz AND starts_at < ${range.to.toISOString()}::timestamptz),
    bk AS (
      SELECT b.slot_id,
             coalesce(sum(b.adults + b.children) FILTER (WHERE b.status NOT IN ('cancelled', 'refunded')), 0)::int AS booked,
             bool_or(b.vip AND b.category = 'TRUFFLE' AND b.status NOT IN ('cancelled', 'refunded')) AS vip,
             count(*) FILTER (WHERE b.status IN ('confirmed', 'paid', 'checked_in'))::int AS arrivals,
             coalesce(sum(b.adults + b.children) FILTER (WHERE b.status IN ('confirmed', 'paid', 'checked_in')), 0)::int AS arrival_people,
             count(*) FILTER (WHERE b.status = 'checked_in')::int AS checked_in,
             coalesce(sum(b.adults + b.children) FILTER (WHERE b.status = 'checked_in'), 0)::int AS checked_in_people,
             coalesce(sum(${dueCentsSql}), 0)::int AS due_cents
        FROM bookings b WHERE b.slot_id IN (SELECT id FROM s) GROUP BY b.slot_id),
    h AS (
      SELECT slot_id, sum(adults + children)::int AS held, bool_or(vip AND category = 'TRUFFLE') AS vip
        FROM cart_items WHERE slot_id IN (SELECT id FROM s) AND hold_expires_at > ${range.now.toISOString()}::timestamptz GROUP BY slot_id)
    SELECT s.id, s.starts_at, s.duration_minutes, s.category, s.capacity_total, s.is_active, s.cancelled_at, e.title_it, e.title_en,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
           coalesce(bk.booked, 0) AS booked, coalesce(h.held, 0) AS held, coalesce(bk.vip, false) OR coalesce(h.vip, false) AS is_private,
           coalesce(bk.arrivals, 0) AS arrivals, coalesce(bk.arrival_people, 0) AS arrival_people,
           coalesce(bk.checked_in, 0) AS checked_in, coalesce(bk.checked_in_people, 0) AS checked_in_people, coalesce(bk.due_cents, 0) AS due_cents
      FROM s LEFT JOIN experiences e ON e.id = s.experience_id LEFT JOIN bk ON bk.slot_id = s.id LEFT JOIN h ON h.slot_id = s.id
     ORDER BY s.starts_at, s.id`);
  return r.rows.map((row) => {
    const booked = Number(row.booked);
    const held = Number(row.held);
    const capacityTotal = Number(row.capacity_total);
    return {
      id: Number(row.id),
      date: String(row.rome_date),
      startsAt: pgTimestamp(row.starts_at),
      durationMinutes: Number(row.duration_minutes),
      category: row.category as TodaySlot['category'],
      experience: row.title_it && row.title_en ? { it: String(row.title_it), en: String(row.title_en) } : null,
      capacityTotal,
      booked,
      held,
      free: Math.max(0, capacityTotal - booked - held),
      isActive: Boolean(row.is_active),
      isPrivate: Boolean(row.is_private),
      cancelled: row.cancelled_at != null,
      arrivals: { bookings: Number(row.arrivals), people: Number(row.arrival_people) },
      checkedIn: { bookings: Number(row.checked_in), people: Number(row.checked_in_people) },
      dueCents: Number(row.due_cents),
    };
  });
}

/** Rows of one alert: how many there are in all, and the first few. */
export interface AlertList<T> {
  count: number;
  items: T[];
}

async function alertList<T>(db: Executor, query: ReturnType<typeof sql>, map: (r: Record<string, unknown>) => T): Promise<AlertList<T>> {
  const r = await db.execute<Record<string, unknown>>(query);
  return { count: r.rows.length > 0 ? Number(r.rows[0]!.total) : 0, items: r.rows.map(map) };
}

const optionalId = (v: unknown): number | null => (v == null ? null : Number(v));
const optionalText = (v: unknown): string | null => (v == null || v === '' ? null : String(v));

export interface PendingRefund {
  paymentId: number;
  bookingId: number | null;
  bookingNumber: string | null;
  amountCents: number;
  createdAt: Date;
  errorCode: string | null;
}

/** Refund rows still pending at the provider, oldest first. */
export const loadPendingRefunds = (db: Executor, limit: number) =>
  alertList<PendingRefund>(
    db,
    sql`SELECT p.id, p.booking_id, b.booking_number, p.amount_cents, p.created_at, p.error_code, count(*) OVER () AS total
          FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
         WHERE p.kind = 'refund' AND p.status = 'pending'
         ORDER BY p.created_at, p.id LIMIT ${limit}`,
    (r) => ({
      paymentId: Number(r.id),
      bookingId: optionalId(r.booking_id),
      bookingNumber: optionalText(r.booking_number),
      amountCents: Number(r.amount_cents),
      createdAt: pgTimestamp(r.created_at),
      errorCode: optionalText(r.error_code),
    }),
  );

export interface FailedEmail {
  id: number;
  kind: string;
  recipient: string;
  bookingId: number | null;
  contactMessageId: number | null;
  createdAt: Date;
  lastError: string | null;
}

// The booking or contact message an outbox row is about, read from its payload.
const payloadId = (path: ReturnType<typeof sql>) => sql`CASE WHEN (${path}) ~ '^[0-9]{1,15}$' THEN (${path})::bigint END`;

/** E-mails that failed for good since `since`, newest first. */
export const loadFailedEmails = (db: Executor, since: Date, limit: number) =>
  alertList<FailedEmail>(
    db,
    sql`SELECT n.id, n.kind, n.recipient, n.created_at, n.last_error,
               coalesce(${payloadId(sql`n.payload->>'booking_id'`)},
                        CASE WHEN jsonb_typeof(n.payload->'booking_ids') = 'array' THEN ${payloadId(sql`n.payload->'booking_ids'->>0`)} END) AS booking_id,
               ${payloadId(sql`n.payload->>'contact_message_id'`)} AS contact_message_id,
               count(*) OVER () AS total
          FROM notifications n
         WHERE n.status = 'failed' AND n.created_at >= ${since.toISOString()}::timestamptz
         ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit}`,
    (r) => ({
      id: Number(r.id),
      kind: String(r.kind),
      recipient: String(r.recipient),
      bookingId: optionalId(r.booking_id),
      contactMessageId: optionalId(r.contact_message_id),
      createdAt: pgTimestamp(r.created_at),
      lastError: optionalText(r.last_error),
    }),
  );

export interface UnpaidBooking {
  bookingId: number;
  bookingNumber: string;
  customerName: string | null;
  totalCents: number;
  createdAt: Date;
  startsAt: Date;
}

/** Bookings still pending (not paid) although created before `cutoff`, oldest first. */
export const loadUnpaidBookings = (db: Executor, cutoff: Date, limit: number) =>
  alertList<UnpaidBooking>(
    db,
    sql`SELECT b.id, b.booking_number, b.customer_name, b.total_cents, b.created_at, s.starts_at, count(*) OVER () AS total
          FROM bookings b JOIN slots s ON s.id = b.slot_id
         WHERE b.status = 'pending' AND b.created_at <= ${cutoff.toISOString()}::timestamptz
         ORDER BY b.created_at, b.id LIMIT ${limit}`,
    (r) => ({
      bookingId: Number(r.id),
      bookingNumber: String(r.booking_number),
      customerName: optionalText(r.customer_name),
      totalCents: Number(r.total_cents),
      createdAt: pgTimestamp(r.created_at),
      startsAt: pgTimestamp(r.starts_at),
    }),
  );

export interface PendingReview {
  id: number;
  authorName: string;
  rating: number;
  experience: { it: string; en: string };
  createdAt: Date;
}

/** Reviews waiting for moderation, oldest first. */
export const loadPendingReviews = (db: Executor, limit: number) =>
  alertList<PendingReview>(
    db,
    sql`SELECT r.id, r.author_name, r.rating, r.created_at, e.title_it, e.title_en, count(*) OVER () AS total
          FROM reviews r JOIN experiences e ON e.id = r.experience_id
         WHERE r.status = 'pending'
         ORDER BY r.created_at, r.id LIMIT ${limit}`,
    (r) => ({
      id: Number(r.id),
      authorName: String(r.author_name),
      rating: Number(r.rating),
      experience: { it: String(r.title_it), en: String(r.title_en) },
      createdAt: pgTimestamp(r.created_at),
    }),
  );

export interface OpenMessage {
  id: number;
  name: string;
  subject: string | null;
  createdAt: Date;
}

/** Contact messages not answered yet, oldest first. */
export const loadOpenMessages = (db: Executor, limit: number) =>
  alertList<OpenMessage>(
    db,
    sql`SELECT m.id, m.name, m.subject, m.created_at, count(*) OVER () AS total
          FROM contact_messages m WHERE m.status = 'open'
         ORDER BY m.created_at, m.id LIMIT ${limit}`,
    (r) => ({ id: Number(r.id), name: String(r.name), subject: optionalText(r.subject), createdAt: pgTimestamp(r.created_at) }),
  );

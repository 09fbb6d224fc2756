import { sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, CheckInMethod } from '@tenuta/db';
import { pgTimestamp, type Executor } from '@tenuta/core';
import { channelColumnsSql, channelFromRow, type BookingChannel } from '../sales-channel.ts';

/** Who checked a guest in, when and how. */
export interface CheckInRecord {
  at: Date;
  /** The staff member's name (null if the account is gone). */
  by: string | null;
  staffId: number;
  method: CheckInMethod;
}

/** A booking as the desk sees it: the guest, the slot, the people, what to collect, the arrival. */
export interface ArrivalBooking {
  id: number;
  bookingNumber: string;
  status: BookingStatus;
  category: 'TRUFFLE' | 'WINE';
  slotId: number;
  startsAt: Date;
  /** The experience's title (on a CHOICE slot, the booked category's name). */
  experience: { it: string; en: string };
  adults: number;
  children: number;
  language: string;
  vip: boolean;
  customerName: string | null;
  customerPhone: string | null;
  notes: string | null;
  /** Still to collect at the estate (wine paid on site), in cents. */
  dueCents: number;
  checkIn: CheckInRecord | null;
  /** Who sold it (the agency or referrer named) and who pays it. */
  channel: BookingChannel;
}

/** Booking states that appear on the manifest (pending ones are not confirmed yet). */
export const MANIFEST_STATUSES: readonly BookingStatus[] = ['confirmed', 'paid', 'checked_in', 'no_show'];

/**
 * What is still to collect on site for booking `b`, in SQL: a pay-on-site
 * booking, booked or arrived, its total minus its succeeded payments (the
 * same rule as onSiteDueCents of the staff bookings module).
 */
export const dueCentsSql = sql`
  CASE WHEN b.payment_status = 'pay_on_site' AND b.status IN ('confirmed', 'checked_in')
       THEN greatest(0, b.total_cents - coalesce((
              SELECT sum(p.amount_cents) FROM payments p
               WHERE p.booking_id = b.id AND p.kind = 'payment' AND p.status = 'succeeded'), 0))
       ELSE 0 END`;

const arrivalSelect = sql`
  SELECT b.id, b.booking_number, b.status, b.category, b.slot_id, s.starts_at, e.title_it, e.title_en,
         b.adults, b.children, b.language, b.vip, b.customer_name, b.customer_phone, b.notes,
         (${dueCentsSql})::int AS due_cents,
         ci.checked_in_at, ci.staff_id AS checked_in_staff_id, ci.method AS checked_in_method, sa.name AS checked_in_by,
         ${channelColumnsSql(sql`b`)}
    FROM bookings b
    JOIN slots s ON s.id = b.slot_id
    LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
    LEFT JOIN check_ins ci ON ci.booking_id = b.id
    LEFT JOIN staff_accounts sa ON sa.id = ci.staff_id`;

/** A CHOICE slot has no experience of its own: the booked category names it. */
const categoryTitles = {
  TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
  WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' },
} as const;

function toArrival(r: Record<string, unknown>): ArrivalBooking {
  return {
    id: Number(r.id),
    bookingNumber: String(r.booking_number),
    status: r.status as BookingStatus,
    category: r.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    slotId: Number(r.slot_id),
    startsAt: pgTimestamp(r.starts_at),
    experience: r.title_it && r.title_en ? { it: String(r.title_it), en: String(r.title_en) } : { ...categoryTitles[r.category === 'WINE' ? 'WINE' : 'TRUFFLE'] },
    adults: Number(r.adults),
    children: Number(r.children),
    language: String(r.language),
    vip: Boolean(r.vip),
    customerName: r.customer_name ? String(r.customer_name) : null,
    customerPhone: r.customer_phone ? String(r.customer_phone) : null,
    notes: r.notes ? String(r.notes) : null,
    dueCents: Number(r.due_cents),
    checkIn: r.checked_in_at
      ? {
          at: pgTimestamp(r.checked_in_at),
          by: r.checked_in_by ? String(r.checked_in_by) : null,
          staffId: Number(r.checked_in_staff_id),
          method: r.checked_in_method as CheckInMethod,
        }
      : null,
    channel: channelFromRow(r),
  };
}

export async function loadArrivals(db: Executor, where: SQL, orderBy: SQL = sql`s.starts_at, s.id, lower(coalesce(b.customer_name, '')), b.id`): Promise<ArrivalBooking[]> {
  const r = await db.execute<Record<string, unknown>>(sql`${arrivalSelect} WHERE ${where} ORDER BY ${orderBy}`);
  return r.rows.map(toArrival);
}

export async function loadArrival(db: Executor, bookingId: number): Promise<ArrivalBooking | undefined> {
  const [row] = await loadArrivals(db, sql`b.id = ${bookingId}`);
  return row;
}

/** Locks the booking row (the check-in's serialisation point) and reads its status and slot start. */
export async function lockBookingForCheckIn(tx: Executor, bookingId: number): Promise<{ status: BookingStatus; startsAt: Date } | undefined> {
  const r = await tx.execute<{ status: BookingStatus; starts_at: string }>(sql`
    SELECT b.status, s.starts_at FROM bookings b JOIN slots s ON s.id = b.slot_id WHERE b.id = ${bookingId} FOR UPDATE OF b`);
  const row = r.rows[0];
  return row ? { status: row.status, startsAt: pgTimestamp(row.starts_at) } : undefined;
}

export async function insertCheckIn(tx: Executor, c: { bookingId: number; staffId: number; method: CheckInMethod; at: Date }): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`
    INSERT INTO check_ins (booking_id, staff_id, method, checked_in_at) VALUES (${c.bookingId}, ${c.staffId}, ${c.method}, ${c.at.toISOString()}::timestamptz) RETURNING id`);
  return Number(r.rows[0]!.id);
}

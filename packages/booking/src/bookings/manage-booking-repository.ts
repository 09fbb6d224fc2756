import { sql } from 'drizzle-orm';
import type { Booking } from '@tenuta/db';
import { pgTimestamp, type Executor } from '@tenuta/core';

/** A booking with what the "manage my booking" page shows of its slot and experience. */
export interface ManagedBookingRow {
  id: number;
  bookingNumber: string;
  slotId: number;
  category: 'TRUFFLE' | 'WINE';
  status: Booking['status'];
  paymentStatus: Booking['paymentStatus'];
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  locale: 'it' | 'en';
  unitPriceCents: number;
  vipSupplementCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  customerName: string | null;
  customerEmail: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  experienceId: number | null;
  titleIt: string | null;
  titleEn: string | null;
  startsAt: Date;
  durationMinutes: number;
  romeDate: string;
  romeStart: string;
  romeEnd: string;
  hasReview: boolean;
}

export async function loadManagedBooking(db: Executor, bookingId: number): Promise<ManagedBookingRow | undefined> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.booking_number, b.slot_id, b.category, b.status, b.payment_status, b.adults, b.children, b.vip,
           b.language, b.locale, b.unit_price_cents, b.vip_supplement_cents, b.subtotal_cents, b.discount_cents,
           b.total_cents, b.customer_name, b.customer_email, b.cancelled_at, b.cancel_reason,
           s.experience_id, s.starts_at, (CASE WHEN s.category = 'CHOICE' THEN coalesce(e.duration_minutes, s.duration_minutes) ELSE s.duration_minutes END) AS duration_minutes, e.title_it, e.title_en,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_start,
           to_char((s.starts_at + make_interval(mins => (CASE WHEN s.category = 'CHOICE' THEN coalesce(e.duration_minutes, s.duration_minutes) ELSE s.duration_minutes END))) AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_end,
           EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id) AS has_review
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
     WHERE b.id = ${bookingId}`);
  const x = r.rows[0];
  if (!x) return undefined;
  return {
    id: Number(x.id),
    bookingNumber: String(x.booking_number),
    slotId: Number(x.slot_id),
    category: x.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    status: x.status as Booking['status'],
    paymentStatus: x.payment_status as Booking['paymentStatus'],
    adults: Number(x.adults),
    children: Number(x.children),
    vip: Boolean(x.vip),
    language: String(x.language),
    locale: x.locale === 'en' ? 'en' : 'it',
    unitPriceCents: Number(x.unit_price_cents),
    vipSupplementCents: Number(x.vip_supplement_cents),
    subtotalCents: Number(x.subtotal_cents),
    discountCents: Number(x.discount_cents),
    totalCents: Number(x.total_cents),
    customerName: (x.customer_name as string | null) ?? null,
    customerEmail: (x.customer_email as string | null) ?? null,
    cancelledAt: x.cancelled_at ? pgTimestamp(x.cancelled_at) : null,
    cancelReason: (x.cancel_reason as string | null) ?? null,
    experienceId: x.experience_id === null ? null : Number(x.experience_id),
    titleIt: (x.title_it as string | null) ?? null,
    titleEn: (x.title_en as string | null) ?? null,
    startsAt: pgTimestamp(x.starts_at),
    durationMinutes: Number(x.duration_minutes),
    romeDate: String(x.rome_date),
    romeStart: String(x.rome_start),
    romeEnd: String(x.rome_end),
    hasReview: Boolean(x.has_review),
  };
}

/** The booking row, locked FOR UPDATE (serializes cancel and date change of one booking). */
export async function lockBooking(tx: Executor, bookingId: number): Promise<{ id: number; status: Booking['status']; slotId: number; startsAt: Date } | undefined> {
  const r = await tx.execute<Record<string, unknown>>(sql`SELECT id, status, slot_id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
  const x = r.rows[0];
  if (!x) return undefined;
  // A separate statement after the lock: it reads the slot as committed by whoever we waited for.
  const s = await tx.execute<{ starts_at: string }>(sql`SELECT starts_at FROM slots WHERE id = ${Number(x.slot_id)}`);
  return { id: Number(x.id), status: x.status as Booking['status'], slotId: Number(x.slot_id), startsAt: pgTimestamp(s.rows[0]!.starts_at) };
}

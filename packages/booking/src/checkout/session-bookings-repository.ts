import { sql } from 'drizzle-orm';
import { pgTimestamp, type Executor } from '@tenuta/core';

/** A booking of a checkout (or the one a payment link pays) with what the success page shows of its slot. */
export interface SessionBooking {
  id: number;
  bookingNumber: string;
  slotId: number;
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  discountCents: number;
  /** Succeeded payments (card, gift voucher, on site). */
  paidCents: number;
  startsAt: Date;
  romeDate: string;
  romeStart: string;
  titleIt: string | null;
  titleEn: string | null;
}

export async function findSessionBookings(db: Executor, checkoutSessionId: string): Promise<SessionBooking[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.booking_number, b.slot_id, b.category, b.adults, b.children, b.vip, b.language, b.status,
           b.payment_status, b.total_cents, b.discount_cents, s.starts_at,
           (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p
             WHERE p.booking_id = b.id AND p.kind = 'payment' AND p.status = 'succeeded') AS paid_cents,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_start,
           e.title_it, e.title_en
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
     WHERE b.checkout_session_id = ${checkoutSessionId}::uuid
        OR b.id = (SELECT l.pays_booking_id FROM checkout_sessions l WHERE l.id = ${checkoutSessionId}::uuid)
     ORDER BY s.starts_at, b.id`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    bookingNumber: String(x.booking_number),
    slotId: Number(x.slot_id),
    category: x.category as 'TRUFFLE' | 'WINE',
    adults: Number(x.adults),
    children: Number(x.children),
    vip: Boolean(x.vip),
    language: String(x.language),
    status: String(x.status),
    paymentStatus: String(x.payment_status),
    totalCents: Number(x.total_cents),
    discountCents: Number(x.discount_cents),
    paidCents: Number(x.paid_cents),
    startsAt: pgTimestamp(x.starts_at),
    romeDate: String(x.rome_date),
    romeStart: String(x.rome_start),
    titleIt: (x.title_it as string | null) ?? null,
    titleEn: (x.title_en as string | null) ?? null,
  }));
}

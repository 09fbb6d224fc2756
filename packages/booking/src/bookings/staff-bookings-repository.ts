import { sql, type SQL } from 'drizzle-orm';
import type { Booking, BookingStatus } from '@tenuta/db';
import { pgTimestamp, type Executor } from '@tenuta/core';
import { bookingSearchMatch } from './booking-search-terms.ts';
import { channelColumnsSql, channelFromRow, channelKindSql, type BookingChannel, type SalesChannel } from '../sales-channel.ts';

/** The back office's reads of bookings: the search list, one booking whole, the export. */

export interface BookingSearch {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: BookingStatus | undefined;
  category?: 'TRUFFLE' | 'WINE' | undefined;
  channel?: SalesChannel | undefined;
  sort: 'newest' | 'oldest' | 'slot' | 'slot_desc';
  limit: number;
  offset: number;
}

function searchWhere(f: Omit<BookingSearch, 'sort' | 'limit' | 'offset'>): SQL {
  const c: SQL[] = [sql`TRUE`];
  if (f.q) c.push(bookingSearchMatch(f.q));
  if (f.from) c.push(sql`s.starts_at >= (${f.from}::date)::timestamp AT TIME ZONE 'Europe/Rome'`);
  if (f.to) c.push(sql`s.starts_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'`);
  if (f.status) c.push(sql`b.status = ${f.status}`);
  if (f.category) c.push(sql`b.category = ${f.category}`);
  if (f.channel) c.push(sql`${channelKindSql(sql`b`)} = ${f.channel}`);
  return sql.join(c, sql` AND `);
}

const ORDER: Record<BookingSearch['sort'], SQL> = {
  newest: sql`b.created_at DESC, b.id DESC`,
  oldest: sql`b.created_at ASC, b.id ASC`,
  slot: sql`s.starts_at ASC, b.id ASC`,
  slot_desc: sql`s.starts_at DESC, b.id DESC`,
};

/** Columns of a booking with its slot, experience and ledger sums (list, detail and export). */
const BOOKING_COLUMNS = sql`
  b.id, b.booking_number, b.status, b.payment_status, b.category, b.adults, b.children, b.vip, b.language, b.locale,
  b.customer_name, b.customer_email, b.customer_phone, b.notes, b.unit_price_cents, b.vip_supplement_cents,
  b.subtotal_cents, b.discount_cents, b.total_cents, b.created_at, b.cancelled_at, b.cancel_reason, b.slot_id,
  s.starts_at, (CASE WHEN s.category = 'CHOICE' THEN coalesce(e.duration_minutes, s.duration_minutes) ELSE s.duration_minutes END) AS duration_minutes, s.category AS slot_category, s.is_active AS slot_active, s.cancelled_at AS slot_cancelled_at,
  s.experience_id, e.title_it, e.title_en, c.code AS coupon_code,
  to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
  to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_start,
  to_char((s.starts_at + make_interval(mins => (CASE WHEN s.category = 'CHOICE' THEN coalesce(e.duration_minutes, s.duration_minutes) ELSE s.duration_minutes END))) AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_end,
  coalesce((SELECT sum(p.amount_cents) FROM payments p WHERE p.booking_id = b.id AND p.kind = 'payment' AND p.status = 'succeeded'), 0)::int AS paid_cents,
  coalesce((SELECT sum(p.amount_cents) FROM payments p WHERE p.booking_id = b.id AND p.kind = 'refund' AND p.status = 'succeeded'), 0)::int AS refunded_cents,
  b.checkout_session_id, ${channelColumnsSql(sql`b`)}`;
const BOOKING_FROM = sql`FROM bookings b JOIN slots s ON s.id = b.slot_id LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents) LEFT JOIN coupons c ON c.id = b.coupon_id`;

export interface StaffBookingRecord {
  id: number;
  bookingNumber: string;
  status: BookingStatus;
  paymentStatus: Booking['paymentStatus'];
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  locale: 'it' | 'en';
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  notes: string | null;
  unitPriceCents: number;
  vipSupplementCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelReason: string | null;
  slotId: number;
  startsAt: Date;
  durationMinutes: number;
  slotCategory: 'TRUFFLE' | 'WINE' | 'CHOICE';
  slotActive: boolean;
  slotCancelledAt: Date | null;
  experienceId: number | null;
  titleIt: string | null;
  titleEn: string | null;
  couponCode: string | null;
  romeDate: string;
  romeStart: string;
  romeEnd: string;
  paidCents: number;
  refundedCents: number;
  /** The checkout that made it (with the other lines of its order), if any. */
  checkoutSessionId: string | null;
  /** Who sold it and who pays it. */
  channel: BookingChannel;
}

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toRecord(x: Record<string, unknown>): StaffBookingRecord {
  return {
    id: Number(x.id),
    bookingNumber: String(x.booking_number),
    status: x.status as BookingStatus,
    paymentStatus: x.payment_status as Booking['paymentStatus'],
    category: x.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    adults: Number(x.adults),
    children: Number(x.children),
    vip: Boolean(x.vip),
    language: String(x.language),
    locale: x.locale === 'en' ? 'en' : 'it',
    customerName: str(x.customer_name),
    customerEmail: str(x.customer_email),
    customerPhone: str(x.customer_phone),
    notes: str(x.notes),
    unitPriceCents: Number(x.unit_price_cents),
    vipSupplementCents: Number(x.vip_supplement_cents),
    subtotalCents: Number(x.subtotal_cents),
    discountCents: Number(x.discount_cents),
    totalCents: Number(x.total_cents),
    createdAt: pgTimestamp(x.created_at),
    cancelledAt: x.cancelled_at ? pgTimestamp(x.cancelled_at) : null,
    cancelReason: str(x.cancel_reason),
    slotId: Number(x.slot_id),
    startsAt: pgTimestamp(x.starts_at),
    durationMinutes: Number(x.duration_minutes),
    slotCategory: x.slot_category as StaffBookingRecord['slotCategory'],
    slotActive: Boolean(x.slot_active),
    slotCancelledAt: x.slot_cancelled_at ? pgTimestamp(x.slot_cancelled_at) : null,
    experienceId: x.experience_id === null ? null : Number(x.experience_id),
    titleIt: str(x.title_it),
    titleEn: str(x.title_en),
    couponCode: str(x.coupon_code),
    romeDate: String(x.rome_date),
    romeStart: String(x.rome_start),
    romeEnd: String(x.rome_end),
    paidCents: Number(x.paid_cents),
    refundedCents: Number(x.refunded_cents),
    checkoutSessionId: str(x.checkout_session_id),
    channel: channelFromRow(x),
  };
}

/** One page of the search and the number of bookings that match. */
export async function searchBookings(db: Executor, f: BookingSearch): Promise<{ rows: StaffBookingRecord[]; total: number }> {
  const where = searchWhere(f);
  const [page, count] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM} WHERE ${where} ORDER BY ${ORDER[f.sort]} LIMIT ${f.limit} OFFSET ${f.offset}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings b JOIN slots s ON s.id = b.slot_id WHERE ${where}`),
  ]);
  return { rows: page.rows.map(toRecord), total: Number(count.rows[0]?.n ?? 0) };
}

export async function loadStaffBooking(db: Executor, bookingId: number): Promise<StaffBookingRecord | undefined> {
  const r = await db.execute<Record<string, unknown>>(sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM} WHERE b.id = ${bookingId}`);
  return r.rows[0] ? toRecord(r.rows[0]) : undefined;
}

/** Every booking whose slot is on the Rome days from..to, by slot time: the CSV export. */
export async function bookingsBySlotDate(db: Executor, from: string, to: string): Promise<StaffBookingRecord[]> {
  const r = await db.execute<Record<string, unknown>>(sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM} WHERE ${searchWhere({ from, to })} ORDER BY s.starts_at ASC, b.id ASC`);
  return r.rows.map(toRecord);
}

/**
 * Every booking with a payment taken on the Rome days from..to (a succeeded payment row recorded
 * then: card, on site or gift voucher; a voided one no longer counts), by its first such payment.
 */
export async function bookingsByPaymentDate(db: Executor, from: string, to: string): Promise<StaffBookingRecord[]> {
  const r = await db.execute<Record<string, unknown>>(sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM}
    JOIN LATERAL (SELECT min(p.created_at) AS first_paid FROM payments p WHERE p.booking_id = b.id AND p.kind = 'payment' AND p.status = 'succeeded'
      AND p.created_at >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Rome' AND p.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome') pp ON pp.first_paid IS NOT NULL
    ORDER BY pp.first_paid ASC, b.id ASC`);
  return r.rows.map(toRecord);
}

/**
 * The booking row locked FOR UPDATE (every staff change of a booking
 * serializes on it), then its slot's start read in a later statement.
 */
export async function lockStaffBooking(
  tx: Executor,
  bookingId: number,
): Promise<(Pick<Booking, 'id' | 'bookingNumber' | 'status' | 'paymentStatus' | 'totalCents' | 'customerEmail' | 'locale' | 'slotId'> & { startsAt: Date }) | undefined> {
  const r = await tx.execute<Record<string, unknown>>(
    sql`SELECT id, booking_number, status, payment_status, total_cents, customer_email, locale, slot_id FROM bookings WHERE id = ${bookingId} FOR UPDATE`,
  );
  const x = r.rows[0];
  if (!x) return undefined;
  const s = await tx.execute<{ starts_at: string }>(sql`SELECT starts_at FROM slots WHERE id = ${Number(x.slot_id)}`);
  return {
    id: Number(x.id),
    bookingNumber: String(x.booking_number),
    status: x.status as BookingStatus,
    paymentStatus: x.payment_status as Booking['paymentStatus'],
    totalCents: Number(x.total_cents),
    customerEmail: str(x.customer_email),
    locale: x.locale === 'en' ? 'en' : 'it',
    slotId: Number(x.slot_id),
    startsAt: pgTimestamp(s.rows[0]!.starts_at),
  };
}

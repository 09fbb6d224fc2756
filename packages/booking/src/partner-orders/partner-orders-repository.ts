import { sql, type SQL } from 'drizzle-orm';
import type { Booking } from '@tenuta/db';
import { pgTimestamp, referredBySql, type Executor } from '@tenuta/core';

/** Whose orders: a reseller's own bookings, or the bookings a referrer sent (its links and its codes). */
export interface OrderScope {
  partnerId: number;
  partnerType: 'reseller' | 'referral';
}

/** A booking as the partner area shows it, with its slot, experience and the user who placed it. */
export interface PartnerOrderRow {
  id: number;
  bookingNumber: string;
  status: Booking['status'];
  category: 'TRUFFLE' | 'WINE';
  titleIt: string | null;
  titleEn: string | null;
  startsAt: Date;
  durationMinutes: number;
  romeDate: string;
  romeStart: string;
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  locale: 'it' | 'en';
  customerName: string | null;
  customerPhone: string | null;
  /** The guest's own e-mail as the agency gave it (not the agency's address the order was sent to). */
  guestEmail: string | null;
  reference: string | null;
  partnerPayment: Booking['partnerPayment'];
  paymentStatus: Booking['paymentStatus'];
  totalCents: number;
  netCents: number | null;
  retainedCents: number | null;
  placedBy: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
}

export interface OrderFilter {
  status: 'upcoming' | 'past' | 'cancelled' | 'all';
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

// A referrer's bookings are the ones credited to it, by the one rule every page uses (core's partner-bookings).
const scopeSql = (s: OrderScope): SQL => (s.partnerType === 'reseller' ? sql`b.partner_id = ${s.partnerId}` : referredBySql(s.partnerId, sql`b`));

const ENDED = sql`b.status IN ('cancelled', 'refunded')`;

function filterSql(f: OrderFilter, now: Date): SQL[] {
  const at = now.toISOString();
  const where: SQL[] = [];
  if (f.status === 'upcoming') where.push(sql`s.starts_at >= ${at}::timestamptz AND NOT (${ENDED})`);
  if (f.status === 'past') where.push(sql`s.starts_at < ${at}::timestamptz AND NOT (${ENDED})`);
  if (f.status === 'cancelled') where.push(ENDED);
  if (f.from) where.push(sql`(s.starts_at AT TIME ZONE 'Europe/Rome')::date >= ${f.from}::date`);
  if (f.to) where.push(sql`(s.starts_at AT TIME ZONE 'Europe/Rome')::date <= ${f.to}::date`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(b.booking_number ILIKE ${like} OR b.customer_name ILIKE ${like} OR b.partner_reference ILIKE ${like})`);
  }
  return where;
}

const SELECT = sql`
  SELECT b.id, b.booking_number, b.status, b.category, b.adults, b.children, b.vip, b.language, b.locale,
         b.customer_name, b.customer_phone, b.partner_reference, b.partner_payment, b.payment_status,
         b.total_cents, b.partner_net_cents, b.partner_retained_cents, b.created_at, b.cancelled_at,
         cs.customer_data->>'guest_email' AS guest_email,
         coalesce(u.name, CASE WHEN cs.partner_order->>'channel' = 'octo' THEN 'OCTO API' END) AS placed_by,
         s.starts_at, (CASE WHEN s.category = 'CHOICE' THEN coalesce(e.duration_minutes, s.duration_minutes) ELSE s.duration_minutes END) AS duration_minutes, e.title_it, e.title_en,
         to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
         to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_start,
         count(*) OVER () AS total_count
    FROM bookings b
    JOIN slots s ON s.id = b.slot_id
    LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
    LEFT JOIN checkout_sessions cs ON cs.id = b.checkout_session_id AND cs.partner_id IS NOT NULL
    LEFT JOIN partner_users u ON u.id = b.partner_user_id`;

const nullableNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toRow(x: Record<string, unknown>): PartnerOrderRow {
  return {
    id: Number(x.id),
    bookingNumber: String(x.booking_number),
    status: x.status as Booking['status'],
    category: x.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    titleIt: (x.title_it as string | null) ?? null,
    titleEn: (x.title_en as string | null) ?? null,
    startsAt: pgTimestamp(x.starts_at),
    durationMinutes: Number(x.duration_minutes),
    romeDate: String(x.rome_date),
    romeStart: String(x.rome_start),
    adults: Number(x.adults),
    children: Number(x.children),
    vip: Boolean(x.vip),
    language: String(x.language),
    locale: x.locale === 'en' ? 'en' : 'it',
    customerName: (x.customer_name as string | null) ?? null,
    customerPhone: (x.customer_phone as string | null) ?? null,
    guestEmail: (x.guest_email as string | null) || null,
    reference: (x.partner_reference as string | null) ?? null,
    partnerPayment: (x.partner_payment as Booking['partnerPayment']) ?? null,
    paymentStatus: x.payment_status as Booking['paymentStatus'],
    totalCents: Number(x.total_cents),
    netCents: nullableNumber(x.partner_net_cents),
    retainedCents: nullableNumber(x.partner_retained_cents),
    placedBy: (x.placed_by as string | null) ?? null,
    createdAt: pgTimestamp(x.created_at),
    cancelledAt: x.cancelled_at ? pgTimestamp(x.cancelled_at) : null,
  };
}

/** One page of the partner's orders (upcoming first by date; the rest newest slot first) and how many match. */
export async function findPartnerOrders(db: Executor, scope: OrderScope, f: OrderFilter, now: Date): Promise<{ rows: PartnerOrderRow[]; total: number }> {
  const where = sql.join([scopeSql(scope), ...filterSql(f, now)], sql` AND `);
  const order = f.status === 'upcoming' ? sql`s.starts_at ASC, b.id ASC` : sql`s.starts_at DESC, b.id DESC`;
  const r = await db.execute<Record<string, unknown>>(sql`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`);
  return { rows: r.rows.map(toRow), total: r.rows.length > 0 ? Number(r.rows[0]!.total_count) : await countPartnerOrders(db, scope, f, now) };
}

async function countPartnerOrders(db: Executor, scope: OrderScope, f: OrderFilter, now: Date): Promise<number> {
  if (f.offset === 0) return 0;
  const where = sql.join([scopeSql(scope), ...filterSql(f, now)], sql` AND `);
  const r = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM bookings b JOIN slots s ON s.id = b.slot_id WHERE ${where}`);
  return Number(r.rows[0]?.n ?? 0);
}

/** One order of the partner; another partner's (or an unknown) id finds nothing. */
export async function findPartnerOrder(db: Executor, scope: OrderScope, bookingId: number): Promise<PartnerOrderRow | undefined> {
  const r = await db.execute<Record<string, unknown>>(sql`${SELECT} WHERE b.id = ${bookingId} AND ${scopeSql(scope)}`);
  return r.rows[0] ? toRow(r.rows[0]) : undefined;
}

/** The partner's orders with these ids (the bookings an order just made), by slot. */
export async function findPartnerOrdersByIds(db: Executor, scope: OrderScope, ids: readonly number[]): Promise<PartnerOrderRow[]> {
  if (ids.length === 0) return [];
  const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const r = await db.execute<Record<string, unknown>>(sql`${SELECT} WHERE b.id = ANY(${list}::bigint[]) AND ${scopeSql(scope)} ORDER BY s.starts_at, b.id`);
  return r.rows.map(toRow);
}

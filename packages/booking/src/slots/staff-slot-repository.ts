import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { experiences, payments, type Booking, type Payment } from '@tenuta/db';
import { occupancySql, toSlotWithOccupancy, type OccupancyRow, type SlotWithOccupancy } from '../holds/index.ts';
import { pgTimestamp, type Executor } from '@tenuta/core';
import type { SlotCategory, SlotPrices } from './slot-series.ts';

/** A slot with its occupancy (the booking engine's one query), split into booked and held, and its cancellation. */
export interface StaffSlotRow extends SlotWithOccupancy {
  /** People of live bookings; the rest of `people` is held by unexpired holds. */
  booked: number;
  bookingsCount: number;
  cancelledAt: Date | null;
  cancelReason: string | null;
  titleIt: string | null;
  titleEn: string | null;
}

interface Row extends OccupancyRow {
  booked: number;
  bookings_count: number;
  cancelled_at: string | Date | null;
  cancel_reason: string | null;
  title_it: string | null;
  title_en: string | null;
}

/**
 * Slots matching `where` (a condition on `slots`) with the occupancy of
 * occupancySql (unexpired holds + live bookings, computed from rows at `now`)
 * and the booked part of it, in one statement, by start time.
 */
export async function queryStaffSlots(db: Executor, where: SQL, now: Date): Promise<StaffSlotRow[]> {
  const r = await db.execute<Row>(sql`
    SELECT occ.*, s.cancelled_at, s.cancel_reason, e.title_it, e.title_en,
           coalesce(b.booked, 0)::int AS booked, coalesce(b.n, 0)::int AS bookings_count
      FROM (${occupancySql(where, sql`${now.toISOString()}`)}) occ
      JOIN slots s ON s.id = occ.id
      LEFT JOIN experiences e ON e.id = occ.experience_id
      LEFT JOIN (SELECT slot_id, sum(adults + children) AS booked, count(*) AS n
                   FROM bookings
                  WHERE status NOT IN ('cancelled', 'refunded') AND slot_id IN (SELECT id FROM slots WHERE ${where})
                  GROUP BY slot_id) b ON b.slot_id = occ.id
     ORDER BY occ.starts_at, occ.id`);
  return r.rows.map((x) => ({
    ...toSlotWithOccupancy(x),
    booked: Number(x.booked),
    bookingsCount: Number(x.bookings_count),
    cancelledAt: x.cancelled_at ? pgTimestamp(x.cancelled_at) : null,
    cancelReason: x.cancel_reason,
    titleIt: x.title_it,
    titleEn: x.title_en,
  }));
}

/** Slots starting on the Rome calendar days `from` to `to` (inclusive). */
export const romeDaysCondition = (from: string, to: string): SQL =>
  sql`starts_at >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Rome' AND starts_at < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'`;

export async function findStaffSlot(db: Executor, slotId: number, now: Date): Promise<StaffSlotRow | undefined> {
  const [row] = await queryStaffSlots(db, sql`id = ${slotId}`, now);
  return row;
}

/**
 * Locks the slot row FOR UPDATE, then reads it with its occupancy in a later
 * statement (READ COMMITTED: that snapshot sees every hold committed by the
 * writer we waited for). Undefined for an unknown slot.
 */
export async function lockStaffSlot(tx: Executor, slotId: number, now: Date): Promise<StaffSlotRow | undefined> {
  const locked = await tx.execute(sql`SELECT id FROM slots WHERE id = ${slotId} FOR UPDATE`);
  if (locked.rows.length === 0) return undefined;
  return findStaffSlot(tx, slotId, now);
}

/** A booking that still takes seats and can be cancelled with its slot. */
export interface SlotBookingRow {
  id: number;
  bookingNumber: string;
  status: Booking['status'];
  paymentStatus: Booking['paymentStatus'];
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  customerName: string | null;
  customerEmail: string | null;
  locale: 'it' | 'en';
}

/** States a slot cancellation ends (checked-in guests too: the experience does not take place). */
export const CANCELLABLE_WITH_SLOT: readonly Booking['status'][] = ['pending', 'confirmed', 'paid', 'checked_in'];

/** The slot's bookings in CANCELLABLE_WITH_SLOT states, by id; `lock` takes their rows FOR UPDATE in that order. */
export async function slotBookings(db: Executor, slotId: number, lock: boolean): Promise<SlotBookingRow[]> {
  const states = sql.join(
    CANCELLABLE_WITH_SLOT.map((s) => sql`${s}`),
    sql`, `,
  );
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT id, booking_number, status, payment_status, category, adults, children, vip, language, customer_name, customer_email, locale
      FROM bookings WHERE slot_id = ${slotId} AND status IN (${states}) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    bookingNumber: String(x.booking_number),
    status: x.status as Booking['status'],
    paymentStatus: x.payment_status as Booking['paymentStatus'],
    category: x.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    adults: Number(x.adults),
    children: Number(x.children),
    vip: Boolean(x.vip),
    language: String(x.language),
    customerName: (x.customer_name as string | null) ?? null,
    customerEmail: (x.customer_email as string | null) ?? null,
    locale: x.locale === 'en' ? 'en' : 'it',
  }));
}

/** The ledger rows of these bookings, grouped by booking, oldest first. */
export async function ledgersOf(db: Executor, bookingIds: readonly number[]): Promise<Map<number, Payment[]>> {
  const byBooking = new Map<number, Payment[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  for (const row of rows) byBooking.get(row.bookingId!)?.push(row);
  return byBooking;
}

/** Unexpired holds on the slot (people and lines). */
export async function countHolds(db: Executor, slotId: number, now: Date): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > ${now.toISOString()}::timestamptz`);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Deletes every hold on the slot and tells their carts (the next cart read
 * reports the lines as gone, as for expired ones). Returns the unexpired
 * holds released. Freeing needs no lock of its own.
 */
export async function releaseSlotHolds(tx: Executor, slotId: number, now: Date): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`
    WITH d AS (DELETE FROM cart_items WHERE slot_id = ${slotId} RETURNING cart_id, hold_expires_at),
         c AS (SELECT cart_id, count(*)::int AS n FROM d GROUP BY cart_id),
         u AS (UPDATE carts SET expired_unreported = carts.expired_unreported + c.n, updated_at = now() FROM c WHERE carts.id = c.cart_id RETURNING 1)
    SELECT (SELECT count(*) FROM d WHERE hold_expires_at > ${now.toISOString()}::timestamptz)::int AS n, (SELECT count(*) FROM u)::int AS carts`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function listSlotExperiences(db: Executor) {
  return db.select().from(experiences).orderBy(asc(experiences.sortOrder), asc(experiences.id));
}

export interface SeriesInsert {
  experienceId: number | null;
  category: SlotCategory;
  entries: readonly { date: string; time: string }[];
  durationMinutes: number;
  capacity: number;
  languages: readonly string[];
  prices: SlotPrices;
  now: Date;
}

export interface SeriesOutcome {
  created: { id: number; date: string; time: string }[];
  skipped: { date: string; time: string; reason: 'exists' | 'past' | 'no_such_time' }[];
}

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * Inserts the series' slots in one statement. Each (Rome date, wall time)
 * becomes an instant in PostgreSQL (`(date + time) AT TIME ZONE 'Europe/Rome'`,
 * DST-safe); a wall time that does not exist that day (the spring clock
 * change) comes back different and is skipped, as are instants already past
 * and slots of the same experience, category and start that already exist
 * (also CHOICE slots, whose experience is NULL: the NOT EXISTS covers what
 * the unique constraint cannot). The caller serialises creators.
 */
export async function insertSeries(tx: Executor, s: SeriesInsert): Promise<SeriesOutcome> {
  const r = await tx.execute<{ d: string; t: string; id: number | null; reason: string | null }>(sql`
    WITH x AS (
      SELECT e.d, e.t, ((e.d::date + e.t::time) AT TIME ZONE 'Europe/Rome') AS starts_at
        FROM unnest(${textArray(s.entries.map((e) => e.date))}::text[], ${textArray(s.entries.map((e) => e.time))}::text[]) AS e(d, t)
    ),
    c AS (
      SELECT x.*,
             CASE WHEN to_char(x.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') <> x.t THEN 'no_such_time'
                  WHEN x.starts_at <= ${s.now.toISOString()}::timestamptz THEN 'past'
                  WHEN EXISTS (SELECT 1 FROM slots o WHERE o.starts_at = x.starts_at AND o.category = ${s.category}
                                  AND o.experience_id IS NOT DISTINCT FROM ${s.experienceId}::int) THEN 'exists'
             END AS reason
        FROM x
    ),
    i AS (
      INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages,
                         truffle_price_cents, truffle_vip_upgrade_price_cents, wine_price_cents, wine_vip_upgrade_price_cents)
      SELECT ${s.experienceId}::int, ${s.category}, c.starts_at, ${s.durationMinutes}::int, ${s.capacity}::int, ${textArray(s.languages)}::text[],
             ${s.prices.trufflePriceCents}::int, ${s.prices.truffleVipUpgradePriceCents}::int, ${s.prices.winePriceCents}::int, ${s.prices.wineVipUpgradePriceCents}::int
        FROM c WHERE c.reason IS NULL
      ON CONFLICT ON CONSTRAINT slots_experience_start_uq DO NOTHING
      RETURNING id, starts_at
    )
    SELECT c.d, c.t, i.id, coalesce(c.reason, CASE WHEN i.id IS NULL THEN 'exists' END) AS reason
      FROM c LEFT JOIN i ON i.starts_at = c.starts_at
     ORDER BY c.starts_at, c.t`);
  const outcome: SeriesOutcome = { created: [], skipped: [] };
  for (const row of r.rows) {
    if (row.id !== null && row.reason === null) outcome.created.push({ id: Number(row.id), date: row.d, time: row.t });
    else outcome.skipped.push({ date: row.d, time: row.t, reason: (row.reason ?? 'exists') as SeriesOutcome['skipped'][number]['reason'] });
  }
  return outcome;
}

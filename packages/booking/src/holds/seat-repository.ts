import { sql, type SQL } from 'drizzle-orm';
import { cutoffMinutesSql } from '../cutoff/index.ts';
import { pgTimestamp, type Executor } from '@tenuta/core';
import type { BookedCategory, SlotCategory, SlotWithOccupancy } from './slot-state.ts';

export interface OccupancyRow extends Record<string, unknown> {
  id: number;
  experience_id: number | null;
  category: SlotCategory;
  starts_at: string | Date;
  duration_minutes: number;
  capacity_total: number;
  languages: string[];
  is_vip_blocked: boolean;
  is_active: boolean;
  wine_price_cents: number | null;
  wine_vip_upgrade_price_cents: number | null;
  truffle_price_cents: number | null;
  truffle_vip_upgrade_price_cents: number | null;
  rome_date: string;
  rome_start: string;
  rome_end: string;
  people: number;
  is_private: boolean;
  first_category: BookedCategory | null;
  active_count: number;
  cutoff_minutes: number;
  partners_only: boolean;
}

export interface OccupancyQuery {
  /** A condition on `slots` (alias-free column names). */
  where: SQL;
  /** Holds expiring at or before `now` do not count. */
  now: Date;
  /** Leave one hold out (the item being changed). */
  excludeItemId?: string;
  /** Leave one booking out (a booking whose party is being changed). */
  excludeBookingId?: number;
  limit?: number;
}

/**
 * Slots with their occupancy, computed from rows in ONE query: people of
 * holds with hold_expires_at > now plus bookings not cancelled or refunded.
 * Never a counter; an expired hold stops counting by this query itself.
 */
/**
 * The occupancy statement: slots matching `where` with people of holds with
 * hold_expires_at > `now` plus bookings not cancelled or refunded, in ONE
 * query. Never a counter; an expired hold stops counting by this query
 * itself. `now` is SQL so that prepared statements can pass a placeholder.
 * `slotIds` (an array of slot ids, when `where` asks for exactly those ids):
 * the holds and bookings are then read by their slot index
 * (`slot_id = ANY(…)`) rather than by a join the planner may turn into a
 * scan of every hold (docs/decisions/0026). The
 * result is the same.
 */
export function occupancySql(where: SQL, now: SQL, exclude: SQL = sql``, limit: SQL = sql``, slotIds?: SQL, excludeBooking: SQL = sql``): SQL {
  const holdsOf = slotIds ? sql`h.slot_id = ANY(${slotIds})` : sql`h.slot_id IN (SELECT id FROM s)`;
  const bookingsOf = slotIds ? sql`b.slot_id = ANY(${slotIds})` : sql`b.slot_id IN (SELECT id FROM s)`;
  return sql`
    WITH s AS (SELECT * FROM slots WHERE ${where}),
    o AS (
      SELECT x.slot_id,
             sum(x.people)::int AS people,
             bool_or(x.vip AND x.category = 'TRUFFLE') AS is_private,
             (array_agg(x.category ORDER BY x.created_at, x.category))[1] AS first_category,
             count(*)::int AS active_count
      FROM (
        SELECT h.slot_id, h.adults + h.children AS people, h.vip, h.category, h.created_at
          FROM cart_items h
         WHERE ${holdsOf} AND h.hold_expires_at > ${now}::timestamptz ${exclude}
        UNION ALL
        SELECT b.slot_id, b.adults + b.children, b.vip, b.category, b.created_at
          FROM bookings b
         WHERE ${bookingsOf} AND b.status NOT IN ('cancelled', 'refunded') ${excludeBooking}
      ) x
      GROUP BY x.slot_id
    )
    SELECT s.id, s.experience_id, s.category, s.starts_at, s.duration_minutes, s.capacity_total, s.languages,
           s.is_vip_blocked, s.is_active, s.wine_price_cents, s.wine_vip_upgrade_price_cents,
           s.truffle_price_cents, s.truffle_vip_upgrade_price_cents,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_start,
           to_char((s.starts_at + make_interval(mins => s.duration_minutes)) AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_end,
           coalesce(o.people, 0) AS people,
           coalesce(o.is_private, false) AS is_private,
           o.first_category,
           coalesce(o.active_count, 0) AS active_count,
           ${cutoffMinutesSql()} AS cutoff_minutes,
           coalesce((SELECT e.partners_only FROM experiences e WHERE e.id = s.experience_id), false) AS partners_only
      FROM s LEFT JOIN o ON o.slot_id = s.id
     ORDER BY s.starts_at, s.id
     ${limit}`;
}

/** Slots with their occupancy (see occupancySql). */
export async function querySlotsWithOccupancy(db: Executor, q: OccupancyQuery): Promise<SlotWithOccupancy[]> {
  const exclude = q.excludeItemId ? sql`AND h.id <> ${q.excludeItemId}::uuid` : sql``;
  const limit = q.limit ? sql`LIMIT ${q.limit}` : sql``;
  const excludeBooking = q.excludeBookingId !== undefined ? sql`AND b.id <> ${q.excludeBookingId}` : sql``;
  const result = await db.execute<OccupancyRow>(occupancySql(q.where, sql`${q.now.toISOString()}`, exclude, limit, undefined, excludeBooking));
  return result.rows.map(toSlotWithOccupancy);
}

export function toSlotWithOccupancy(r: OccupancyRow): SlotWithOccupancy {
  return {
    id: Number(r.id),
    experienceId: r.experience_id,
    category: r.category,
    startsAt: pgTimestamp(r.starts_at),
    durationMinutes: r.duration_minutes,
    capacityTotal: r.capacity_total,
    languages: r.languages,
    isVipBlocked: r.is_vip_blocked,
    isActive: r.is_active,
    winePriceCents: r.wine_price_cents,
    wineVipUpgradePriceCents: r.wine_vip_upgrade_price_cents,
    trufflePriceCents: r.truffle_price_cents,
    truffleVipUpgradePriceCents: r.truffle_vip_upgrade_price_cents,
    romeDate: r.rome_date,
    romeStart: r.rome_start,
    romeEnd: r.rome_end,
    people: Number(r.people),
    isPrivate: r.is_private,
    firstCategory: r.first_category,
    activeCount: Number(r.active_count),
    cutoffMinutes: Number(r.cutoff_minutes),
    partnersOnly: r.partners_only === true,
  };
}

/** One slot with occupancy (no lock). */
export async function findSlotWithOccupancy(db: Executor, slotId: number, now: Date, excludeItemId?: string): Promise<SlotWithOccupancy | undefined> {
  const [slot] = await querySlotsWithOccupancy(db, { where: sql`id = ${slotId}`, now, ...(excludeItemId ? { excludeItemId } : {}) });
  return slot;
}

/**
 * Locks the slot row (FOR UPDATE) and THEN reads its occupancy in a second
 * statement: in READ COMMITTED each statement takes a fresh snapshot, so the
 * read sees every hold committed by the writer we waited for. (Locking
 * inside the same statement would read holds from a snapshot taken before
 * the wait.) Returns undefined for an unknown slot.
 */
export async function lockSlotWithOccupancy(tx: Executor, slotId: number, now: Date, excludeItemId?: string): Promise<SlotWithOccupancy | undefined> {
  const locked = await tx.execute(sql`SELECT id FROM slots WHERE id = ${slotId} FOR UPDATE`);
  if (locked.rows.length === 0) return undefined;
  return findSlotWithOccupancy(tx, slotId, now, excludeItemId);
}

/**
 * Locks the slot row, then reads its occupancy without one of its bookings (a later statement,
 * as lockSlotWithOccupancy): what the slot would hold if that booking's party were booked anew.
 */
export async function lockSlotWithoutBooking(tx: Executor, slotId: number, now: Date, bookingId: number): Promise<SlotWithOccupancy | undefined> {
  const locked = await tx.execute(sql`SELECT id FROM slots WHERE id = ${slotId} FOR UPDATE`);
  if (locked.rows.length === 0) return undefined;
  const [slot] = await querySlotsWithOccupancy(tx, { where: sql`id = ${slotId}`, now, excludeBookingId: bookingId });
  return slot;
}

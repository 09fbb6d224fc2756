import { sql } from 'drizzle-orm';
import type { OccupancyFigures, StaffOccupancyReport, StaffReportQuery } from '@tenuta/contracts';
import type { CoreDeps, Executor } from '@tenuta/core';
import { LIVE_BOOKING } from './report-channel.ts';
import { type ReportPeriod, reportPeriod } from './report-period.ts';

const figures = (x: Record<string, unknown>): OccupancyFigures => ({ slots: Number(x.slots ?? 0), capacity: Number(x.capacity ?? 0), seats_sold: Number(x.seats_sold ?? 0) });

/**
 * GET /api/staff/reports/occupancy: the slots that started (or start) in the period, by the Rome
 * day of their start, per experience and per start time: how many slots, their seats and the
 * seats sold (the guests of bookings that hold their seats). A cancelled slot offered nothing and
 * is left out; a slot open to either experience counts for the one its bookings chose.
 */
export async function getOccupancyReport(deps: Pick<CoreDeps, 'db' | 'clock'>, q: Pick<StaffReportQuery, 'from' | 'to'>): Promise<StaffOccupancyReport> {
  return occupancyReport(deps.db, reportPeriod({ ...q, group: 'month' }, deps.clock.now()));
}

export async function occupancyReport(db: Executor, p: Pick<ReportPeriod, 'from' | 'to' | 'start' | 'end'>): Promise<StaffOccupancyReport> {
  const perSlot = sql`
    SELECT s.id, s.category, s.capacity_total, to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS time,
           slot_experience_id(s.experience_id, (array_agg(b.category ORDER BY b.id) FILTER (WHERE b.status NOT IN ('cancelled', 'refunded')))[1],
                              s.truffle_price_cents, s.wine_price_cents) AS experience_id,
           coalesce(sum(b.adults + b.children) FILTER (WHERE ${LIVE_BOOKING}), 0) AS sold
      FROM slots s LEFT JOIN bookings b ON b.slot_id = s.id
     WHERE s.starts_at >= ${p.start} AND s.starts_at < ${p.end} AND s.cancelled_at IS NULL
     GROUP BY s.id`;
  const [byExperience, byTime] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      WITH per_slot AS (${perSlot})
      SELECT ps.experience_id, e.title_it, e.title_en, coalesce(e.category, 'CHOICE') AS category,
             count(*) AS slots, sum(ps.capacity_total) AS capacity, sum(ps.sold) AS seats_sold
        FROM per_slot ps LEFT JOIN experiences e ON e.id = ps.experience_id
       GROUP BY ps.experience_id, e.title_it, e.title_en, e.category, e.sort_order
       ORDER BY e.sort_order NULLS LAST, ps.experience_id NULLS LAST`),
    db.execute<Record<string, unknown>>(sql`
      WITH per_slot AS (${perSlot})
      SELECT time, count(*) AS slots, sum(capacity_total) AS capacity, sum(sold) AS seats_sold FROM per_slot GROUP BY time ORDER BY time`),
  ]);
  const experiences = byExperience.rows.map((x) => ({
    ...figures(x),
    experience_id: x.experience_id === null ? null : Number(x.experience_id),
    title_it: x.title_it === null ? null : String(x.title_it),
    title_en: x.title_en === null ? null : String(x.title_en),
    category: x.category as 'TRUFFLE' | 'WINE' | 'CHOICE',
  }));
  const times = byTime.rows.map((x) => ({ ...figures(x), time: String(x.time) }));
  const total = times.reduce<OccupancyFigures>((t, x) => ({ slots: t.slots + x.slots, capacity: t.capacity + x.capacity, seats_sold: t.seats_sold + x.seats_sold }), {
    slots: 0,
    capacity: 0,
    seats_sold: 0,
  });
  return { from: p.from, to: p.to, experiences, times, total };
}

import type { ReportGroup } from '@tenuta/contracts';
import { addDays, addMonths, DomainError, daysBetween, romeDate, romeDayStart } from '@tenuta/core';

/** A report's days: Rome calendar days from..to, both included; its buckets are days or months. */
export interface ReportPeriod {
  from: string;
  to: string;
  group: ReportGroup;
  /** The instants the period starts and ends (the day after `to` begins), for SQL. */
  start: Date;
  end: Date;
}

/** A day-by-day report covers at most a year; a month-by-month one three years. */
export const REPORT_MAX_DAYS: Record<ReportGroup, number> = { day: 366, month: 3 * 366 };
/** Without a grouping, a period longer than this is shown by month. */
const DAYS_SHOWN_BY_DAY = 62;

/** A real calendar day of the years the estate can have figures for: "2026-02-30" is not one, nor "0000-01-01". */
export const isCalendarDay = (d: string): boolean =>
  Number(d.slice(0, 4)) >= 1970 &&
  Number(d.slice(0, 4)) <= 2999 &&
  /^\d{4}-\d{2}-\d{2}$/.test(d) &&
  !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
  new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/**
 * The period a report asks for: this Rome month so far when no day is given; one day alone
 * means the month from it (or up to it). 400 when a day is not real, the first is after the
 * last, or the period is longer than its grouping allows. Pure but for `now`.
 */
export function reportPeriod(q: { from?: string | undefined; to?: string | undefined; group?: ReportGroup | undefined }, now: Date): ReportPeriod {
  for (const d of [q.from, q.to]) {
    if (d !== undefined && !isCalendarDay(d)) throw new DomainError('validation_error', `${d} is not a calendar day`, 'report_day_invalid');
  }
  const today = romeDate(now);
  const from = q.from ?? (q.to ? `${q.to.slice(0, 8)}01` : `${today.slice(0, 8)}01`);
  const to = q.to ?? (q.from ? addDays(`${addMonths(q.from.slice(0, 7), 1)}-01`, -1) : today);
  if (from > to) throw new DomainError('validation_error', 'The first day is after the last', 'report_period_reversed');
  const days = daysBetween(from, to) + 1;
  const group = q.group ?? (days > DAYS_SHOWN_BY_DAY ? 'month' : 'day');
  if (days > REPORT_MAX_DAYS[group]) {
    throw new DomainError('validation_error', `At most ${REPORT_MAX_DAYS[group]} days ${group === 'day' ? 'day by day' : 'month by month'}`, `report_period_too_long`);
  }
  return { from, to, group, start: romeDayStart(from), end: romeDayStart(addDays(to, 1)) };
}

/** Every bucket of the period in order: its days (YYYY-MM-DD) or its months (YYYY-MM). Pure. */
export function periodBuckets(p: Pick<ReportPeriod, 'from' | 'to' | 'group'>): string[] {
  // Counted, not compared: a bucket is never asked for past the period's length.
  if (p.group === 'day') return Array.from({ length: daysBetween(p.from, p.to) + 1 }, (_, i) => addDays(p.from, i));
  const [fy = 0, fm = 0] = p.from.split('-').map(Number);
  const [ty = 0, tm = 0] = p.to.split('-').map(Number);
  return Array.from({ length: (ty - fy) * 12 + (tm - fm) + 1 }, (_, i) => addMonths(p.from.slice(0, 7), i));
}

/** The SQL `to_char` pattern of a bucket, read in Rome time. */
export const bucketFormat = (group: ReportGroup): string => (group === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM');

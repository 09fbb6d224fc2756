/**
 * The calendar's periods as plain Rome calendar days (YYYY-MM-DD): a week runs Monday to
 * Sunday; a month view shows whole weeks, from the Monday on or before the 1st to the Sunday
 * on or after the last day (at most six weeks). No time zone is involved in this arithmetic.
 */
export type CalendarView = 'week' | 'month';

const utc = (day: string) => new Date(`${day}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function shiftDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekday = (day: string): number => utc(day).getUTCDay() || 7;

export const isDay = (s: string | null | undefined): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && iso(utc(s)) === s;

export const mondayOf = (day: string): string => shiftDays(day, 1 - weekday(day));

export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

function lastOfMonth(day: string): string {
  const d = utc(firstOfMonth(day));
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return iso(d);
}

export interface Period {
  view: CalendarView;
  /** First and last day shown (inclusive). */
  from: string;
  to: string;
  /** Every day shown, in order. */
  days: string[];
  /** The month a month view is about (days outside it are shown dimmed). */
  month: string;
}

export function periodOf(view: CalendarView, anchor: string): Period {
  const from = view === 'week' ? mondayOf(anchor) : mondayOf(firstOfMonth(anchor));
  const to = view === 'week' ? shiftDays(from, 6) : shiftDays(mondayOf(lastOfMonth(anchor)), 6);
  const days: string[] = [];
  for (let d = from; d <= to; d = shiftDays(d, 1)) days.push(d);
  return { view, from, to, days, month: anchor.slice(0, 7) };
}

/** The anchor of the previous (-1) or next (+1) period. */
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return shiftDays(mondayOf(anchor), 7 * step);
  const d = utc(firstOfMonth(anchor));
  d.setUTCMonth(d.getUTCMonth() + step);
  return iso(d);
}

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export const ROME = 'Europe/Rome';

/** The Europe/Rome calendar date of an instant, YYYY-MM-DD. */
export const romeDate = (at: Date): string => format(new TZDate(at.getTime(), ROME), 'yyyy-MM-dd');

/** Calendar arithmetic on YYYY-MM-DD strings (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

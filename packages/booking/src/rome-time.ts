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
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The instant a Rome calendar day (YYYY-MM-DD) begins (DST-safe). */
export function romeDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, ROME).getTime());
}

const dayFormats = {
  it: new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
};

/**
 * A Rome calendar day (YYYY-MM-DD) as a guest reads it in short form: "10/12/2026" in both site
 * languages (Italian, and British English as the site writes English: day first). Never the raw
 * ISO form on a guest's page.
 */
export function formatRomeDay(day: string, locale: 'it' | 'en'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return dayFormats[locale].format(new Date(`${day}T12:00:00Z`));
}

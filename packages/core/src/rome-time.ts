import { TZDate } from '@date-fns/tz';

/**
 * The estate's time: every calendar day the product speaks of is a day in Europe/Rome, whatever
 * the server's or the browser's zone. The one home of Rome dates and calendar arithmetic, for the
 * server and the web apps alike (`@tenuta/core/rome-time` is safe in a browser bundle).
 * Calendar days are YYYY-MM-DD strings; the arithmetic on them involves no time zone.
 */
export const ROME = 'Europe/Rome';

let romeDayFormat: Intl.DateTimeFormat | undefined;

/** The Europe/Rome calendar date of an instant, YYYY-MM-DD. */
export const romeDate = (at: Date): string => {
  romeDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: ROME, year: 'numeric', month: '2-digit', day: '2-digit' });
  return romeDayFormat.format(at);
};

/** The instant a Rome calendar day (YYYY-MM-DD) begins (DST-safe). */
export function romeDayStart(date: string): Date {
  const { y, m, d } = parseYmd(date);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, ROME).getTime());
}

export const ymd = (y: number, m: number, d: number): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export function parseYmd(date: string): { y: number; m: number; d: number } {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return { y, m, d };
}

/** A calendar day plus (or minus) whole days. */
export function addDays(date: string, days: number): string {
  const { y, m, d } = parseYmd(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** "2025-10" of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The last day of a month ("2026-02" → "2026-02-28"). */
export function lastDayOfMonth(month: string): string {
  const { y, m } = parseYmd(`${month}-01`);
  return ymd(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());
}

/** A month ("YYYY-MM") plus (or minus) whole months. */
export function addMonths(month: string, n: number): string {
  const { y, m } = parseYmd(`${month}-01`);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, 1).slice(0, 7);
}

const dayFormats: Partial<Record<'it' | 'en', Intl.DateTimeFormat>> = {};

/**
 * A Rome calendar day (YYYY-MM-DD) as a guest reads it in short form: "10/12/2026" in both site
 * languages (Italian, and British English as the site writes English: day first). Never the raw
 * ISO form on a guest's page.
 */
export function formatRomeDay(day: string, locale: 'it' | 'en'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  dayFormats[locale] ??= new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  return dayFormats[locale].format(new Date(`${day}T12:00:00Z`));
}

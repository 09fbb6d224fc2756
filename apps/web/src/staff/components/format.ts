import { intlLocale } from '../i18n/index.ts';

/**
 * Formatting for the back office: the estate's time zone (Europe/Rome) whatever the
 * device's, and money as integer cents through Intl (never a float sum).
 */
const ROME = 'Europe/Rome';
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function fmt<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  const k = `${intlLocale()}|${key}`;
  let f = cache.get(k) as T | undefined;
  if (!f) {
    f = make();
    cache.set(k, f);
  }
  return f;
}

const asDate = (v: Date | string) => (typeof v === 'string' ? new Date(v) : v);

export const formatMoney = (cents: number): string => fmt('eur', () => new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'EUR' })).format(cents / 100);

export const formatDate = (v: Date | string): string =>
  fmt('date', () => new Intl.DateTimeFormat(intlLocale(), { timeZone: ROME, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })).format(asDate(v));

export const formatTime = (v: Date | string): string =>
  fmt('time', () => new Intl.DateTimeFormat(intlLocale(), { timeZone: ROME, hour: '2-digit', minute: '2-digit' })).format(asDate(v));

export const formatDateTime = (v: Date | string): string =>
  fmt('datetime', () => new Intl.DateTimeFormat(intlLocale(), { timeZone: ROME, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })).format(
    asDate(v),
  );

/** A Rome calendar day (YYYY-MM-DD) as "mer 25 nov 2026". */
export const formatDay = (day: string): string =>
  fmt('day', () => new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })).format(
    new Date(`${day}T12:00:00Z`),
  );

/** Today's date in Rome, YYYY-MM-DD. */
export const romeToday = (now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(now);

/** YYYY-MM-DD plus n days (calendar arithmetic). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

import { addDays, ROME, romeDate } from '@tenuta/core/rome-time';
/**
 * Formatting for the back offices: the estate's time zone (Europe/Rome) whatever the
 * device's, and money as integer cents through Intl (never a float sum). The shared room knows no
 * language: an app binds the formatters to its own (`createFormatters(intlLocale)`).
 */

const asDate = (v: Date | string) => (typeof v === 'string' ? new Date(v) : v);

/** The formatters in the language `locale()` names at each call (an Intl tag: it-IT, en-GB). */
export function createFormatters(locale: () => string) {
  const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
  function fmt<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
    const k = `${locale()}|${key}`;
    let f = cache.get(k) as T | undefined;
    if (!f) {
      f = make();
      cache.set(k, f);
    }
    return f;
  }

  const formatMoney = (cents: number): string => fmt('eur', () => new Intl.NumberFormat(locale(), { style: 'currency', currency: 'EUR' })).format(cents / 100);

  const formatDate = (v: Date | string): string =>
    fmt('date', () => new Intl.DateTimeFormat(locale(), { timeZone: ROME, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })).format(asDate(v));

  const formatTime = (v: Date | string): string => fmt('time', () => new Intl.DateTimeFormat(locale(), { timeZone: ROME, hour: '2-digit', minute: '2-digit' })).format(asDate(v));

  const formatDateTime = (v: Date | string): string =>
    fmt('datetime', () => new Intl.DateTimeFormat(locale(), { timeZone: ROME, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })).format(
      asDate(v),
    );

  /** A Rome calendar day (YYYY-MM-DD) as "mer 25 nov 2026". */
  const formatDay = (day: string): string =>
    fmt('day', () => new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })).format(new Date(`${day}T12:00:00Z`));

  /** A month (YYYY-MM, a payout's or an invoice's period) as "ottobre 2026" / "October 2026", never as its key. */
  const formatMonth = (period: string): string =>
    /^\d{4}-\d{2}$/.test(period)
      ? fmt('month', () => new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', month: 'long', year: 'numeric' })).format(new Date(`${period}-15T12:00:00Z`))
      : period;

  return { formatMoney, formatDate, formatTime, formatDateTime, formatDay, formatMonth };
}

/** Today's date in Rome, YYYY-MM-DD. */
export const romeToday = (now: Date = new Date()): string => romeDate(now);

export { addDays };

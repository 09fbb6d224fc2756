import { intlLocale } from '../../i18n/index.ts';

/**
 * Numbers, euros, percents and periods as the reports show them, in the staff app's language.
 * Periods are Rome calendar days or months already (YYYY-MM-DD, YYYY-MM): they are read at noon
 * UTC so that no device's zone moves them.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function fmt<T extends Intl.NumberFormat | Intl.DateTimeFormat>(name: string, make: (locale: string) => T): T {
  const k = `${intlLocale()}|${name}`;
  let f = cache.get(k) as T | undefined;
  if (!f) {
    f = make(intlLocale());
    cache.set(k, f);
  }
  return f;
}

const asDate = (period: string) => new Date(`${period.length === 7 ? `${period}-15` : period}T12:00:00Z`);

export const formatCount = (n: number): string => fmt('count', (l) => new Intl.NumberFormat(l)).format(n);

/** A share, e.g. 7 of 8 → "87,5 %"; nothing of nothing → "–". */
export function formatShare(part: number, whole: number): string {
  if (whole === 0) return '–';
  return fmt('percent', (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 1 })).format(part / whole);
}

/** Euros for a chart's axis: short ("1,2 mila €", "€1.2K"). */
export const formatEuroTick = (euros: number): string =>
  fmt('euroTick', (l) => new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 })).format(euros);

/** A day or a month in full: "venerdì 1 marzo 2024", "marzo 2024". */
export function formatPeriod(period: string): string {
  return period.length === 7
    ? fmt('month', (l) => new Intl.DateTimeFormat(l, { timeZone: 'UTC', month: 'long', year: 'numeric' })).format(asDate(period))
    : fmt('dayLong', (l) => new Intl.DateTimeFormat(l, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })).format(asDate(period));
}

/** A day or a month on an axis: "1 mar", "mar 24". */
export function formatPeriodTick(period: string): string {
  return period.length === 7
    ? fmt('monthShort', (l) => new Intl.DateTimeFormat(l, { timeZone: 'UTC', month: 'short', year: '2-digit' })).format(asDate(period))
    : fmt('dayShort', (l) => new Intl.DateTimeFormat(l, { timeZone: 'UTC', day: 'numeric', month: 'short' })).format(asDate(period));
}

/** The period as a range: "1–31 mar 2024" (one day: the day). */
export function formatRange(from: string, to: string): string {
  const f = fmt('range', (l) => new Intl.DateTimeFormat(l, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }));
  return from === to ? f.format(asDate(from)) : f.formatRange(asDate(from), asDate(to));
}

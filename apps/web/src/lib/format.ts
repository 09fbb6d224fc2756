/** Display formatting of the public site: euros, Rome dates and times, ratings (Intl only). */
import { ROME, romeDate } from '@tenuta/core/rome-time';

export const ROME_TZ = ROME;

type Lang = 'it' | 'en';
/** The BCP 47 tag every formatter of the site uses for a language. */
export const intlTag = (locale: Lang) => (locale === 'en' ? 'en-GB' : 'it-IT');

// One formatter per kind and language. Building an Intl formatter costs far more than using one:
// the first of a kind loads its locale data (a long task on a phone: docs/decisions/0028); a list would
// otherwise build one per row, in the same task.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function formatEuro(amount: number, locale: Lang): string {
  return cached(`eur:${locale}`, () => new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'EUR' })).format(amount);
}

/** Whole euros: "30 €" / "€30". */
export function formatWholeEuros(amount: number, locale: Lang): string {
  return cached(`eur0:${locale}`, () => new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).format(amount);
}

/** "sabato 12 ottobre 2025" from an instant, in Rome. */
export function formatRomeDate(iso: string, locale: Lang, style: 'long' | 'short' = 'long'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const opts: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { timeZone: ROME_TZ, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: ROME_TZ, weekday: 'short', day: 'numeric', month: 'short' };
  return cached(`date:${style}:${locale}`, () => new Intl.DateTimeFormat(intlTag(locale), opts)).format(d);
}

/** "09:00" from an instant, in Rome. */
export function formatRomeTime(iso: string, locale: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return cached(`time:${locale}`, () => new Intl.DateTimeFormat(intlTag(locale), { timeZone: ROME_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(d);
}

/** A calendar date (YYYY-MM-DD, a Rome date) written out; noon UTC keeps the day in Rome. */
export function formatCalendarDate(date: string, locale: Lang): string {
  return formatRomeDate(`${date}T12:00:00Z`, locale);
}

/** Today's calendar date in Rome, YYYY-MM-DD. */
export const romeToday = (now: Date = new Date()): string => romeDate(now);

/** "Italiano" / "English" for a tour language code (IT, EN, FR, DE). */
export function languageName(code: string, locale: Lang): string {
  const lower = code.toLowerCase();
  try {
    const name = cached(`lang:${locale}`, () => new Intl.DisplayNames([intlTag(locale)], { type: 'language' })).of(lower);
    return name ? name.charAt(0).toLocaleUpperCase(intlTag(locale)) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** "ottobre 2023" / "October 2023": the month of an instant, in Rome. */
export function formatRomeMonth(iso: string, locale: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return cached(`month:${locale}`, () => new Intl.DateTimeFormat(intlTag(locale), { timeZone: ROME_TZ, month: 'long', year: 'numeric' })).format(d);
}

/** "4,8" / "4.8": a mean with one decimal. */
export const formatRating = (value: number, locale: Lang): string =>
  cached(`rating:${locale}`, () => new Intl.NumberFormat(intlTag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);

/** "4,8" / "4.8" / "5": at most one decimal. */
export const formatStars = (value: number, locale: Lang): string =>
  cached(`stars:${locale}`, () => new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 1 })).format(value);

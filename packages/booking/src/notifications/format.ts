import type { Locale } from './strings.ts';

/** Intl tags per e-mail locale: en-GB for day-month order and the 24-hour clock. */
const TAGS: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };
export const ROME = 'Europe/Rome';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}:${key}`;
  let f = dateFormats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(TAGS[locale], { timeZone: ROME, ...options });
    dateFormats.set(id, f);
  }
  return f;
}

/** "domenica 29 marzo 2026" / "Sunday, 29 March 2026" (Rome calendar). */
export const formatDate = (at: Date, locale: Locale): string => formatter(locale, 'date', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/** "dom 29 mar" / "Sun 29 Mar": for subjects. */
export const formatShortDate = (at: Date, locale: Locale): string => formatter(locale, 'short', { weekday: 'short', day: 'numeric', month: 'short' }).format(at);

/** "10:00": Rome wall clock, 24 hours. */
export const formatTime = (at: Date, locale: Locale): string => formatter(locale, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** "domenica 29 marzo 2026, ore 10:00" / "Sunday, 29 March 2026 at 10:00 (Italian time)". */
export const formatDateTime = (at: Date, locale: Locale): string =>
  locale === 'it' ? `${formatDate(at, locale)}, ore ${formatTime(at, locale)}` : `${formatDate(at, locale)} at ${formatTime(at, locale)} (Italian time)`;

/** A YYYY-MM-DD day (e.g. a policy version) as "22 settembre 2024"; other text unchanged. */
export function formatIsoDay(day: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
}

export const formatMoney = (cents: number, locale: Locale): string => new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** "3 persone (2 adulti, 1 bambino)" / "2 people": adults and children spelled out when there are children. */
export function formatPeople(adults: number, children: number, locale: Locale): string {
  const total = adults + children;
  const words =
    locale === 'it'
      ? { person: ['persona', 'persone'], adult: ['adulto', 'adulti'], child: ['bambino', 'bambini'] }
      : { person: ['person', 'people'], adult: ['adult', 'adults'], child: ['child', 'children'] };
  const head = plural(total, words.person[0]!, words.person[1]!);
  if (children === 0) return head;
  return `${head} (${plural(adults, words.adult[0]!, words.adult[1]!)}, ${plural(children, words.child[0]!, words.child[1]!)})`;
}

/** A tour language code (IT, EN, FR, DE) in the reader's language: "Inglese" / "English". */
export function formatTourLanguage(code: string, locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([TAGS[locale]], { type: 'language', fallback: 'none' }).of(code.toLowerCase());
    return name ? name.charAt(0).toLocaleUpperCase(TAGS[locale]) + name.slice(1) : code;
  } catch {
    return code;
  }
}

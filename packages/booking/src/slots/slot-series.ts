import { DomainError } from '@tenuta/core';
import { daysBetween } from '@tenuta/core';

/**
 * The pure rules of the calendar of slots: which days and times a series
 * makes, which prices a category needs, which date ranges may be read.
 * Time zones play no part here: a (date, time) pair is a Rome wall clock,
 * turned into an instant by PostgreSQL (AT TIME ZONE 'Europe/Rome').
 */

export type SlotCategory = 'TRUFFLE' | 'WINE' | 'CHOICE';

/** A series spans at most a year and makes at most this many slots at once. */
export const MAX_SERIES_DAYS = 366;
export const MAX_SERIES_SLOTS = 1000;
/** One calendar read: a month view with the weeks around it. */
export const MAX_CALENDAR_DAYS = 62;

const invalid = (message: string, detail?: string) => new DomainError('validation_error', message, detail ?? message);

/** A YYYY-MM-DD that names a real calendar day (no 30 February). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const nextDay = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export interface SeriesRequest {
  from: string;
  /** Inclusive; the same day as `from` for one slot. */
  to?: string | undefined;
  /** ISO weekdays; every day when absent. */
  weekdays?: readonly number[] | undefined;
  /** Rome wall-clock times, HH:MM. */
  times: readonly string[];
}

export interface SeriesEntry {
  date: string;
  time: string;
}

/**
 * Every (day, time) of a series, in calendar order: each day from `from` to
 * `to` whose weekday is chosen, at each distinct time (sorted). Refuses a
 * range that runs backwards, spans more than MAX_SERIES_DAYS, matches no day,
 * or makes more than MAX_SERIES_SLOTS slots.
 */
export function expandSeries(r: SeriesRequest): SeriesEntry[] {
  const to = r.to ?? r.from;
  if (!isCalendarDate(r.from) || !isCalendarDate(to)) throw invalid('Not a calendar date', 'Use real dates in the format YYYY-MM-DD');
  const span = daysBetween(r.from, to);
  if (span < 0) throw invalid('The last day is before the first', '`to` must be on or after `from`');
  if (span + 1 > MAX_SERIES_DAYS) throw invalid('The series is too long', `A series spans at most ${MAX_SERIES_DAYS} days`);
  const times = [...new Set(r.times)].sort();
  if (times.length === 0 || !times.every((t) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t))) throw invalid('Add at least one time', 'Times are HH:MM (24 hours)');
  const weekdays = new Set(r.weekdays ?? [1, 2, 3, 4, 5, 6, 7]);
  if (weekdays.size === 0 || [...weekdays].some((d) => !Number.isInteger(d) || d < 1 || d > 7))
    throw invalid('Choose at least one day of the week', 'Weekdays are 1 (Monday) to 7 (Sunday)');
  const entries: SeriesEntry[] = [];
  for (let date = r.from; date <= to; date = nextDay(date)) {
    if (!weekdays.has(isoWeekday(date))) continue;
    for (const time of times) entries.push({ date, time });
    if (entries.length > MAX_SERIES_SLOTS) throw invalid('Too many slots at once', `One request makes at most ${MAX_SERIES_SLOTS} slots: split the series`);
  }
  if (entries.length === 0) throw invalid('No day of the range falls on the chosen days of the week', 'Widen the dates or choose other days of the week');
  return entries;
}

export interface SlotPrices {
  trufflePriceCents: number | null;
  truffleVipUpgradePriceCents: number | null;
  winePriceCents: number | null;
  wineVipUpgradePriceCents: number | null;
}

type PriceInput = { [K in keyof SlotPrices]?: number | null | undefined };

const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * The prices a slot of `category` stores: a truffle price (and optional VIP
 * upgrade) for TRUFFLE and CHOICE, a wine price (and optional VIP upgrade)
 * for WINE and CHOICE, nothing for a category the slot does not offer.
 * A VIP price left out or null means no VIP upgrade.
 */
export function slotPrices(category: SlotCategory, p: PriceInput): SlotPrices {
  const truffle = category !== 'WINE';
  const wine = category !== 'TRUFFLE';
  const given = (v: number | null | undefined) => v !== undefined && v !== null;
  for (const [key, value] of Object.entries(p)) {
    if (given(value) && !isCents(value)) throw invalid('Prices are whole cents of 0 or more', `${key} must be whole cents`);
  }
  if (!truffle && (given(p.trufflePriceCents) || given(p.truffleVipUpgradePriceCents))) throw invalid('A wine slot has no truffle price');
  if (!wine && (given(p.winePriceCents) || given(p.wineVipUpgradePriceCents))) throw invalid('A truffle slot has no wine price');
  if (truffle && !given(p.trufflePriceCents)) throw invalid('Give the truffle hunt price', 'truffle_price_cents is required for TRUFFLE and CHOICE slots');
  if (wine && !given(p.winePriceCents)) throw invalid('Give the wine tasting price', 'wine_price_cents is required for WINE and CHOICE slots');
  return {
    trufflePriceCents: truffle ? p.trufflePriceCents! : null,
    truffleVipUpgradePriceCents: truffle ? (p.truffleVipUpgradePriceCents ?? null) : null,
    winePriceCents: wine ? p.winePriceCents! : null,
    wineVipUpgradePriceCents: wine ? (p.wineVipUpgradePriceCents ?? null) : null,
  };
}

/**
 * A price change on an existing slot: only the fields sent change, each
 * checked against the slot's category as slotPrices would (a base price of
 * an offered category cannot be removed). Returns the slot's new prices.
 */
export function changedPrices(category: SlotCategory, current: SlotPrices, patch: PriceInput): SlotPrices {
  const merged: PriceInput = { ...current };
  for (const key of Object.keys(patch) as (keyof SlotPrices)[]) if (patch[key] !== undefined) merged[key] = patch[key];
  return slotPrices(category, merged);
}

/** Tour languages: one or more of IT, EN, FR, DE, each once, upper case. */
export function slotLanguages(languages: readonly string[]): string[] {
  const upper = languages.map((l) => l.toUpperCase());
  if (upper.length === 0) throw invalid('Choose at least one language');
  if (new Set(upper).size !== upper.length) throw invalid('Each language once');
  const unknown = upper.filter((l) => !['IT', 'EN', 'FR', 'DE'].includes(l));
  if (unknown.length > 0) throw invalid(`Unknown tour language: ${unknown.join(', ')}`, 'Languages are IT, EN, FR, DE');
  return upper;
}

/** A calendar read: real dates, `to` on or after `from`, at most MAX_CALENDAR_DAYS days. */
export function checkCalendarRange(from: string, to: string): void {
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw invalid('Not a calendar date', 'Use real dates in the format YYYY-MM-DD');
  const span = daysBetween(from, to);
  if (span < 0) throw invalid('`to` is before `from`');
  if (span + 1 > MAX_CALENDAR_DAYS) throw invalid('Date range too long', `Read at most ${MAX_CALENDAR_DAYS} days at once`);
}

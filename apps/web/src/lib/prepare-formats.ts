import { useEffect } from 'react';
import { formatEuro, formatRating, formatRomeDate, formatRomeMonth, formatRomeTime, formatStars, formatWholeEuros, intlTag, languageName } from './format.ts';

type Lang = 'it' | 'en';
const SAMPLE = '2025-10-12T08:00:00Z';

/** What each kind of formatter is built by (a sample value: the formatter is kept for later). */
const builders = {
  euro: (l: Lang) => formatEuro(0, l),
  wholeEuro: (l: Lang) => formatWholeEuros(0, l),
  dateLong: (l: Lang) => formatRomeDate(SAMPLE, l, 'long'),
  dateShort: (l: Lang) => formatRomeDate(SAMPLE, l, 'short'),
  time: (l: Lang) => formatRomeTime(SAMPLE, l),
  month: (l: Lang) => formatRomeMonth(SAMPLE, l),
  rating: (l: Lang) => formatRating(0, l),
  stars: (l: Lang) => formatStars(0, l),
  language: (l: Lang) => languageName('IT', l),
} as const;
export type FormatKind = keyof typeof builders;

/**
 * The first Intl object a page builds also loads locale data that every later one shares, in one
 * long task. Two smaller objects of the same language built first, each in a task of its own (a
 * Locale's likely subtags, then a Segmenter), load that data in pieces and leave the formatter
 * little to do: the same work in shorter tasks, so that none of them holds a phone's main thread
 * for long (measured in docs/decisions/0028). Once per language; nearly free if Intl is warm.
 */
const warmUps = [(t: string) => new Intl.Locale(t).maximize(), (t: string) => typeof Intl.Segmenter === 'function' && new Intl.Segmenter(t)];
const warmed = new Set<Lang>();

/**
 * Builds the formatters a component will need once its data arrives, one per task, right after
 * the component is on the page (while its data is on the way), instead of all of them inside the
 * render that shows the data (one long task the visitor feels as a frozen page). Not in idle
 * time: a page that keeps loading has little of it, and the data would come first. A formatter
 * already built costs nothing here.
 */
export function prepareFormats(locale: Lang, kinds: readonly FormatKind[]): void {
  if (!warmed.has(locale)) {
    warmed.add(locale);
    for (const warmUp of warmUps) setTimeout(() => warmUp(intlTag(locale)), 0);
  }
  for (const kind of kinds) setTimeout(() => builders[kind](locale), 0);
}

/** `prepareFormats` once the component is on the page, and again if the language changes. */
export function usePrepareFormats(locale: Lang, ...kinds: FormatKind[]): void {
  const key = kinds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kinds are compared by their joined key
  useEffect(() => prepareFormats(locale, kinds), [locale, key]);
}

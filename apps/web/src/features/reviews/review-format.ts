/** Display helpers of the reviews: month and year in Rome, the mean with one decimal. */
type Lang = 'it' | 'en';
const tag = (locale: Lang) => (locale === 'en' ? 'en-GB' : 'it-IT');

// One formatter per kind and language: building an Intl formatter costs far more than using one
// (a list of review cards would otherwise build one per card, in the same task).
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** "ottobre 2023" / "October 2023": when the guest wrote, in Rome. */
export function formatReviewMonth(iso: string, locale: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return formatter(`month:${locale}`, () => new Intl.DateTimeFormat(tag(locale), { timeZone: 'Europe/Rome', month: 'long', year: 'numeric' })).format(d);
}

/** "4,8" / "4.8" */
export const formatRating = (value: number, locale: Lang): string =>
  formatter(`rating:${locale}`, () => new Intl.NumberFormat(tag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);

/** "4,8" / "4.8" / "5": a star rating read out (at most one decimal). */
export const formatStars = (value: number, locale: Lang): string =>
  formatter(`stars:${locale}`, () => new Intl.NumberFormat(tag(locale), { maximumFractionDigits: 1 })).format(value);

/** Paragraphs of a review's plain text (blank lines separate them). */
export const reviewParagraphs = (body: string): string[] =>
  body
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

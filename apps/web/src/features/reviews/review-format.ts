/** Display helpers of the reviews: month and year in Rome, the mean with one decimal. */
type Lang = 'it' | 'en';
const tag = (locale: Lang) => (locale === 'en' ? 'en-GB' : 'it-IT');

/** "ottobre 2023" / "October 2023": when the guest wrote, in Rome. */
export function formatReviewMonth(iso: string, locale: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(tag(locale), { timeZone: 'Europe/Rome', month: 'long', year: 'numeric' }).format(d);
}

/** "4,8" / "4.8" */
export const formatRating = (value: number, locale: Lang): string =>
  new Intl.NumberFormat(tag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** Paragraphs of a review's plain text (blank lines separate them). */
export const reviewParagraphs = (body: string): string[] => body.split(/\n+/).map((p) => p.trim()).filter(Boolean);

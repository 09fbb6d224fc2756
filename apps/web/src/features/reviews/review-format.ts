/** Display helpers of the reviews: month and year in Rome, the mean with one decimal. */
// The formatters are the site's shared ones (one cache of Intl formatters, lib/format.ts).
export { formatRating, formatRomeMonth as formatReviewMonth, formatStars } from '../../lib/format.ts';

/** Paragraphs of a review's plain text (blank lines separate them). */
export const reviewParagraphs = (body: string): string[] =>
  body
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

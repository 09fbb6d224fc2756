import { pickLocalized } from '../../components/localized.ts';
import type { Faq } from './faq-types.ts';

export const ALL_CATEGORIES = 'all';

/** Lower case, accents folded ("perché" matches "perche"), tags and entities dropped, spaces squeezed. */
export function normalizeForSearch(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text search over question and answer, and a category filter
 * ('all' or a category id). Every word of the query must appear.
 */
export function filterFaqs(faqs: readonly Faq[], options: { query: string; category: string; language: string }): Faq[] {
  const words = normalizeForSearch(options.query).split(' ').filter(Boolean);
  return faqs.filter((faq) => {
    if (options.category !== ALL_CATEGORIES && faq.category !== options.category) return false;
    if (words.length === 0) return true;
    const haystack = normalizeForSearch(`${pickLocalized(faq.question, options.language)} ${pickLocalized(faq.answer, options.language)}`);
    return words.every((word) => haystack.includes(word));
  });
}

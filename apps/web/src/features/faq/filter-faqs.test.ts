import { describe, expect, it } from 'vitest';
import type { Faq } from './faq-types.ts';
import { filterFaqs, normalizeForSearch } from './filter-faqs.ts';

const faqs: Faq[] = [
  {
    id: 'dogs',
    category: 'visit',
    question: { it: 'Posso portare il mio cane?', en: 'Can I bring my dog?' },
    answer: { it: 'Sì, <strong>al guinzaglio</strong> in giardino.', en: 'Yes, <strong>on a lead</strong> in the garden.' },
  },
  {
    id: 'refund',
    category: 'payments',
    question: { it: 'Come funziona il rimborso?', en: 'How do refunds work?' },
    answer: { it: 'Rimborso del 100% se annulli 7 giorni prima. Perché è semplice.', en: 'Full refund 7 days before.' },
  },
];

describe('filterFaqs', () => {
  it('returns everything for an empty query in all categories', () => {
    expect(filterFaqs(faqs, { query: '  ', category: 'all', language: 'it' })).toHaveLength(2);
  });
  it('filters by category id', () => {
    expect(filterFaqs(faqs, { query: '', category: 'payments', language: 'it' }).map((f) => f.id)).toEqual(['refund']);
  });
  it('searches question and answer in the current language, ignoring case, accents and HTML', () => {
    expect(filterFaqs(faqs, { query: 'GUINZAGLIO', category: 'all', language: 'it' }).map((f) => f.id)).toEqual(['dogs']);
    expect(filterFaqs(faqs, { query: 'perche', category: 'all', language: 'it' }).map((f) => f.id)).toEqual(['refund']);
    expect(filterFaqs(faqs, { query: 'lead', category: 'all', language: 'en' }).map((f) => f.id)).toEqual(['dogs']);
    expect(filterFaqs(faqs, { query: 'strong', category: 'all', language: 'it' })).toEqual([]);
  });
  it('needs every word to match and combines with the category', () => {
    expect(filterFaqs(faqs, { query: 'rimborso 7 giorni', category: 'all', language: 'it' }).map((f) => f.id)).toEqual(['refund']);
    expect(filterFaqs(faqs, { query: 'rimborso cane', category: 'all', language: 'it' })).toEqual([]);
    expect(filterFaqs(faqs, { query: 'cane', category: 'payments', language: 'it' })).toEqual([]);
  });
});

describe('normalizeForSearch', () => {
  it('folds accents, tags and spaces', () => {
    expect(normalizeForSearch('  Perché <em>così</em>&nbsp;TANTO ')).toBe('perche cosi tanto');
  });
});

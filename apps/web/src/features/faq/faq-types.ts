import type { LocalizedText } from '../../components/localized.ts';

/** /data/faq.json: a static file with categories and faqs (docs/product.md, Static data). */
export interface FaqCategory {
  id: string;
  name: LocalizedText;
}

export interface Faq {
  id: string;
  category: string;
  question: LocalizedText;
  /** May contain HTML: sanitized before rendering. */
  answer: LocalizedText;
}

export interface FaqData {
  categories: FaqCategory[];
  faqs: Faq[];
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { isLocalizedText } from '../../../components/localized.ts';
import { getStaticJson } from '../../../lib/static-json.ts';
import type { Faq, FaqCategory, FaqData } from '../faq-types.ts';

export const FAQ_FILE = '/data/faq.json';

const isCategory = (v: unknown): v is FaqCategory => typeof v === 'object' && v !== null && typeof (v as FaqCategory).id === 'string' && isLocalizedText((v as FaqCategory).name);
const isFaq = (v: unknown): v is Faq => {
  const f = v as Faq;
  return typeof v === 'object' && v !== null && typeof f.id === 'string' && typeof f.category === 'string' && isLocalizedText(f.question) && isLocalizedText(f.answer);
};

export async function getFaq(): Promise<FaqData> {
  const body = ((await getStaticJson(FAQ_FILE)) ?? {}) as { categories?: unknown; faqs?: unknown };
  const categories = Array.isArray(body.categories) ? body.categories.filter(isCategory) : [];
  const faqs = Array.isArray(body.faqs) ? body.faqs.filter(isFaq) : [];
  return { categories, faqs };
}

export const faqQueryOptions = queryOptions({ queryKey: ['static', 'faq'], queryFn: getFaq, staleTime: Infinity });

export const useFaq = () => useQuery(faqQueryOptions, queryClient);

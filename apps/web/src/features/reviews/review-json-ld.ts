import type { PublicReview } from '@tenuta/contracts';

/** How many reviews the structured data carries besides the aggregate. */
export const JSON_LD_REVIEWS = 5;

export interface ReviewsJsonLdInput {
  /** Product for an experience's landing page; Winery (a LocalBusiness) for the estate's review page. */
  type: 'Product' | 'Winery';
  name: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  average: number | null;
  count: number;
  reviews: readonly PublicReview[];
  /** Winery only: the estate's address and phone. */
  business?: { street: string; postalCode: string; city: string; region: string; country: string; telephone: string };
}

/**
 * schema.org data for search engines, built from the same API answer the
 * page shows: the experience (or the estate) with its aggregate rating and a
 * few reviews. Null without reviews (an empty rating is not valid data).
 */
export function reviewsJsonLd(input: ReviewsJsonLdInput): Record<string, unknown> | null {
  if (input.count === 0 || input.average === null || input.reviews.length === 0) return null;
  const brand = { '@type': 'Brand', name: 'Tenuta' };
  return {
    '@context': 'https://schema.org',
    '@type': input.type,
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.type === 'Product' ? { brand } : {}),
    ...(input.type === 'Winery' && input.business
      ? {
          telephone: input.business.telephone,
          address: {
            '@type': 'PostalAddress',
            streetAddress: input.business.street,
            postalCode: input.business.postalCode,
            addressLocality: input.business.city,
            addressRegion: input.business.region,
            addressCountry: input.business.country,
          },
        }
      : {}),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: input.average, reviewCount: input.count, bestRating: 5, worstRating: 1 },
    review: input.reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author_name },
      datePublished: r.created_at.slice(0, 10),
      inLanguage: r.locale,
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` is escaped so a
 * review text can never close the element (the block is data, not script).
 */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

import type { PublicReview } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { readReviewedBooking } from './api/reviews-api.ts';
import { formatRating, formatReviewMonth, reviewParagraphs } from './review-format.ts';
import { reviewsJsonLd, serializeJsonLd } from './review-json-ld.ts';

const review = (over: Partial<PublicReview> = {}): PublicReview => ({
  id: 1,
  experience_id: 1,
  experience_type: 'TRUFFLE',
  experience_title: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
  author_name: 'Sophie M.',
  author_city: 'Lyon',
  rating: 5,
  title: null,
  body: 'Magical.',
  locale: 'en',
  verified: false,
  created_at: '2023-10-14T15:30:00.000Z',
  ...over,
});

describe('reviews as schema.org data', () => {
  const input = {
    type: 'Product' as const,
    name: 'Caccia al tartufo ad Alba',
    description: 'Tre ore nei boschi.',
    url: 'https://tenuta.example/truffle-hunting',
    average: 4.8,
    count: 9,
  };

  it('describes the experience with its aggregate rating and a few reviews', () => {
    const reviews = Array.from({ length: 7 }, (_, i) => review({ id: i + 1, rating: 4, title: i === 0 ? 'Bello' : null }));
    const data = reviewsJsonLd({ ...input, reviews })!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Caccia al tartufo ad Alba',
      url: 'https://tenuta.example/truffle-hunting',
      brand: { '@type': 'Brand', name: 'Tenuta' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 9, bestRating: 5, worstRating: 1 },
    });
    const items = data.review as Record<string, unknown>[];
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Sophie M.' },
      datePublished: '2023-10-14',
      inLanguage: 'en',
      name: 'Bello',
      reviewBody: 'Magical.',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives the estate as a Winery with its address', () => {
    const data = reviewsJsonLd({
      ...input,
      type: 'Winery',
      reviews: [review()],
      business: { street: 'Strada della Tenuta 1', postalCode: '12051', city: 'Alba', region: 'Piemonte', country: 'IT', telephone: '+390173123456' },
    })!;
    expect(data).toMatchObject({ '@type': 'Winery', telephone: '+390173123456', address: { '@type': 'PostalAddress', addressLocality: 'Alba', postalCode: '12051' } });
    expect(data).not.toHaveProperty('brand');
  });

  it('is left out without reviews', () => {
    expect(reviewsJsonLd({ ...input, count: 0, average: null, reviews: [] })).toBeNull();
  });

  it('cannot be closed by a review text', () => {
    const json = serializeJsonLd(reviewsJsonLd({ ...input, reviews: [review({ body: '</script><script>alert(1)</script>\u2028' })] }));
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect((JSON.parse(json) as { review: { reviewBody: string }[] }).review[0]!.reviewBody).toBe('</script><script>alert(1)</script>\u2028');
  });
});

describe('display helpers', () => {
  it('writes the month in Rome, in both languages', () => {
    expect(formatReviewMonth('2023-10-31T23:30:00Z', 'it')).toBe('novembre 2023');
    expect(formatReviewMonth('2023-10-14T15:30:00Z', 'en')).toBe('October 2023');
    expect(formatRating(4.8, 'it')).toBe('4,8');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(reviewParagraphs('Uno\n\nDue\n tre ')).toEqual(['Uno', 'Due', 'tre']);
  });

  it('reads the booking being reviewed from GET /bookings/{id}, or nothing', () => {
    expect(
      readReviewedBooking({
        success: true,
        data: { booking: { booking_number: 'BK-7Q2MXK4P', experience_title: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, starts_at: '2026-10-10T07:00:00Z' } },
      }),
    ).toEqual({
      bookingNumber: 'BK-7Q2MXK4P',
      experienceTitle: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
      startsAt: '2026-10-10T07:00:00Z',
    });
    expect(readReviewedBooking({ success: true, data: {} })).toBeNull();
    expect(readReviewedBooking(null)).toBeNull();
  });
});

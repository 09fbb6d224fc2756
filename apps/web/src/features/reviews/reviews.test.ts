import { describe, expect, it } from 'vitest';
import { averageRating, reviews } from './reviews.ts';

describe('averageRating', () => {
  it('is 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
  });
  it('rounds the mean to one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 5 }, { rating: 5 }, { rating: 4 }])).toBe(4.7);
  });
  it('gives 4.8 for the six static reviews', () => {
    expect(reviews).toHaveLength(6);
    expect(averageRating(reviews)).toBe(4.8);
  });
});

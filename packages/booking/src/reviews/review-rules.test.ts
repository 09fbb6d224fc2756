import { describe, expect, it } from 'vitest';
import { isDomainError } from '@tenuta/core';
import { cleanReviewLine as cleanLine, cleanReviewParagraphs as cleanParagraphs } from '@tenuta/contracts';
import { cleanReviewText, reviewEligibility } from './review-rules.ts';

const valid = { rating: 5, title: 'Bellissimo', body: 'Una mattinata splendida nel bosco.', author_name: 'Giulia', author_city: 'Torino' };
const failure = (input: Parameters<typeof cleanReviewText>[0]) => {
  try {
    cleanReviewText(input);
  } catch (e) {
    return isDomainError(e) ? `${e.code} ${e.detail}` : String(e);
  }
  return 'no error';
};

describe('review text', () => {
  it('drops control characters and bidi overrides, keeps paragraphs and emoji', () => {
    expect(cleanLine('  Giu\u0000lia\u202E \t Rossi\u200B ')).toBe('Giulia Rossi');
    expect(cleanParagraphs('Primo\r\n\r\n\r\n\r\nsecondo\u0007  riga   \u00a0x\n terza 👨‍👩‍👧')).toBe('Primo\n\nsecondo riga x\nterza 👨‍👩‍👧');
  });

  it('stores plain text as typed (no HTML is interpreted or removed)', () => {
    expect(cleanReviewText({ ...valid, body: '<script>alert(1)</script> ottima esperienza!' }).body).toBe('<script>alert(1)</script> ottima esperienza!');
  });

  it('empties optional fields to null and trims', () => {
    expect(cleanReviewText({ ...valid, title: '  ', author_city: undefined, author_name: '  Jo ' })).toEqual({
      rating: 5,
      title: null,
      body: valid.body,
      authorName: 'Jo',
      authorCity: null,
    });
  });

  it('applies the limits after cleaning, with the field named', () => {
    expect(failure({ ...valid, rating: 0 })).toBe('validation_error rating: The rating must be a whole number from 1 to 5');
    expect(failure({ ...valid, rating: 4.5 })).toMatch(/^validation_error rating/);
    expect(failure({ ...valid, body: `${'\u0001'.repeat(30)}corto` })).toBe('validation_error body: The review must be at least 20 characters long');
    expect(failure({ ...valid, body: 'x'.repeat(2001) })).toBe('validation_error body: The review can be at most 2000 characters long');
    expect(failure({ ...valid, body: 'x'.repeat(2000) })).toBe('no error');
    expect(failure({ ...valid, author_name: ' J ' })).toBe('validation_error author_name: The name must be at least 2 characters long');
    expect(failure({ ...valid, author_name: 'x'.repeat(81) })).toMatch(/^validation_error author_name/);
    expect(failure({ ...valid, title: 'x'.repeat(121) })).toBe('validation_error title: The title can be at most 120 characters long');
    expect(failure({ ...valid, author_city: 'x'.repeat(81) })).toMatch(/^validation_error author_city/);
  });

  it('counts an emoji as one character', () => {
    expect(failure({ ...valid, body: '🍷'.repeat(20) })).toBe('no error');
  });
});

describe('review eligibility', () => {
  const now = new Date('2026-10-10T12:00:00Z');
  const ended = new Date('2026-10-10T11:00:00Z');
  const later = new Date('2026-10-10T12:30:00Z');
  it('is open once the experience has ended, for bookings that took place', () => {
    for (const status of ['confirmed', 'paid', 'checked_in'] as const) expect(reviewEligibility({ status, endsAt: ended }, now)).toBe('ok');
    expect(reviewEligibility({ status: 'paid', endsAt: now }, now)).toBe('ok');
  });
  it('not yet while the experience is ahead or under way', () => {
    expect(reviewEligibility({ status: 'paid', endsAt: later }, now)).toBe('not_yet');
  });
  it('never for cancelled, refunded, no-show or unpaid bookings', () => {
    for (const status of ['cancelled', 'refunded', 'no_show', 'pending'] as const) expect(reviewEligibility({ status, endsAt: ended }, now)).toBe('not_reviewable');
  });
});

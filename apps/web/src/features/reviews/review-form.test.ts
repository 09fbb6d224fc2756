import { reviewLimits } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { emptyReviewForm, firstInvalidField, readReviewLink, reviewSubmitFailure, toReviewRequest, validateReviewForm, type ReviewFormValues } from './review-form.ts';

const valid: ReviewFormValues = { ...emptyReviewForm, rating: 4, body: 'Una mattina splendida nel bosco con il cane.', authorName: 'Giulia R.' };

describe('review form validation (the server limits, on the same cleaned text)', () => {
  it('accepts a complete review', () => {
    expect(validateReviewForm(valid)).toEqual({});
  });

  it('names every problem, in form order', () => {
    const errors = validateReviewForm(emptyReviewForm);
    expect(errors).toEqual({ rating: 'ratingRequired', body: 'bodyRequired', authorName: 'nameRequired' });
    expect(firstInvalidField(errors)).toBe('rating');
    expect(firstInvalidField(validateReviewForm({ ...valid, authorName: 'G' }))).toBe('authorName');
  });

  it('counts the body as the server does: spaces collapsed, control characters dropped', () => {
    expect(validateReviewForm({ ...valid, body: 'corto          ma con spazi' }).body).toBe('bodyTooShort');
    expect(validateReviewForm({ ...valid, body: `${'\u0007'.repeat(30)}x` }).body).toBe('bodyTooShort');
    expect(validateReviewForm({ ...valid, body: 'x'.repeat(reviewLimits.bodyMin) }).body).toBeUndefined();
    expect(validateReviewForm({ ...valid, body: 'x'.repeat(reviewLimits.bodyMax) }).body).toBeUndefined();
    expect(validateReviewForm({ ...valid, body: 'x'.repeat(reviewLimits.bodyMax + 1) }).body).toBe('bodyTooLong');
  });

  it('checks title, name and city lengths', () => {
    expect(validateReviewForm({ ...valid, title: 'x'.repeat(121) }).title).toBe('titleTooLong');
    expect(validateReviewForm({ ...valid, title: 'x'.repeat(120) }).title).toBeUndefined();
    expect(validateReviewForm({ ...valid, authorName: '  G  ' }).authorName).toBe('nameTooShort');
    expect(validateReviewForm({ ...valid, authorName: 'x'.repeat(81) }).authorName).toBe('nameTooLong');
    expect(validateReviewForm({ ...valid, authorCity: 'x'.repeat(81) }).authorCity).toBe('cityTooLong');
  });
});

describe('the request', () => {
  it('sends the cleaned text, a numeric booking id and leaves empty optional fields out', () => {
    expect(toReviewRequest({ ...valid, title: '  ', authorCity: ' Torino ', body: ` ${valid.body}\n\n\n\nCiao ` }, { bookingId: '42', token: 'tok' }, 'en')).toEqual({
      booking_id: 42,
      token: 'tok',
      rating: 4,
      body: `${valid.body}\n\nCiao`,
      author_name: 'Giulia R.',
      author_city: 'Torino',
      locale: 'en',
    });
    expect(toReviewRequest({ ...valid, website: 'x' }, { bookingId: 'BK-7Q2MXK4P', token: 't' }, 'it')).toMatchObject({ booking_id: 'BK-7Q2MXK4P', website: 'x' });
  });

  it('reads the link of the e-mail', () => {
    expect(readReviewLink('?booking=12&token=abc')).toEqual({ bookingId: '12', token: 'abc' });
    expect(readReviewLink('?booking=12')).toBeNull();
    expect(readReviewLink('?token=abc')).toBeNull();
    expect(readReviewLink('')).toBeNull();
  });
});

describe('why the server refused', () => {
  const err = (status: number, code?: string) => new ApiError(status, `HTTP ${status}`, 'x', code);
  it('maps each answer to its message', () => {
    expect(reviewSubmitFailure(err(404, 'not_found'))).toBe('invalid_link');
    expect(reviewSubmitFailure(err(409, 'conflict'))).toBe('not_yet');
    expect(reviewSubmitFailure(err(409, 'duplicate_item'))).toBe('already');
    expect(reviewSubmitFailure(err(429, 'rate_limited'))).toBe('rate_limited');
    expect(reviewSubmitFailure(err(400, 'validation_error'))).toBe('invalid');
    expect(reviewSubmitFailure(err(0))).toBe('network');
    expect(reviewSubmitFailure(err(500, 'server_error'))).toBe('generic');
    expect(reviewSubmitFailure(new Error('boom'))).toBe('generic');
  });
});

import { cleanReviewLine, cleanReviewParagraphs, reviewLimits, reviewTextLength as length } from '@tenuta/contracts';
import type { BookingStatus } from '@tenuta/db';
import { DomainError } from '@tenuta/core';

export interface ReviewText {
  rating: number;
  title?: string | null | undefined;
  body: string;
  author_name: string;
  author_city?: string | null | undefined;
}

export interface CleanReviewText {
  rating: number;
  title: string | null;
  body: string;
  authorName: string;
  authorCity: string | null;
}

/**
 * The review as it will be stored: plain text, cleaned, within the limits the
 * form states. Throws validation_error with the field and the rule.
 */
export function cleanReviewText(input: ReviewText): CleanReviewText {
  const L = reviewLimits;
  const invalid = (field: string, message: string) => new DomainError('validation_error', message, `${field}: ${message}`);
  if (!Number.isInteger(input.rating) || input.rating < L.ratingMin || input.rating > L.ratingMax)
    throw invalid('rating', `The rating must be a whole number from ${L.ratingMin} to ${L.ratingMax}`);
  const title = cleanReviewLine(input.title);
  const body = cleanReviewParagraphs(input.body);
  const authorName = cleanReviewLine(input.author_name);
  const authorCity = cleanReviewLine(input.author_city);
  if (length(title) > L.titleMax) throw invalid('title', `The title can be at most ${L.titleMax} characters long`);
  if (length(body) < L.bodyMin) throw invalid('body', `The review must be at least ${L.bodyMin} characters long`);
  if (length(body) > L.bodyMax) throw invalid('body', `The review can be at most ${L.bodyMax} characters long`);
  if (length(authorName) < L.authorNameMin) throw invalid('author_name', `The name must be at least ${L.authorNameMin} characters long`);
  if (length(authorName) > L.authorNameMax) throw invalid('author_name', `The name can be at most ${L.authorNameMax} characters long`);
  if (length(authorCity) > L.authorCityMax) throw invalid('author_city', `The city can be at most ${L.authorCityMax} characters long`);
  return { rating: input.rating, title: title || null, body, authorName, authorCity: authorCity || null };
}

/** Bookings whose guests took part: the only ones that can be reviewed. */
const TOOK_PLACE: readonly BookingStatus[] = ['confirmed', 'paid', 'checked_in'];

export type ReviewEligibility = 'ok' | 'not_yet' | 'not_reviewable';

/**
 * A booking can be reviewed once its experience has ended (slot start plus
 * the experience's duration) and it was not cancelled, refunded, a no-show
 * or never completed (pending).
 */
export function reviewEligibility(b: { status: BookingStatus; endsAt: Date }, now: Date): ReviewEligibility {
  if (!TOOK_PLACE.includes(b.status)) return 'not_reviewable';
  return b.endsAt.getTime() <= now.getTime() ? 'ok' : 'not_yet';
}

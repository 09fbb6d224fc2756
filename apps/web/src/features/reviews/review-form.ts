import { cleanReviewLine, cleanReviewParagraphs, reviewLimits as L, reviewTextLength, type ReviewSubmitRequest } from '@tenuta/contracts';
import { isApiError } from '../../lib/api-client.ts';

/** What the guest types into the review form. */
export interface ReviewFormValues {
  rating: number | null;
  title: string;
  body: string;
  authorName: string;
  authorCity: string;
  /** The honeypot: hidden from people, filled by bots. */
  website: string;
}

export const emptyReviewForm: ReviewFormValues = { rating: null, title: '', body: '', authorName: '', authorCity: '', website: '' };

export type ReviewField = 'rating' | 'title' | 'body' | 'authorName' | 'authorCity';
/** Keys of `form.errors.*` in the reviews namespace: the server's rules, said in the guest's language. */
export type ReviewFieldError =
  | 'ratingRequired'
  | 'titleTooLong'
  | 'bodyRequired'
  | 'bodyTooShort'
  | 'bodyTooLong'
  | 'nameRequired'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'cityTooLong';
export type ReviewFormErrors = Partial<Record<ReviewField, ReviewFieldError>>;

/** The fields in the order the form shows them (the first with an error gets the focus). */
export const reviewFieldOrder: readonly ReviewField[] = ['rating', 'title', 'body', 'authorName', 'authorCity'];

/** The body's length as the server will count it (after its clean-up). */
export const reviewBodyLength = (body: string): number => reviewTextLength(cleanReviewParagraphs(body));

/** The same limits the server applies (packages/contracts reviewLimits), on the same cleaned text. */
export function validateReviewForm(v: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (v.rating === null || !Number.isInteger(v.rating) || v.rating < L.ratingMin || v.rating > L.ratingMax) errors.rating = 'ratingRequired';
  if (reviewTextLength(cleanReviewLine(v.title)) > L.titleMax) errors.title = 'titleTooLong';
  const body = reviewBodyLength(v.body);
  if (body === 0) errors.body = 'bodyRequired';
  else if (body < L.bodyMin) errors.body = 'bodyTooShort';
  else if (body > L.bodyMax) errors.body = 'bodyTooLong';
  const name = reviewTextLength(cleanReviewLine(v.authorName));
  if (name === 0) errors.authorName = 'nameRequired';
  else if (name < L.authorNameMin) errors.authorName = 'nameTooShort';
  else if (name > L.authorNameMax) errors.authorName = 'nameTooLong';
  if (reviewTextLength(cleanReviewLine(v.authorCity)) > L.authorCityMax) errors.authorCity = 'cityTooLong';
  return errors;
}

export const firstInvalidField = (errors: ReviewFormErrors): ReviewField | undefined => reviewFieldOrder.find((f) => errors[f]);

/** POST /api/reviews body from the form (call after validateReviewForm found nothing). */
export function toReviewRequest(v: ReviewFormValues, link: { bookingId: string; token: string }, locale: 'it' | 'en'): ReviewSubmitRequest {
  const id = /^\d{1,15}$/.test(link.bookingId) ? Number(link.bookingId) : link.bookingId;
  const title = cleanReviewLine(v.title);
  const city = cleanReviewLine(v.authorCity);
  return {
    booking_id: id,
    token: link.token,
    rating: v.rating ?? 0,
    ...(title ? { title } : {}),
    body: cleanReviewParagraphs(v.body),
    author_name: cleanReviewLine(v.authorName),
    ...(city ? { author_city: city } : {}),
    locale,
    ...(v.website ? { website: v.website } : {}),
  };
}

/** Why the server refused the review: each has its own message (`form.failure.*`). */
export type ReviewSubmitFailure = 'not_yet' | 'already' | 'invalid_link' | 'rate_limited' | 'invalid' | 'network' | 'generic';

export function reviewSubmitFailure(e: unknown): ReviewSubmitFailure {
  if (!isApiError(e)) return 'generic';
  if (e.status === 0) return 'network';
  if (e.status === 404) return 'invalid_link';
  if (e.status === 409) return e.code === 'duplicate_item' ? 'already' : 'not_yet';
  if (e.status === 429) return 'rate_limited';
  if (e.status === 400) return 'invalid';
  return 'generic';
}

/** The review link's query: `booking` (id or BK- number) and `token`; null when either is missing. */
export function readReviewLink(search: string): { bookingId: string; token: string } | null {
  const params = new URLSearchParams(search);
  const bookingId = params.get('booking')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  if (!bookingId || !token || bookingId.length > 40 || token.length > 200) return null;
  return { bookingId, token };
}

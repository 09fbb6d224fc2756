import { notifications } from '@tenuta/db';
import type { ReviewSubmitRequest } from '@tenuta/contracts';
import { findBookingByAccessToken, generateManageToken } from '../bookings/index.ts';
import { DomainError } from '@tenuta/core';
import { enforceRateLimit, type RateLimitRule } from '@tenuta/core';
import { pgConstraint, pgErrorCode } from '@tenuta/core';
import { kickReviewOutbox, type ReviewDeps } from './review-deps.ts';
import { findBookingReviewContext, insertReview, reviewExistsForBooking } from './review-repository.ts';
import { cleanReviewText, reviewEligibility } from './review-rules.ts';

/** Per caller address: enough for a family's bookings, too few for a flood. */
export const REVIEW_RATE_LIMIT: RateLimitRule = { name: 'review', limit: 10, windowSeconds: 3600 };

export const REVIEW_THANKS = 'Thank you: your review will appear on the site once we have read it.';

const invalidLink = () => new DomainError('not_found', 'Review link not valid', 'This review link is not valid: use the link in your e-mail.');
const alreadyReviewed = () => new DomainError('duplicate_item', 'Already reviewed', 'This booking has already been reviewed: thank you!');

export type SubmitReviewOutcome = { stored: true; reviewId: number } | { stored: false };

/**
 * A guest's review of a completed booking, proven by the booking's manage
 * token: stored pending and verified, with the staff e-mail (approve/reject
 * links with a one-time token) queued in the same transaction.
 */
export async function submitReview(deps: ReviewDeps, input: ReviewSubmitRequest, caller: { ip: string }): Promise<SubmitReviewOutcome> {
  await enforceRateLimit(deps, REVIEW_RATE_LIMIT, caller.ip);
  // The honeypot: a form filler bot gets the same answer as a guest, and nothing is stored.
  if (input.website && input.website.trim() !== '') return { stored: false };
  const text = cleanReviewText(input);
  const now = deps.clock.now();
  const booking = await findBookingByAccessToken(deps.db, input.booking_id, input.token, now);
  if (!booking) throw invalidLink();
  const context = await findBookingReviewContext(deps.db, booking.id);
  if (!context || context.experienceId === null) throw invalidLink();
  const eligibility = reviewEligibility(context, now);
  if (eligibility === 'not_yet') {
    throw new DomainError('conflict', 'You can review after your experience', 'You can write a review once your experience has taken place.');
  }
  if (eligibility === 'not_reviewable') {
    throw new DomainError('conflict', 'This booking cannot be reviewed', `Only experiences that took place can be reviewed (this booking is ${booking.status}).`);
  }
  if (await reviewExistsForBooking(deps.db, booking.id)) throw alreadyReviewed();

  const moderation = generateManageToken();
  let reviewId: number;
  try {
    reviewId = await deps.db.transaction(async (tx) => {
      const id = await insertReview(tx, {
        bookingId: booking.id,
        experienceId: context.experienceId!,
        authorName: text.authorName,
        authorCity: text.authorCity,
        rating: text.rating,
        title: text.title,
        body: text.body,
        locale: input.locale,
        verified: true,
        status: 'pending',
        moderationTokenHash: moderation.hash,
        createdAt: now,
      });
      await tx.insert(notifications).values({
        kind: 'staff_review_submitted',
        recipient: deps.staffEmail,
        locale: 'it',
        // The raw token lives here only until the e-mail is sent (markNotificationSent drops it).
        payload: { review_id: id, booking_id: booking.id, moderation_token: moderation.token },
      });
      return id;
    });
  } catch (e) {
    // Two submissions racing for one booking: the unique index lets one through.
    if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'reviews_booking_unique') throw alreadyReviewed();
    throw e;
  }
  kickReviewOutbox(deps);
  return { stored: true, reviewId };
}

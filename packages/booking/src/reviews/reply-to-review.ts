import { eq } from 'drizzle-orm';
import { reviews } from '@tenuta/db';
import { REVIEW_REPLY_MAX, type StaffReviewView } from '@tenuta/contracts';
import { DomainError, notFound, recordStaffAction, type StaffActor } from '@tenuta/core';
import { toPlainText } from '../contact/index.ts';
import type { BookingDeps } from '../deps.ts';
import { findStaffReview, lockReview } from './staff-review-repository.ts';
import { reviewNotPublished } from './unpublish-review.ts';

/**
 * The estate's public reply to a published review: plain text (2 to 2000 characters), shown
 * under the review on the public pages exactly as written, whatever the page's language. Sending
 * it again replaces it; `body: null` removes it. Only an approved review takes a reply (409
 * `review_not_published`); an unpublished review keeps its reply hidden with it. Under the
 * review's row lock. Audit review.reply / review.reply_remove with the text before and after.
 */
export async function replyToReview(deps: Pick<BookingDeps, 'db' | 'clock'>, actor: StaffActor, reviewId: number, input: { body: string | null }): Promise<StaffReviewView> {
  const body = input.body === null ? null : toPlainText(input.body);
  if (body !== null && (body.length < 2 || body.length > REVIEW_REPLY_MAX)) {
    throw new DomainError('validation_error', `A reply is 2 to ${REVIEW_REPLY_MAX} characters`, 'reply_length');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw notFound('Review');
    if (review.status !== 'approved') throw reviewNotPublished();
    if (body === null && review.replyBody === null) return;
    await tx
      .update(reviews)
      .set(body === null ? { replyBody: null, replyAt: null, replyBy: null } : { replyBody: body, replyAt: now, replyBy: actor.email })
      .where(eq(reviews.id, reviewId));
    await recordStaffAction(
      tx,
      actor,
      { action: body === null ? 'review.reply_remove' : 'review.reply', targetType: 'review', targetId: reviewId, before: { reply: review.replyBody }, after: { reply: body } },
      now,
    );
  });
  return (await findStaffReview(deps.db, reviewId))!;
}

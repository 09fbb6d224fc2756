import { and, eq } from 'drizzle-orm';
import { reviews } from '@tenuta/db';
import type { StaffReviewView } from '@tenuta/contracts';
import { DomainError, notFound, recordStaffAction, type StaffActor } from '@tenuta/core';
import { toPlainText } from '../contact/index.ts';
import type { BookingDeps } from '../deps.ts';
import { findStaffReview, lockReview } from './staff-review-repository.ts';

export const reviewNotPublished = () => new DomainError('conflict', 'Only a published review can be unpublished or replied to', 'review_not_published');

/**
 * Takes an approved review off the public pages (its status becomes `unpublished`): the list,
 * the average rating and the structured data stop counting it at once. The reason (3 to 500
 * characters) is internal, like a rejection's, and never reaches the guest. Under the review's
 * row lock; a review that is not published is 409 `review_not_published`. Audit review.unpublish.
 */
export async function unpublishReview(deps: Pick<BookingDeps, 'db' | 'clock'>, actor: StaffActor, reviewId: number, input: { reason: string }): Promise<StaffReviewView> {
  const reason = toPlainText(input.reason);
  if (reason.length < 3 || reason.length > 500) throw new DomainError('validation_error', 'Say why the review is unpublished (3 to 500 characters)', 'reason_required');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw notFound('Review');
    if (review.status !== 'approved') throw reviewNotPublished();
    await tx
      .update(reviews)
      .set({ status: 'unpublished', unpublishedAt: now, unpublishedBy: actor.email, unpublishReason: reason })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'approved')));
    await recordStaffAction(
      tx,
      actor,
      { action: 'review.unpublish', targetType: 'review', targetId: reviewId, before: { status: 'approved' }, after: { status: 'unpublished', reason } },
      now,
    );
  });
  return (await findStaffReview(deps.db, reviewId))!;
}

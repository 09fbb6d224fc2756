import type { StaffReviewView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { toPlainText } from '../contact/index.ts';
import { decideReview, findStaffReview, lockReview } from './staff-review-repository.ts';

export type StaffReviewDecision = { action: 'approve' } | { action: 'reject'; reason: string };

const alreadyModerated = (status: string) => new DomainError('conflict', `This review has already been moderated (${status})`, 'already_moderated');

/**
 * Approves or rejects a pending review from the back office: the same
 * decision the e-mail link takes (reviews/moderate-review.ts), by a signed-in
 * staff member (moderated_by = their e-mail), with a reason when rejecting.
 * The review's e-mail link is spent with it. A review already decided, here
 * or by its link, is a 409 already_moderated. Audit review.approve / review.reject.
 */
export async function moderateReviewAsStaff(deps: Pick<BookingDeps, 'db' | 'clock'>, actor: StaffActor, reviewId: number, decision: StaffReviewDecision): Promise<StaffReviewView> {
  const now = deps.clock.now();
  const reason = decision.action === 'reject' ? toPlainText(decision.reason) : null;
  if (decision.action === 'reject' && (!reason || reason.length < 3)) throw new DomainError('validation_error', 'Say why the review is rejected', 'reason_required');
  await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw notFound('Review');
    if (review.status !== 'pending') throw alreadyModerated(review.status);
    const status = decision.action === 'approve' ? 'approved' : 'rejected';
    if (!(await decideReview(tx, reviewId, { status, at: now, by: actor.email, rejectionReason: reason }))) throw alreadyModerated(review.status);
    await recordStaffAction(
      tx,
      actor,
      {
        action: `review.${decision.action}`,
        targetType: 'review',
        targetId: reviewId,
        before: { status: 'pending' },
        after: { status, ...(reason ? { rejection_reason: reason } : {}) },
      },
      now,
    );
  });
  return (await findStaffReview(deps.db, reviewId))!;
}

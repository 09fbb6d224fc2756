import type { ReviewStatus } from '@tenuta/db';
import type { StaffReviewView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { countPendingReviews, findStaffReviews } from './staff-review-repository.ts';

/** The moderation queue (pending, oldest first) or the decisions taken, with how many wait. */
export async function listStaffReviews({ db }: Pick<BookingDeps, 'db'>, status: ReviewStatus): Promise<{ reviews: StaffReviewView[]; pendingCount: number }> {
  const [reviews, pendingCount] = await Promise.all([findStaffReviews(db, status), countPendingReviews(db)]);
  return { reviews, pendingCount };
}

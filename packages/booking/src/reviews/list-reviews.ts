import type { ReviewListQuery, ReviewListResponse } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { toPublicReview } from './review-mapper.ts';
import { approvedReviewStats, findApprovedReviews, type ReviewFilter } from './review-repository.ts';

/** Approved reviews, newest first, with their count and mean rating for the same filter. */
export async function listReviews({ db }: Pick<BookingDeps, 'db'>, query: ReviewListQuery): Promise<ReviewListResponse> {
  const filter: ReviewFilter = {
    experienceId: query.experience_id,
    category: query.experience_type === undefined ? undefined : query.experience_type === 'wine' ? 'WINE' : 'TRUFFLE',
  };
  const [rows, stats] = await Promise.all([findApprovedReviews(db, filter, query), approvedReviewStats(db, filter)]);
  return {
    success: true,
    data: rows.map(toPublicReview),
    total: stats.count,
    average_rating: stats.average,
    rating_count: stats.count,
    limit: query.limit,
    offset: query.offset,
  };
}

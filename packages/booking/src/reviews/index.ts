export { listReviews } from './list-reviews.ts';
export { submitReview, REVIEW_RATE_LIMIT, REVIEW_THANKS, type SubmitReviewOutcome } from './submit-review.ts';
export { getReviewForModeration, moderateReview, EMAIL_LINK_MODERATOR } from './moderate-review.ts';
export { cleanReviewText, reviewEligibility, type ReviewEligibility } from './review-rules.ts';
export { findReviewById, type ReviewRow } from './review-repository.ts';
export type { ReviewDeps } from './review-deps.ts';
export { listStaffReviews } from './list-staff-reviews.ts';
export { moderateReviewAsStaff, type StaffReviewDecision } from './moderate-review-as-staff.ts';

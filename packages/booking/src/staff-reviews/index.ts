export { listStaffReviews } from './list-staff-reviews.ts';
export { moderateReviewAsStaff, type StaffReviewDecision } from './moderate-review-as-staff.ts';

export { listStaffCoupons } from './list-staff-coupons.ts';
export { listCouponBookings } from './list-coupon-bookings.ts';
export { createCoupon } from './create-coupon.ts';
export { updateCoupon } from './update-coupon.ts';
export { setCouponActive } from './set-coupon-active.ts';
export { couponDraft, windowStart, windowEnd, lastValidDay, type CouponDraft, type CouponDraftInput } from './coupon-draft.ts';
export type { StaffCouponDeps } from './staff-coupon-deps.ts';

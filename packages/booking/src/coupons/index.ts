export { validateCoupon } from './validate-coupon.ts';
export { reserveCouponUse, reserveCouponUseIn, type ReserveCouponUseInput } from './reserve-coupon-use.ts';
export { releaseCouponUse } from './release-coupon-use.ts';
export {
  couponStatus,
  couponReasonMessage,
  couponValidMessage,
  normalizeCouponCode,
  COUPON_NOT_FOUND_MESSAGE,
  type CouponStatus,
  type CouponInvalidReason,
} from './coupon-status.ts';
export { findCouponByCode, findCouponById, countCouponUses } from './coupon-repository.ts';
export { lockCoupon } from './coupon-repository.ts';
export { listStaffCoupons } from './list-staff-coupons.ts';
export { listCouponBookings } from './list-coupon-bookings.ts';
export { createCoupon } from './create-coupon.ts';
export { updateCoupon } from './update-coupon.ts';
export { setCouponActive } from './set-coupon-active.ts';
export { couponDraft, windowStart, windowEnd, lastValidDay, type CouponDraft, type CouponDraftInput } from './coupon-draft.ts';
export type { StaffCouponDeps } from './staff-coupon-deps.ts';

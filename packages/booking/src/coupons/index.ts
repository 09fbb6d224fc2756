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

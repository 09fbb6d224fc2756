import type { StaffCouponView } from '@tenuta/contracts';
import type { StaffCouponDeps } from './staff-coupon-deps.ts';
import { findAllCoupons, staffCouponViews } from './staff-coupon-repository.ts';

/** Every coupon, newest first, with its uses counted as the booking engine counts them. */
export async function listStaffCoupons({ db, clock }: StaffCouponDeps): Promise<StaffCouponView[]> {
  return staffCouponViews(db, await findAllCoupons(db), clock.now());
}

import type { StaffCouponBookingView, StaffCouponView } from '@tenuta/contracts';
import { findCouponById } from './coupon-repository.ts';
import { notFound } from '@tenuta/core';
import type { StaffCouponDeps } from './staff-coupon-deps.ts';
import { findCouponBookings, staffCouponViews } from './staff-coupon-repository.ts';

/** A coupon and the bookings that carry its discount (number, date, guest, discount, total, status). */
export async function listCouponBookings({ db, clock }: StaffCouponDeps, couponId: number): Promise<{ coupon: StaffCouponView; bookings: StaffCouponBookingView[] }> {
  const coupon = await findCouponById(db, couponId);
  if (!coupon) throw notFound('Coupon');
  const [[view], bookings] = await Promise.all([staffCouponViews(db, [coupon], clock.now()), findCouponBookings(db, couponId)]);
  return { coupon: view!, bookings };
}

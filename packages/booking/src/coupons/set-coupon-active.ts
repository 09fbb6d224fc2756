import { eq } from 'drizzle-orm';
import { coupons } from '@tenuta/db';
import type { StaffCouponView } from '@tenuta/contracts';
import { lockCoupon } from './coupon-repository.ts';
import { notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import type { StaffCouponDeps } from './staff-coupon-deps.ts';
import { staffCouponViews } from './staff-coupon-repository.ts';

/**
 * Disables or enables a coupon (audit coupon.disable / coupon.enable). A
 * disabled code is refused by validation, carts and new checkouts from the
 * next request; a checkout already on its payment page keeps the discount it
 * was priced with. Asking for the state it already has changes nothing.
 */
export async function setCouponActive(deps: StaffCouponDeps, actor: StaffActor, couponId: number, active: boolean): Promise<StaffCouponView> {
  const now = deps.clock.now();
  const row = await lockingTransaction(deps.db, async (tx) => {
    const current = await lockCoupon(tx, couponId);
    if (!current) throw notFound('Coupon');
    if (current.isActive === active) return current;
    const [updated] = await tx.update(coupons).set({ isActive: active }).where(eq(coupons.id, couponId)).returning();
    await recordStaffAction(
      tx,
      actor,
      { action: active ? 'coupon.enable' : 'coupon.disable', targetType: 'coupon', targetId: couponId, before: { is_active: current.isActive }, after: { is_active: active } },
      now,
    );
    return updated!;
  });
  const [view] = await staffCouponViews(deps.db, [row], now);
  return view!;
}

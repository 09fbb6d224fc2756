import { coupons } from '@tenuta/db';
import type { StaffCouponCreateRequest, StaffCouponView } from '@tenuta/contracts';
import { DomainError } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { pgConstraint, pgErrorCode } from '@tenuta/core';
import { couponAuditView, couponDraft } from './coupon-draft.ts';
import type { StaffCouponDeps } from './staff-coupon-deps.ts';
import { staffCouponViews } from './staff-coupon-repository.ts';

export const codeTaken = (code: string) => new DomainError('conflict', `A coupon with the code ${code} already exists`, 'code_taken');

/** A new coupon (active), with its audit row. A code already in use (any case) is a 409 code_taken. */
export async function createCoupon(deps: StaffCouponDeps, actor: StaffActor, input: StaffCouponCreateRequest): Promise<StaffCouponView> {
  const draft = couponDraft(input);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(coupons)
        .values({ ...draft, isActive: true, createdAt: now })
        .returning();
      await recordStaffAction(tx, actor, { action: 'coupon.create', targetType: 'coupon', targetId: created!.id, after: couponAuditView(created!) }, now);
      return created!;
    });
    const [view] = await staffCouponViews(deps.db, [row], now);
    return view!;
  } catch (e) {
    if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'coupons_code_unique') throw codeTaken(draft.code);
    throw e;
  }
}

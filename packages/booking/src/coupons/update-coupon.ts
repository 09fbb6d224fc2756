import { eq } from 'drizzle-orm';
import { coupons, type Coupon } from '@tenuta/db';
import type { StaffCouponUpdateRequest, StaffCouponView } from '@tenuta/contracts';
import { countCouponUses, lockCoupon } from './coupon-repository.ts';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction, pgConstraint, pgErrorCode } from '@tenuta/core';
import { couponAuditView, couponDraft, draftInputOf, type CouponDraft } from './coupon-draft.ts';
import { codeTaken } from './create-coupon.ts';
import type { StaffCouponDeps } from './staff-coupon-deps.ts';
import { couponCodeLocked, staffCouponViews } from './staff-coupon-repository.ts';

const has = <K extends keyof StaffCouponUpdateRequest>(patch: StaffCouponUpdateRequest, key: K) => Object.hasOwn(patch, key) && patch[key] !== undefined;

/**
 * The columns an edit changes. The edit is laid over the stored coupon and
 * the whole is checked as a new one would be; a window bound that was not
 * sent keeps its stored instant (coupons made before the back office may end
 * at any time of day).
 */
function changedColumns(current: Coupon, patch: StaffCouponUpdateRequest): Partial<CouponDraft> {
  const draft = couponDraft({ ...draftInputOf(current), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) });
  const validFrom = has(patch, 'valid_from') ? draft.validFrom : current.validFrom;
  const validUntil = has(patch, 'valid_until') ? draft.validUntil : current.validUntil;
  if (validFrom && validUntil && validUntil.getTime() <= validFrom.getTime()) {
    throw new DomainError('validation_error', 'The last valid day cannot be before the first', 'coupon_window_order');
  }
  const next: Partial<CouponDraft> = {};
  if (draft.code !== current.code) next.code = draft.code;
  if (draft.discountType !== current.discountType) next.discountType = draft.discountType;
  if (draft.discountValue !== current.discountValue) next.discountValue = draft.discountValue;
  if (validFrom?.getTime() !== current.validFrom?.getTime()) next.validFrom = validFrom;
  if (validUntil?.getTime() !== current.validUntil?.getTime()) next.validUntil = validUntil;
  if (draft.maxUses !== current.maxUses) next.maxUses = draft.maxUses;
  if (draft.partnerName !== current.partnerName) next.partnerName = draft.partnerName;
  return next;
}

/**
 * Edits a coupon under its row lock, the lock every use reservation takes
 * (reserveCouponUse): max_uses cannot go below the uses counted at that
 * moment (409 max_uses_below_uses with the numbers), and the code cannot
 * change once a use was reserved or spent (409 code_locked). Audit row with
 * the fields before and after.
 */
export async function updateCoupon(deps: StaffCouponDeps, actor: StaffActor, couponId: number, patch: StaffCouponUpdateRequest): Promise<StaffCouponView> {
  const now = deps.clock.now();
  try {
    const row = await lockingTransaction(deps.db, async (tx) => {
      const current = await lockCoupon(tx, couponId);
      if (!current) throw notFound('Coupon');
      const next = changedColumns(current, patch);
      if (next.code !== undefined && (await couponCodeLocked(tx, couponId))) {
        throw new DomainError('conflict', 'The code has been used: it can no longer change (create a new coupon instead)', 'code_locked');
      }
      if (next.maxUses !== undefined && next.maxUses !== null) {
        const uses = await countCouponUses(tx, couponId, now);
        if (next.maxUses < uses) {
          throw new DomainError(
            'conflict',
            `Max uses (${next.maxUses}) cannot be below the ${uses} uses already counted`,
            `max_uses_below_uses; uses=${uses}; max_uses=${next.maxUses}`,
          );
        }
      }
      if (Object.keys(next).length === 0) return current;
      const [updated] = await tx.update(coupons).set(next).where(eq(coupons.id, couponId)).returning();
      const before = couponAuditView(current);
      const after = couponAuditView(updated!);
      const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      await recordStaffAction(
        tx,
        actor,
        {
          action: 'coupon.update',
          targetType: 'coupon',
          targetId: couponId,
          before: Object.fromEntries(keys.map((k) => [k, before[k]])),
          after: Object.fromEntries(keys.map((k) => [k, after[k]])),
        },
        now,
      );
      return updated!;
    });
    const [view] = await staffCouponViews(deps.db, [row], now);
    return view!;
  } catch (e) {
    if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'coupons_code_unique') throw codeTaken(String(patch.code ?? '').toUpperCase());
    throw e;
  }
}

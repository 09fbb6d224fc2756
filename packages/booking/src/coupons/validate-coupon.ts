import type { CouponValidateResponse } from '@tenuta/contracts';
import { limitCouponCheck, type GuestCaller } from '../abuse-limits/index.ts';
import type { BookingDeps } from '../deps.ts';
import { toEuros } from '@tenuta/core';
import { countCouponUses, findCouponByCode } from './coupon-repository.ts';
import { couponReasonMessage, couponStatus, couponValidMessage } from './coupon-status.ts';

/**
 * What the coupon popup shows for a code: null when the code does not exist
 * (the API answers 404), else its terms and whether it can be used now.
 * A guest's call (`caller`) counts as a code tried: over the limit, 429
 * (docs/domain/abuse-limits.md), so codes cannot be guessed by the thousand.
 */
export async function validateCoupon({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, code: string, caller?: GuestCaller): Promise<CouponValidateResponse | null> {
  if (caller) await limitCouponCheck({ db, clock }, caller);
  const coupon = await findCouponByCode(db, code);
  if (!coupon) return null;
  const now = clock.now();
  const uses = await countCouponUses(db, coupon.id, now);
  const status = couponStatus(coupon, uses, now);
  return {
    success: true,
    is_valid: status.usable,
    discount_type: coupon.discountType,
    discount_amount: coupon.discountType === 'percentage' ? coupon.discountValue : toEuros(coupon.discountValue),
    partner_name: coupon.partnerName,
    message: status.usable ? couponValidMessage(coupon) : couponReasonMessage(status.reason),
    expires_at: coupon.validUntil ? coupon.validUntil.toISOString() : null,
    max_uses: coupon.maxUses,
    current_uses: uses,
    ...(status.usable ? {} : { reason: status.reason }),
  };
}

import { and, eq, gt, or, isNull, sql } from 'drizzle-orm';
import { couponRedemptions } from '@tenuta/db';
import type { BookingDeps } from '../deps.ts';
import { DomainError, notFound } from '@tenuta/core';
import { lockingTransaction, type Executor } from '@tenuta/core';
import { countCouponUses, lockCoupon } from './coupon-repository.ts';
import { couponReasonMessage, couponStatus } from './coupon-status.ts';

export interface ReserveCouponUseInput {
  couponId: number;
  cartId: string;
  /** The reservation counts against max_uses until then (the checkout's expiry). */
  expiresAt: Date;
}

/**
 * Reserves one use of a coupon for a cart's checkout: locks the coupon row,
 * re-checks the remaining uses, inserts a `reserved` redemption. A cart that
 * already holds an unexpired reservation gets it back, extended.
 * Throws coupon_invalid (with the reason) when no use is left, busy on lock timeout.
 */
export async function reserveCouponUse({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, input: ReserveCouponUseInput): Promise<{ redemptionId: number }> {
  return lockingTransaction(db, (tx) => reserveCouponUseIn(tx, clock.now(), input));
}

/** The same, inside the caller's locking transaction (checkout reserves with its other writes). */
export async function reserveCouponUseIn(tx: Executor, now: Date, input: ReserveCouponUseInput): Promise<{ redemptionId: number }> {
  const coupon = await lockCoupon(tx, input.couponId);
  if (!coupon) throw notFound('Coupon');
  const [existing] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, coupon.id),
        eq(couponRedemptions.cartId, input.cartId),
        eq(couponRedemptions.status, 'reserved'),
        or(isNull(couponRedemptions.expiresAt), gt(couponRedemptions.expiresAt, now)),
      ),
    );
  const uses = await countCouponUses(tx, coupon.id, now, existing ? input.cartId : undefined);
  const status = couponStatus(coupon, uses, now);
  if (!status.usable) throw new DomainError('coupon_invalid', couponReasonMessage(status.reason), `Coupon ${coupon.code}: ${status.reason}`);
  if (existing) {
    await tx.update(couponRedemptions).set({ expiresAt: input.expiresAt, updatedAt: sql`now()` }).where(eq(couponRedemptions.id, existing.id));
    return { redemptionId: existing.id };
  }
  const [row] = await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, cartId: input.cartId, status: 'reserved', expiresAt: input.expiresAt })
    .returning({ id: couponRedemptions.id });
  return { redemptionId: row!.id };
}

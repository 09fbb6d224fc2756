import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, type Coupon } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { normalizeCouponCode } from './coupon-status.ts';

export async function findCouponByCode(db: Executor, code: string): Promise<Coupon | undefined> {
  const normalized = normalizeCouponCode(code);
  if (normalized.length === 0 || normalized.length > 64) return undefined;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, normalized));
  return row;
}

export async function findCouponById(db: Executor, id: number): Promise<Coupon | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Locks the coupon row for the rest of the transaction. */
export async function lockCoupon(tx: Executor, id: number): Promise<Coupon | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/**
 * Counted uses: used redemptions plus reservations not yet expired at `now`.
 * `exceptCartId` leaves out that cart's own reservations (a cart asking
 * whether its coupon still applies to itself).
 */
export async function countCouponUses(db: Executor, couponId: number, now: Date, exceptCartId?: string): Promise<number> {
  const nowIso = now.toISOString();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        sql`(${couponRedemptions.status} = 'used' OR (${couponRedemptions.status} = 'reserved' AND (${couponRedemptions.expiresAt} IS NULL OR ${couponRedemptions.expiresAt} > ${nowIso}::timestamptz)))`,
        exceptCartId ? sql`NOT (${couponRedemptions.status} = 'reserved' AND ${couponRedemptions.cartId} IS NOT DISTINCT FROM ${exceptCartId}::uuid)` : undefined,
      ),
    );
  return row?.n ?? 0;
}

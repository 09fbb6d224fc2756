import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { cartItems, carts, checkoutSessions, couponRedemptions, type CartItemRow, type CheckoutSession, type NewCheckoutSession } from '@tenuta/db';
import { countCouponUses, lockCoupon } from '../coupons/coupon-repository.ts';
import { isUuid, type Executor } from '@tenuta/core';

/** Serializes checkouts of one cart: the cart row, FOR UPDATE. */
export async function lockCart(tx: Executor, cartId: string): Promise<{ id: string; couponId: number | null; partnerId: number | null } | undefined> {
  const [row] = await tx.select({ id: carts.id, couponId: carts.couponId, partnerId: carts.partnerId }).from(carts).where(eq(carts.id, cartId)).for('update');
  return row;
}

export async function findOpenSessionForCart(tx: Executor, cartId: string): Promise<CheckoutSession | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.status, 'open')));
  return row;
}

export async function findCompletedSessionSince(tx: Executor, cartId: string, since: Date): Promise<CheckoutSession | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.status, 'completed'), gte(checkoutSessions.completedAt, since)))
    .orderBy(desc(checkoutSessions.completedAt))
    .limit(1);
  return row;
}

/** All the cart's holds, expired or not. */
export async function findCartHolds(tx: Executor, cartId: string): Promise<CartItemRow[]> {
  return tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.createdAt, cartItems.id);
}

export async function insertCheckoutSession(tx: Executor, values: NewCheckoutSession): Promise<CheckoutSession> {
  const [row] = await tx.insert(checkoutSessions).values(values).returning();
  return row!;
}

export async function updateCheckoutSession(tx: Executor, id: string, set: Partial<NewCheckoutSession>): Promise<CheckoutSession> {
  const [row] = await tx
    .update(checkoutSessions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(checkoutSessions.id, id))
    .returning();
  return row!;
}

export async function lockCheckoutSession(tx: Executor, id: string): Promise<CheckoutSession | undefined> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row;
}

/** Our session by its id or by the provider's session id (cs_…). */
export async function findCheckoutSession(db: Executor, idOrProviderId: string): Promise<CheckoutSession | undefined> {
  const where = isUuid(idOrProviderId) ? eq(checkoutSessions.id, idOrProviderId.toLowerCase()) : eq(checkoutSessions.providerSessionId, idOrProviderId);
  const [row] = await db.select().from(checkoutSessions).where(where);
  return row;
}

export async function listDueOpenSessions(db: Executor, now: Date, limit: number): Promise<CheckoutSession[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(sql`${checkoutSessions.status} = 'open' AND ${checkoutSessions.expiresAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(checkoutSessions.expiresAt)
    .limit(limit);
}

/**
 * Extends the given holds to `until`, but never past their `max_expires_at`
 * (a hold's whole life is capped, however often a checkout is re-opened:
 * docs/domain/abuse-limits.md), and never shortens one.
 */
export async function extendHolds(tx: Executor, itemIds: string[], until: Date): Promise<void> {
  if (itemIds.length === 0) return;
  const wanted = sql`${until.toISOString()}::timestamptz`;
  await tx
    .update(cartItems)
    .set({ holdExpiresAt: sql`greatest(${cartItems.holdExpiresAt}, least(${wanted}, coalesce(${cartItems.maxExpiresAt}, ${wanted})))` })
    .where(inArray(cartItems.id, itemIds));
}

/** The holds as they are now, locked (FOR UPDATE), by id. */
export async function lockHolds(tx: Executor, itemIds: string[]): Promise<Map<string, CartItemRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx.select().from(cartItems).where(inArray(cartItems.id, itemIds)).orderBy(cartItems.id).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

export async function deleteHolds(tx: Executor, itemIds: string[]): Promise<void> {
  if (itemIds.length > 0) await tx.delete(cartItems).where(inArray(cartItems.id, itemIds));
}

/** reserved → used: the checkout that reserved the use paid. */
export async function markCouponUsed(tx: Executor, redemptionId: number): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: 'used', expiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(couponRedemptions.id, redemptionId), sql`${couponRedemptions.status} <> 'used'`));
}

/**
 * A paid checkout claims its coupon use. A reservation still running is
 * already counted: it becomes used. One that ran out or was released (the
 * checkout expired before the payment came) was not counted any more and its
 * use may have gone to someone else: the coupon row is locked and its uses
 * re-counted; it becomes used only if max_uses still allows it. Returns
 * whether the use is the checkout's (false: no use left, nothing written).
 */
export async function claimCouponUse(tx: Executor, redemptionId: number, now: Date): Promise<boolean> {
  const [r] = await tx.select().from(couponRedemptions).where(eq(couponRedemptions.id, redemptionId));
  if (!r || r.status === 'used') return true;
  const stillCounted = r.status === 'reserved' && (r.expiresAt === null || r.expiresAt.getTime() > now.getTime());
  if (!stillCounted) {
    const coupon = await lockCoupon(tx, r.couponId);
    if (coupon && coupon.maxUses !== null && (await countCouponUses(tx, coupon.id, now)) >= coupon.maxUses) return false;
  }
  await markCouponUsed(tx, redemptionId);
  return true;
}

/** reserved → released: the checkout ended without payment. Freeing needs no lock. */
export async function releaseCouponReservation(tx: Executor, redemptionId: number): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(eq(couponRedemptions.id, redemptionId), eq(couponRedemptions.status, 'reserved')));
}

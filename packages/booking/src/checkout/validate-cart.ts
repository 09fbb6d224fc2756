import type { CheckoutItemSnapshot } from '@tenuta/db';
import { findCartLines } from '../cart/cart-repository.ts';
import { countCouponUses, couponStatus, findCouponById } from '../coupons/index.ts';
import { DomainError } from '@tenuta/core';
import { priceCart, type PricedCart } from '../pricing/index.ts';
import type { Executor } from '@tenuta/core';
import { findCartHolds } from './checkout-repository.ts';

export interface ValidatedCart {
  items: CheckoutItemSnapshot[];
  priced: PricedCart;
  /** The cart's coupon when it applies (usable now for this cart). */
  couponId: number | null;
}

const fallbackNames = { TRUFFLE: ['Caccia al Tartufo', 'Truffle Hunt'], WINE: ['Degustazione di Vini', 'Wine Tasting'] } as const;

export const cartIsEmpty = () => new DomainError('validation_error', 'Cart is empty', 'Add at least one experience to the cart before checkout.');

/**
 * Step 1 of checkout: the cart has lines, none of their holds has expired,
 * and THE pricing function prices them (coupon only while usable for this
 * cart). Returns the priced snapshot the checkout keeps.
 */
export async function validateCart(tx: Executor, cartId: string, couponId: number | null, now: Date): Promise<ValidatedCart> {
  const holds = await findCartHolds(tx, cartId);
  if (holds.length === 0) throw cartIsEmpty();
  const expired = holds.filter((h) => h.holdExpiresAt.getTime() <= now.getTime()).length;
  if (expired > 0) {
    throw new DomainError(
      'hold_expired',
      expired === 1 ? 'The hold on one item in your cart has expired' : `The holds on ${expired} items in your cart have expired`,
      'Seats are held for a limited time: review your cart and add the expired experiences again.',
    );
  }
  const lines = await findCartLines(tx, cartId, now);
  if (lines.length === 0) throw cartIsEmpty();

  const coupon = couponId === null ? undefined : await findCouponById(tx, couponId);
  const applies = coupon ? couponStatus(coupon, await countCouponUses(tx, coupon.id, now, cartId), now).usable : false;
  const priced = priceCart(
    lines.map((l) => ({ id: l.id, category: l.category, adults: l.adults, children: l.children, unitPriceCents: l.unitPriceCents, vipSupplementCents: l.vipSupplementCents })),
    coupon && applies ? { discountType: coupon.discountType, discountValue: coupon.discountValue } : null,
  );
  const byId = new Map(priced.items.map((p) => [p.id, p]));
  const items = lines.map((l): CheckoutItemSnapshot => {
    const p = byId.get(l.id)!;
    return {
      cartItemId: l.id,
      slotId: l.slotId,
      category: l.category,
      adults: l.adults,
      children: l.children,
      vip: l.vip,
      language: l.language,
      unitPriceCents: l.unitPriceCents,
      vipSupplementCents: l.vipSupplementCents,
      subtotalCents: p.subtotalCents,
      discountCents: p.discountCents,
      totalCents: p.totalCents,
      holdExpiresAtBefore: l.holdExpiresAt.toISOString(),
      nameIt: l.titleIt ?? fallbackNames[l.category][0],
      nameEn: l.titleEn ?? fallbackNames[l.category][1],
      startsAt: l.startsAt.toISOString(),
      romeDate: l.romeDate,
      romeStart: l.romeStart,
    };
  });
  return { items, priced, couponId: coupon && applies && priced.discountCents > 0 ? coupon.id : null };
}

/** Whether an open checkout still describes the cart as it is (same holds, people, VIP, money). */
export function sameItems(a: readonly CheckoutItemSnapshot[], b: readonly CheckoutItemSnapshot[]): boolean {
  const key = (i: CheckoutItemSnapshot) => `${i.cartItemId}:${i.adults}:${i.children}:${i.vip}:${i.language}:${i.totalCents}`;
  const ka = a.map(key).sort();
  const kb = b.map(key).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

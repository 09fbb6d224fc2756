import type { Coupon, Database } from '@tenuta/db';
import { countCouponUses, couponStatus, findCouponById } from '../coupons/index.ts';
import { notFound } from '@tenuta/core';
import { priceCart, type PricedCart } from '../pricing/index.ts';
import type { PgClient, PgPool } from '../prepared.ts';
import { isUuid } from '@tenuta/core';
import { dropExpiredAndReadCarts, type CartHead, type CartLine } from './cart-repository.ts';

export interface LoadedCart {
  cartId: string;
  lines: CartLine[];
  /** The coupon attached to the cart, usable or not. */
  coupon: Coupon | null;
  /** Whether the coupon's discount is applied (it is usable now for this cart). */
  couponApplies: boolean;
  priced: PricedCart;
  expired: number;
}

/**
 * Reads a cart for display: drops its expired holds first, then prices its
 * lines with THE pricing function. The coupon discounts only while the
 * coupon is usable for this cart (its own reservation does not count).
 */
export async function loadCart(db: Database, id: string, now: Date, mode: 'report' | 'keep', client: PgPool | PgClient = db.$client): Promise<LoadedCart> {
  if (!isUuid(id)) throw notFound('Cart');
  const cartId = id.toLowerCase();
  const cart = (await loadCarts(db, [cartId], now, mode, client)).get(cartId);
  if (!cart) throw notFound('Cart');
  return cart;
}

/** loadCart for several carts (lower-case ids) with one statement for their lines; unknown carts are absent. */
export async function loadCarts(db: Database, cartIds: string[], now: Date, mode: 'report' | 'keep', client: PgPool | PgClient = db.$client): Promise<Map<string, LoadedCart>> {
  const heads = await dropExpiredAndReadCarts(client, cartIds, now, mode);
  // A cart with a coupon also reads the coupon and its uses: those carts are priced side by side.
  const priced = await Promise.all([...heads].map(([cartId, head]) => price(db, cartId, head, now, mode)));
  return new Map(priced.map((cart) => [cart.cartId, cart]));
}

async function price(db: Database, cartId: string, head: CartHead, now: Date, mode: 'report' | 'keep'): Promise<LoadedCart> {
  const lines = head.lines;
  const coupon = head.couponId === null ? null : ((await findCouponById(db, head.couponId)) ?? null);
  let couponApplies = false;
  if (coupon) {
    const uses = await countCouponUses(db, coupon.id, now, cartId);
    couponApplies = couponStatus(coupon, uses, now).usable;
  }
  const priced = priceCart(
    lines.map((l) => ({
      id: l.id,
      category: l.category,
      adults: l.adults,
      children: l.children,
      unitPriceCents: l.unitPriceCents,
      vipSupplementCents: l.vipSupplementCents,
    })),
    coupon && couponApplies ? { discountType: coupon.discountType, discountValue: coupon.discountValue } : null,
  );
  return { cartId, lines, coupon, couponApplies, priced, expired: mode === 'report' ? head.expired : 0 };
}

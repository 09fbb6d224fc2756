import type { Cents } from '@tenuta/core';

/** A cart line as priced: snapshots taken when the hold was made. */
export interface PriceableItem {
  id: string;
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children: number;
  /** Per adult; children are free. */
  unitPriceCents: Cents;
  /** One-time VIP supplement (0 without VIP). */
  vipSupplementCents: Cents;
}

export interface PriceableCoupon {
  discountType: 'percentage' | 'fixed';
  /** Percent (1–100) or cents. */
  discountValue: number;
}

export interface PricedItem {
  id: string;
  category: 'TRUFFLE' | 'WINE';
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  /** Truffle items are paid now. */
  requiresPayment: boolean;
}

export interface PricedCart {
  items: PricedItem[];
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  /** Truffle items after discount. */
  payNowCents: Cents;
  /** Wine items (paid on site). */
  payLaterCents: Cents;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
}

/** The item's price before discount: adults × unit price + the VIP supplement once. */
export function itemSubtotal(item: PriceableItem): Cents {
  assertCents(item.adults, 'adults');
  assertCents(item.children, 'children');
  assertCents(item.unitPriceCents, 'unitPriceCents');
  assertCents(item.vipSupplementCents, 'vipSupplementCents');
  return item.adults * item.unitPriceCents + item.vipSupplementCents;
}

/** The cart discount in cents on a truffle subtotal: a percentage (rounded half up) or a fixed amount up to it. */
export function couponDiscount(truffleSubtotal: Cents, coupon: PriceableCoupon | null): Cents {
  if (!coupon || truffleSubtotal <= 0) return 0;
  assertCents(coupon.discountValue, 'discountValue');
  const raw = coupon.discountType === 'percentage' ? Math.round((truffleSubtotal * Math.min(coupon.discountValue, 100)) / 100) : coupon.discountValue;
  return Math.min(raw, truffleSubtotal);
}

/**
 * Splits `total` over `weights` in proportion, in whole cents, so that the
 * parts sum exactly to `total` (largest remainder; ties go to the earlier
 * item). No part exceeds its weight when total <= sum(weights).
 */
export function spread(total: Cents, weights: Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (total * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/**
 * THE pricing function: prices a cart from its item snapshots and coupon, in
 * cents. Coupons apply to truffle items only; wine items are paid later.
 */
export function priceCart(items: readonly PriceableItem[], coupon: PriceableCoupon | null): PricedCart {
  const subtotals = items.map(itemSubtotal);
  const truffleIdx = items.flatMap((item, i) => (item.category === 'TRUFFLE' ? [i] : []));
  const truffleSubtotal = truffleIdx.reduce((a, i) => a + (subtotals[i] ?? 0), 0);
  const discount = couponDiscount(truffleSubtotal, coupon);
  const shares = spread(
    discount,
    truffleIdx.map((i) => subtotals[i] ?? 0),
  );
  const discounts = items.map(() => 0);
  for (const [k, itemIdx] of truffleIdx.entries()) discounts[itemIdx] = shares[k] ?? 0;

  const priced: PricedItem[] = items.map((item, i) => {
    const subtotalCents = subtotals[i] ?? 0;
    const discountCents = discounts[i] ?? 0;
    return {
      id: item.id,
      category: item.category,
      subtotalCents,
      discountCents,
      totalCents: Math.max(0, subtotalCents - discountCents),
      requiresPayment: item.category === 'TRUFFLE',
    };
  });
  const sum = (f: (p: PricedItem) => number, only?: 'TRUFFLE' | 'WINE') => priced.filter((p) => !only || p.category === only).reduce((a, p) => a + f(p), 0);
  return {
    items: priced,
    subtotalCents: sum((p) => p.subtotalCents),
    discountCents: sum((p) => p.discountCents),
    totalCents: sum((p) => p.totalCents),
    payNowCents: sum((p) => p.totalCents, 'TRUFFLE'),
    payLaterCents: sum((p) => p.totalCents, 'WINE'),
  };
}

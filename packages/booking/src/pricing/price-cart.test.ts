import { describe, expect, it } from 'vitest';
import { couponDiscount, itemSubtotal, priceCart, spread, type PriceableItem } from './price-cart.ts';

const truffle = (id: string, adults: number, unit = 8500, vip = 0, children = 0): PriceableItem => ({
  id,
  category: 'TRUFFLE',
  adults,
  children,
  unitPriceCents: unit,
  vipSupplementCents: vip,
});
const wine = (id: string, adults: number, unit = 3000, vip = 0, children = 0): PriceableItem => ({
  id,
  category: 'WINE',
  adults,
  children,
  unitPriceCents: unit,
  vipSupplementCents: vip,
});

describe('itemSubtotal', () => {
  it('charges adults and the VIP supplement once; children are free', () => {
    expect(itemSubtotal(truffle('a', 2, 8500, 5000, 3))).toBe(2 * 8500 + 5000);
    expect(itemSubtotal(wine('w', 1, 3000, 0, 10))).toBe(3000);
  });
  it('refuses non-integer or negative amounts', () => {
    expect(() => itemSubtotal(truffle('a', 2, 85.5))).toThrow(RangeError);
    expect(() => itemSubtotal(truffle('a', -1))).toThrow(RangeError);
  });
});

describe('couponDiscount', () => {
  it('rounds a percentage half up to the cent', () => {
    expect(couponDiscount(8505, { discountType: 'percentage', discountValue: 10 })).toBe(851); // 850.5
    expect(couponDiscount(8504, { discountType: 'percentage', discountValue: 10 })).toBe(850);
    expect(couponDiscount(333, { discountType: 'percentage', discountValue: 15 })).toBe(50); // 49.95
  });
  it('caps a fixed amount at the truffle subtotal', () => {
    expect(couponDiscount(1000, { discountType: 'fixed', discountValue: 1500 })).toBe(1000);
    expect(couponDiscount(17000, { discountType: 'fixed', discountValue: 1500 })).toBe(1500);
  });
  it('is zero without a coupon or without truffle', () => {
    expect(couponDiscount(17000, null)).toBe(0);
    expect(couponDiscount(0, { discountType: 'fixed', discountValue: 1500 })).toBe(0);
  });
});

describe('spread', () => {
  it('sums exactly to the total and never exceeds a weight', () => {
    for (const [total, weights] of [
      [3, [1, 1, 1]],
      [1, [3333, 3333, 3334]],
      [999, [1000, 1]],
      [17, [5, 7, 5]],
      [1500, [17000, 8500, 25500]],
    ] as [number, number[]][]) {
      const parts = spread(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      for (const [i, p] of parts.entries()) expect(p).toBeLessThanOrEqual(weights[i]!);
      for (const p of parts) expect(Number.isInteger(p) && p >= 0).toBe(true);
    }
  });
  it('gives ties to the earlier item', () => {
    expect(spread(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spread(10, [5, 5])).toEqual([5, 5]);
  });
});

describe('priceCart', () => {
  it('prices an empty cart at zero', () => {
    expect(priceCart([], { discountType: 'percentage', discountValue: 10 })).toMatchObject({ subtotalCents: 0, discountCents: 0, totalCents: 0, payNowCents: 0, payLaterCents: 0 });
  });

  it('applies TARTUFO10 to truffle items only in a mixed cart', () => {
    const p = priceCart([truffle('t', 2), wine('w', 3)], { discountType: 'percentage', discountValue: 10 });
    expect(p.subtotalCents).toBe(17000 + 9000);
    expect(p.discountCents).toBe(1700);
    expect(p.payNowCents).toBe(15300);
    expect(p.payLaterCents).toBe(9000);
    expect(p.totalCents).toBe(24300);
    expect(p.items.find((i) => i.id === 'w')).toMatchObject({ discountCents: 0, totalCents: 9000, requiresPayment: false });
    expect(p.items.find((i) => i.id === 't')).toMatchObject({ discountCents: 1700, totalCents: 15300, requiresPayment: true });
  });

  it('gives no discount on a wine-only cart', () => {
    const p = priceCart([wine('w1', 2), wine('w2', 1, 5000, 2500)], { discountType: 'fixed', discountValue: 1500 });
    expect(p.discountCents).toBe(0);
    expect(p.payNowCents).toBe(0);
    expect(p.payLaterCents).toBe(6000 + 7500);
  });

  it('caps a fixed coupon larger than the truffle subtotal, never below 0', () => {
    const p = priceCart([truffle('t', 2, 500), wine('w', 1)], { discountType: 'fixed', discountValue: 1500 });
    expect(p.discountCents).toBe(1000);
    expect(p.items[0]!.totalCents).toBe(0);
    expect(p.payNowCents).toBe(0);
    expect(p.payLaterCents).toBe(3000);
  });

  it('spreads a cart discount over truffle items so item discounts sum to it', () => {
    const items = [truffle('a', 2, 8333), truffle('b', 3, 8501, 5000), wine('w', 2), truffle('c', 2, 4999)];
    for (const coupon of [
      { discountType: 'percentage' as const, discountValue: 10 },
      { discountType: 'percentage' as const, discountValue: 33 },
      { discountType: 'fixed' as const, discountValue: 1500 },
      { discountType: 'fixed' as const, discountValue: 1 },
    ]) {
      const p = priceCart(items, coupon);
      const truffleSubtotal = 2 * 8333 + 3 * 8501 + 5000 + 2 * 4999;
      expect(p.discountCents).toBe(couponDiscount(truffleSubtotal, coupon));
      expect(p.items.reduce((a, i) => a + i.discountCents, 0)).toBe(p.discountCents);
      expect(p.items.reduce((a, i) => a + i.totalCents, 0)).toBe(p.totalCents);
      expect(p.payNowCents + p.payLaterCents).toBe(p.totalCents);
      expect(p.subtotalCents - p.discountCents).toBe(p.totalCents);
      for (const i of p.items) expect(i.totalCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps the VIP supplement inside the discountable truffle subtotal', () => {
    const p = priceCart([truffle('t', 2, 8500, 5000)], { discountType: 'percentage', discountValue: 20 });
    expect(p.subtotalCents).toBe(22000);
    expect(p.discountCents).toBe(4400);
    expect(p.payNowCents).toBe(17600);
  });
});

import { describe, expect, it } from 'vitest';
import { partyBalance, priceParty } from './party-price.ts';

const hunt = { category: 'TRUFFLE' as const, unitPriceCents: 8500, vip: false, vipSupplementCents: 0, discountCents: 0 };

describe('priceParty', () => {
  it('adults at the booking’s own price, children free', () => {
    expect(priceParty(hunt, null, { adults: 4, children: 2, vip: false }, 5000)).toMatchObject({
      subtotalCents: 34_000,
      discountCents: 0,
      totalCents: 34_000,
      vipSupplementCents: 0,
    });
  });
  it('VIP switched on takes the slot’s supplement now; kept, the booking’s own; off, none', () => {
    expect(priceParty(hunt, null, { adults: 2, children: 0, vip: true }, 5000).totalCents).toBe(22_000);
    const vip = { ...hunt, vip: true, vipSupplementCents: 4000 };
    expect(priceParty(vip, null, { adults: 3, children: 0, vip: true }, 5000).totalCents).toBe(29_500);
    expect(priceParty(vip, null, { adults: 3, children: 0, vip: false }, 5000)).toMatchObject({ vipSupplementCents: 0, totalCents: 25_500 });
  });
  it('a percentage coupon is taken again; a fixed one keeps the booking’s share, at most the subtotal', () => {
    const coupon10 = { ...hunt, discountCents: 1700 };
    expect(priceParty(coupon10, { discountType: 'percentage', discountValue: 10 }, { adults: 3, children: 0, vip: false }, 0)).toMatchObject({
      discountCents: 2550,
      totalCents: 22_950,
    });
    const fixed = { ...hunt, discountCents: 3000 };
    expect(priceParty(fixed, { discountType: 'fixed', discountValue: 5000 }, { adults: 3, children: 0, vip: false }, 0)).toMatchObject({ discountCents: 3000, totalCents: 22_500 });
    const tasting = { ...hunt, category: 'WINE' as const, unitPriceCents: 3000 };
    expect(priceParty(tasting, null, { adults: 5, children: 1, vip: false }, 0).totalCents).toBe(15_000);
  });
});

describe('partyBalance', () => {
  it('more to pay, or paid beyond the new total', () => {
    expect(partyBalance(34_000, 17_000)).toEqual({ owedCents: 17_000, excessCents: 0 });
    expect(partyBalance(17_000, 34_000)).toEqual({ owedCents: 0, excessCents: 17_000 });
    expect(partyBalance(17_000, 17_000)).toEqual({ owedCents: 0, excessCents: 0 });
  });
});

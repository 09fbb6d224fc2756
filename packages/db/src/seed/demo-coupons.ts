import type { NewCoupon } from '../schema/coupons.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo discount codes (README.md, Demo data; docs/product.md, Prices and discount codes); windows relative to `today`. */
export function demoCoupons(today: Date): (NewCoupon & { usedRedemptions?: number })[] {
  return [
    { code: 'TARTUFO10', discountType: 'percentage', discountValue: 10 },
    { code: 'BENVENUTO15', discountType: 'fixed', discountValue: 1500 },
    {
      code: 'SCADUTO',
      discountType: 'percentage',
      discountValue: 15,
      validFrom: new Date(today.getTime() - 90 * DAY),
      validUntil: new Date(today.getTime() - 1 * DAY),
    },
    { code: 'ESAURITO', discountType: 'percentage', discountValue: 20, maxUses: 3, usedRedemptions: 3 },
    { code: 'LANGHE20', discountType: 'percentage', discountValue: 20, partnerName: 'Agenzia Langhe Tour' },
  ];
}

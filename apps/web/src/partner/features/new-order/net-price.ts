import type { CartItem } from '@tenuta/contracts';

/**
 * What the basket shows before the order is placed (the server's answer after placing is the
 * truth): a truffle line's retail total and its net rate, the retail less the contract's
 * discount, rounded to the cent as the server rounds it. Wine lines have no net rate: the guest
 * pays them at the estate.
 */
export const toCents = (euros: number): number => Math.round(euros * 100);

export function netOf(retailCents: number, discountPercent: number): number {
  const bps = Math.round(discountPercent * 100);
  return retailCents - Math.round((retailCents * bps) / 10_000);
}

export interface LinePrice {
  retailCents: number;
  /** Null for a wine line (paid on site by the guest). */
  netCents: number | null;
}

export const linePrice = (item: Pick<CartItem, 'total' | 'category'>, discountPercent: number): LinePrice => {
  const retailCents = toCents(item.total);
  return { retailCents, netCents: item.category === 'TRUFFLE' ? netOf(retailCents, discountPercent) : null };
};

export interface BasketTotals {
  retailCents: number;
  /** The net rates of the truffle lines: what the agency pays (on account or by card). */
  netCents: number;
  /** The wine lines' retail: what guests pay at the estate. */
  onSiteCents: number;
  hasTruffle: boolean;
  hasWine: boolean;
}

export function basketTotals(items: readonly Pick<CartItem, 'total' | 'category'>[], discountPercent: number): BasketTotals {
  const totals: BasketTotals = { retailCents: 0, netCents: 0, onSiteCents: 0, hasTruffle: false, hasWine: false };
  for (const item of items) {
    const price = linePrice(item, discountPercent);
    totals.retailCents += price.retailCents;
    if (price.netCents === null) {
      totals.onSiteCents += price.retailCents;
      totals.hasWine = true;
    } else {
      totals.netCents += price.netCents;
      totals.hasTruffle = true;
    }
  }
  return totals;
}

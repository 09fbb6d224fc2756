import type { OctoPricing, OctoUnitPricing } from '@tenuta/contracts';
import { contractInForce, netCents, type Executor } from '@tenuta/core';
import type { SlotWithOccupancy } from '../holds/index.ts';
import type { OctoExperience } from './octo-catalog.ts';

/**
 * OCTO pricing (`octo/pricing`): integer cents in EUR, precision 2. Retail is the public price
 * (the slot's, as the site charges it); net is what the reseller owes the estate under the
 * contract in force, computed as for its orders (retail less the contract's discount, rounded
 * to the cent). A wine tasting is paid by the guest at the cellar at retail: its net is null,
 * the reseller is never invoiced for it.
 */
export interface PartnerRates {
  /** The contract's net discount; null without a contract in force (no net rate to give). */
  netDiscountBps: number | null;
}

export async function partnerRates(db: Executor, partnerId: number, now: Date): Promise<PartnerRates> {
  const terms = await contractInForce(db, partnerId, now);
  return { netDiscountBps: terms ? terms.netDiscountBps : null };
}

/** The reseller's net of a retail amount; null for a tasting (paid on site) or without terms. */
export const netOf = (category: 'TRUFFLE' | 'WINE', retailCents: number, rates: PartnerRates): number | null =>
  category === 'TRUFFLE' && rates.netDiscountBps !== null ? netCents(retailCents, rates.netDiscountBps) : null;

export const octoPrice = (retail: number, net: number | null): OctoPricing => ({
  original: retail,
  retail,
  net,
  currency: 'EUR',
  currencyPrecision: 2,
  includedTaxes: [],
});

/** The per-unit prices of a product: per adult, children free, VIP a one-time supplement. */
export interface UnitPrices {
  adult: number;
  vip: number | null;
}

/** What the slot charges for the product's category (slot prices win over the catalogue's). */
export function slotUnitPrices(slot: SlotWithOccupancy, e: OctoExperience): UnitPrices {
  const truffle = e.category === 'TRUFFLE';
  return {
    adult: (truffle ? slot.trufflePriceCents : slot.winePriceCents) ?? e.priceCents,
    vip: truffle ? slot.truffleVipUpgradePriceCents : slot.wineVipUpgradePriceCents,
  };
}

/** unitPricing of an availability, or unitPricingFrom of a day or a product: ADULT, CHILD, and VIP when offered. */
export function unitPricing(e: OctoExperience, prices: UnitPrices, rates: PartnerRates, withVip: boolean): OctoUnitPricing[] {
  const unit = (unitId: string, retail: number): OctoUnitPricing => ({ ...octoPrice(retail, netOf(e.category, retail, rates)), unitId });
  return [unit('ADULT', prices.adult), unit('CHILD', 0), ...(withVip && prices.vip !== null ? [unit('VIP', prices.vip)] : [])];
}

import type { Booking } from '@tenuta/db';
import type { Cents } from '@tenuta/core';
import { priceCart, type PriceableCoupon } from '../pricing/index.ts';

/** A booking's party: adults (priced), children (free), the VIP upgrade. */
export interface Party {
  adults: number;
  children: number;
  vip: boolean;
}

export interface PricedParty extends Party {
  vipSupplementCents: Cents;
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
}

/**
 * A booking priced again for another party, by THE pricing function and the booking's own
 * snapshots (pure): its per-adult price; its VIP supplement when it had one, the slot's current
 * one when VIP is switched on now (as a hold's change takes it); its coupon: a percentage is
 * taken again on the new subtotal, a fixed amount keeps the booking's share of it (never more
 * than the new subtotal).
 */
export function priceParty(
  b: Pick<Booking, 'category' | 'unitPriceCents' | 'vip' | 'vipSupplementCents' | 'discountCents'>,
  coupon: PriceableCoupon | null,
  party: Party,
  slotVipSupplementCents: Cents,
): PricedParty {
  const vipSupplementCents = !party.vip ? 0 : b.vip ? b.vipSupplementCents : slotVipSupplementCents;
  const rule: PriceableCoupon | null =
    !coupon || b.discountCents === 0 ? null : coupon.discountType === 'percentage' ? coupon : { discountType: 'fixed', discountValue: b.discountCents };
  const priced = priceCart([{ id: 'booking', category: b.category, adults: party.adults, children: party.children, unitPriceCents: b.unitPriceCents, vipSupplementCents }], rule);
  return { ...party, vipSupplementCents, subtotalCents: priced.subtotalCents, discountCents: priced.discountCents, totalCents: priced.totalCents };
}

/**
 * What a new total means for the money the booking holds (paid and not given back nor on its
 * way back): `owed` more to pay, or `excess` paid beyond it (the refund's base).
 */
export function partyBalance(newTotalCents: Cents, heldCents: Cents): { owedCents: Cents; excessCents: Cents } {
  return { owedCents: Math.max(0, newTotalCents - heldCents), excessCents: Math.max(0, heldCents - newTotalCents) };
}

import type { CheckoutItemSnapshot, PartnerOrderSnapshot } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import { netCents } from '@tenuta/core';
import type { PricedCart } from '../pricing/index.ts';

/**
 * A reseller's order through the checkout: its partner, the user who places it, the agency's
 * reference and the terms in force (payment terms, net-rate discount).
 */
export interface PartnerCheckout {
  partnerId: number;
  /** Null for an order through the OCTO API (an API key places it, no user). */
  partnerUserId: number | null;
  /** The OCTO API's orders say so (and which key), for the staff's and the partner's lists. */
  channel?: 'octo';
  octoKeyId?: number;
  reference: string | null;
  paymentTerms: 'on_account' | 'card';
  netDiscountBps: number;
}

/**
 * The order's snapshot, from the items as checkout priced them under the cart's lock: the net
 * rate of each truffle item (its retail total less the discount). Wine items carry none: the
 * guest pays them at the estate.
 */
export function partnerOrderSnapshot(items: readonly CheckoutItemSnapshot[], p: PartnerCheckout): PartnerOrderSnapshot {
  return {
    partnerUserId: p.partnerUserId,
    ...(p.channel ? { channel: p.channel, ...(p.octoKeyId !== undefined ? { octoKeyId: p.octoKeyId } : {}) } : {}),
    reference: p.reference,
    paymentTerms: p.paymentTerms,
    netDiscountBps: p.netDiscountBps,
    netCents: Object.fromEntries(items.filter((i) => i.category === 'TRUFFLE').map((i) => [i.cartItemId, netCents(i.totalCents, p.netDiscountBps)])),
  };
}

/** What the order owes now: the net rates of its truffle items. */
export const partnerNetDue = (order: PartnerOrderSnapshot): number => Object.values(order.netCents).reduce((sum, c) => sum + c, 0);

/** What is paid now: a guest pays the truffle items after discount, a reseller their net rate. */
export const amountDueOf = (priced: Pick<PricedCart, 'payNowCents'>, order: PartnerOrderSnapshot | null): number => (order ? partnerNetDue(order) : priced.payNowCents);

/** A reseller's basket takes no coupon: its price is the contract's net rate. */
export const basketCouponRefused = () => new DomainError('validation_error', 'A partner order takes no coupon: remove it from the basket', 'basket_coupon');

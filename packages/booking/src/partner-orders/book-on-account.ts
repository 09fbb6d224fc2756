import { DomainError, notFound } from '@tenuta/core';
import { PRIVACY_POLICY_VERSION, RESUBMIT_WINDOW_MINUTES } from '../checkout/checkout-policy.ts';
import { findCartHolds, findCompletedSessionSince, findOpenSessionForCart, insertCheckoutSession, lockCart } from '../checkout/checkout-repository.ts';
import { checkSeats } from '../checkout/check-seats.ts';
import { convertHolds } from '../checkout/convert-holds.ts';
import { basketCouponRefused, partnerNetDue, partnerOrderSnapshot, type PartnerCheckout } from '../checkout/partner-net.ts';
import { queueBookingNotifications } from '../checkout/queue-notifications.ts';
import { findSessionBookings } from '../checkout/session-bookings-repository.ts';
import { cartIsEmpty, validateCart } from '../checkout/validate-cart.ts';
import { contractInForce, lockPartner, partnerCreditUsed } from '@tenuta/core';
import { lockingTransaction, type Transaction } from '@tenuta/core';
import type { Actor } from '../bookings/booking-transitions.ts';
import type { PartnerOrderDeps } from './partner-order-deps.ts';
import type { PartnerGuestData } from './queue-partner-order-emails.ts';

export interface OnAccountOrder {
  cartId: string;
  partner: Omit<PartnerCheckout, 'paymentTerms' | 'netDiscountBps'>;
  email: string;
  locale: 'it' | 'en';
  guest: PartnerGuestData;
  /** Who places it in the bookings' audit rows (default: the partner user). */
  actor?: Actor;
  /**
   * Work of the caller in the same transaction: right after the partner's lock (before the basket
   * and the slots, keeping the lock order), and once the bookings are made (not for a repeated submit).
   */
  hooks?: {
    afterPartnerLock?: (tx: Transaction) => Promise<void>;
    afterBooked?: (tx: Transaction, booked: { checkoutSessionId: string; bookingIds: number[] }) => Promise<void>;
  };
}

/** The numbers of a refused order: the limit, what is used and unsettled, what this order would add. */
export const creditLimitExceeded = (credit: { limit_cents: number; used_cents: number; order_cents: number }) =>
  new DomainError('credit_limit_exceeded', 'This order would pass your credit limit', 'credit_limit_exceeded', { credit });

/**
 * A reseller's order on account, in ONE transaction. Lock order (the same kinds in the same order
 * as everywhere, so no deadlock): the partner row first (it serializes the partner's orders: two
 * of them cannot both read the same credit used), then the basket (the checkout's cart lock),
 * then its slots in ascending id order (checkSeats) with the seats, CHOICE and VIP re-checked.
 * The net rate of its truffle items must fit in the credit limit with what is used and unsettled;
 * then a completed checkout session, the bookings (truffle confirmed on account, wine on site),
 * the holds gone and the e-mails queued. Returns the checkout id and its bookings' ids.
 */
export async function bookOnAccount(deps: PartnerOrderDeps, o: OnAccountOrder): Promise<{ checkoutSessionId: string; bookingIds: number[]; created: boolean }> {
  return lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const partner = await lockPartner(tx, o.partner.partnerId);
    if (!partner) throw notFound('Partner');
    if (partner.status !== 'active')
      throw new DomainError('forbidden', 'This partner account is not active', partner.status === 'suspended' ? 'partner_suspended' : 'partner_inactive');
    const terms = await contractInForce(tx, partner.id, now);
    if (terms?.paymentTerms !== 'on_account') throw new DomainError('conflict', 'Your payment terms have changed: place the order again', 'terms_changed');
    await o.hooks?.afterPartnerLock?.(tx);
    const cart = await lockCart(tx, o.cartId);
    if (!cart || cart.partnerId !== partner.id) throw notFound('Basket');
    if (cart.couponId !== null) throw basketCouponRefused();
    const holds = await findCartHolds(tx, o.cartId);
    if (holds.length === 0) {
      // A repeated submit right after the order went through: the same order, not a second one.
      const recent = await findCompletedSessionSince(tx, o.cartId, new Date(now.getTime() - RESUBMIT_WINDOW_MINUTES * 60_000));
      if (recent && recent.partnerId === partner.id)
        return { checkoutSessionId: recent.id, bookingIds: (await findSessionBookings(tx, recent.id)).map((b) => b.id), created: false };
      throw cartIsEmpty();
    }
    if (await findOpenSessionForCart(tx, o.cartId)) throw new DomainError('conflict', 'A card payment is open for this basket', 'payment_open');
    const v = await validateCart(tx, o.cartId, null, now);
    const seats = await checkSeats(tx, v.items, now);
    if (!seats.ok) throw new DomainError('capacity_exceeded', 'Not enough seats left on this slot', seats.reason);
    const order = partnerOrderSnapshot(v.items, { ...o.partner, paymentTerms: 'on_account', netDiscountBps: terms.netDiscountBps });
    const due = partnerNetDue(order);
    const used = await partnerCreditUsed(tx, partner.id);
    if (used + due > terms.creditLimitCents) throw creditLimitExceeded({ limit_cents: terms.creditLimitCents, used_cents: used, order_cents: due });
    const session = await insertCheckoutSession(tx, {
      cartId: o.cartId,
      status: 'completed',
      completedAt: now,
      email: o.email,
      customerData: { ...o.guest },
      privacyAcceptedAt: now,
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      locale: o.locale,
      items: v.items,
      subtotalCents: v.priced.subtotalCents,
      discountCents: v.priced.discountCents,
      // Nothing is paid by card: amount_due is the net the partner is invoiced for.
      amountDueCents: due,
      payLaterCents: v.priced.payLaterCents,
      couponId: null,
      partnerId: partner.id,
      partnerOrder: order,
    });
    const created = await convertHolds(tx, deps.billing, session, v.items, o.actor ?? `partner:${o.partner.partnerUserId}`);
    await queueBookingNotifications(tx, session, created, deps.staffEmail);
    const booked = { checkoutSessionId: session.id, bookingIds: created.map((c) => c.booking.id) };
    await o.hooks?.afterBooked?.(tx, booked);
    return { ...booked, created: true };
  });
}

import type { PartnerOrder } from '@tenuta/contracts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { findCheckoutSession } from '../checkout/checkout-repository.ts';
import { partnerNetDue } from '../checkout/partner-net.ts';
import { startCheckout } from '../checkout/start-checkout.ts';
import { DomainError, notFound } from '@tenuta/core';
import { contractInForce } from '@tenuta/core';
import { isUuid } from '@tenuta/core';
import { bookOnAccount } from './book-on-account.ts';
import { requireReseller, seesMoney, type PartnerCaller, type PartnerOrderDeps } from './partner-order-deps.ts';
import { toPartnerOrder } from './partner-order-mapper.ts';
import { findPartnerOrdersByIds } from './partner-orders-repository.ts';
import type { PartnerGuestData } from './queue-partner-order-emails.ts';

export interface PartnerOrderInput {
  cartId: string;
  guestName: string;
  guestPhone: string;
  guestEmail?: string | undefined;
  reference?: string | undefined;
  notes?: string | undefined;
  locale: 'it' | 'en';
}

export interface PlacedPartnerOrder {
  /** completed: the bookings exist; payment_required: the card payment page is next. */
  status: 'completed' | 'payment_required';
  orders: PartnerOrder[];
  paymentUrl: string | null;
  checkoutSessionId: string;
  /** Null for a booker (no money). */
  retailCents: number | null;
  netCents: number | null;
}

/** Where the payment page sends the agency back (on the site's origin). */
export const PARTNER_PAID_URL = '/partner/orders?paid={CHECKOUT_SESSION_ID}';
export const PARTNER_CANCELLED_URL = '/partner/new-order?cancelled=1';

/**
 * POST /api/partners/orders: the reseller's basket becomes bookings for one guest, on the terms
 * in force. On account: booked at once within the credit limit (bookOnAccount). Card: the SAME
 * checkout as a guest's (startCheckout on the basket: holds, locks, CHOICE and VIP rules, the
 * provider's session, the webhook's completion) for the net rate of the truffle items; the
 * bookings exist once the payment completes. Wine is always paid on site by the guest.
 */
export async function placePartnerOrder(deps: PartnerOrderDeps, caller: PartnerCaller, input: PartnerOrderInput): Promise<PlacedPartnerOrder> {
  requireReseller(caller);
  if (!isUuid(input.cartId)) throw notFound('Basket');
  const cartId = input.cartId.toLowerCase();
  const terms = await contractInForce(deps.db, caller.partnerId, deps.clock.now());
  if (!terms) throw new DomainError('conflict', 'Your contract is not in force yet: ask the estate', 'no_contract');
  const guest: PartnerGuestData = { name: input.guestName, phone: input.guestPhone, notes: input.notes ?? '', guest_email: input.guestEmail?.toLowerCase() ?? null };
  // The checkout's address is the agency user's: it pays (the provider's receipt) and is told of
  // a late-payment refund; the guest's own e-mail goes on the bookings (convertHolds).
  const email = caller.email;
  const partner = { partnerId: caller.partnerId, partnerUserId: caller.userId, reference: input.reference?.trim() || null };

  let checkoutSessionId: string;
  let bookingIds: number[];
  let paymentUrl: string | null = null;
  if (terms.paymentTerms === 'on_account') {
    const booked = await bookOnAccount(deps, { cartId, partner, email, locale: input.locale, guest });
    if (booked.created) kickOutbox(deps);
    checkoutSessionId = booked.checkoutSessionId;
    bookingIds = booked.bookingIds;
  } else {
    const started = await startCheckout(
      deps,
      cartId,
      { email, customer_data: { ...guest }, locale: input.locale, success_url: PARTNER_PAID_URL, cancel_url: PARTNER_CANCELLED_URL },
      { ...partner, paymentTerms: 'card', netDiscountBps: terms.netDiscountBps },
    );
    checkoutSessionId = started.checkout_session_id;
    bookingIds = started.bookings.map((b) => b.booking_id);
    paymentUrl = started.status === 'open' ? started.stripe_session_url : null;
  }
  const session = await findCheckoutSession(deps.db, checkoutSessionId);
  const now = deps.clock.now();
  const orders = (await findPartnerOrdersByIds(deps.db, caller, bookingIds)).map((r) => toPartnerOrder(r, caller, now, deps.refundPolicy));
  const money = seesMoney(caller) && session;
  return {
    status: paymentUrl ? 'payment_required' : 'completed',
    orders,
    paymentUrl,
    checkoutSessionId,
    retailCents: money ? session.items.reduce((sum, i) => sum + i.totalCents, 0) : null,
    netCents: money ? (session.partnerOrder ? partnerNetDue(session.partnerOrder) : 0) : null,
  };
}

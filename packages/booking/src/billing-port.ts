import type { Booking, CheckoutSession } from '@tenuta/db';
import type { Executor, Transaction } from '@tenuta/core';

/** Why a booking's commission no longer stands. */
export type CommissionReversal = 'cancelled' | 'slot_cancelled' | 'no_show';

/** The booking just created, as billing needs it to credit a partner. */
export type BookingToCredit = Pick<Booking, 'id' | 'cartId' | 'couponId' | 'partnerId' | 'slotId' | 'category' | 'totalCents' | 'createdAt' | 'customerEmail' | 'customerPhone'>;

/** What the checkout that created a booking knew beyond the booking row: the cart's code and the guest's billing data. */
export interface CreatingCheckout {
  couponId?: number | null;
  customerData?: Record<string, unknown> | null;
}

/** The paid checkout, as billing needs it to invoice. */
export type PaidCheckout = Pick<CheckoutSession, 'id' | 'email' | 'locale' | 'customerData' | 'partnerId'>;

/**
 * What booking tells billing, inside booking's own transaction, when a fact that moves money
 * happens. Booking calls billing only through this port (as it calls the card processor through
 * the payment provider interface), so booking never imports billing; the apps give it billing's
 * implementation. Each call runs in the caller's transaction: the money follows the seats
 * atomically, or neither happens.
 */
export interface BillingPort {
  /** A booking was created from a checkout: fix who it is credited to, and a referrer's commission. */
  bookingCreated(tx: Executor, booking: BookingToCredit, checkout: CreatingCheckout): Promise<void>;
  /** A checkout's card payment completed: the invoice its buyer asked for (never undoes the payment). */
  checkoutPaid(tx: Transaction, checkout: PaidCheckout, bookingIds: readonly number[], now: Date): Promise<void>;
  /** A booking will not be honoured (cancelled, its slot cancelled, a no-show): its commission is reversed. */
  bookingVoided(tx: Executor, bookingId: number, reason: CommissionReversal): Promise<void>;
  /** A refund of a booking reached its outcome: only money that went back reverses the commission. */
  refundSettled(tx: Executor, bookingId: number, outcome: 'succeeded' | 'failed'): Promise<void>;
}

/** The part of the use cases' deps that reaches billing. */
export interface BillingDeps {
  billing: BillingPort;
}

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

/** A checkout item a gift voucher may pay, in the order vouchers pay them: what it still owes. */
export interface VoucherPayableLine {
  cartItemId: string;
  category: 'TRUFFLE' | 'WINE';
  amountCents: number;
}

/** A voucher code the guest entered, known and spendable in principle (its balance is read under its lock). */
export interface EnteredVoucher {
  voucherId: number;
  last4: string;
}

/** The vouchers a checkout asks to pay with (ids in the order entered) and what they may pay. */
export interface CheckoutVoucherRequest {
  voucherIds: readonly number[];
  lines: readonly VoucherPayableLine[];
  /** An open checkout of the same cart this one replaces: what its vouchers paid is given back first. */
  replacing: string | null;
  now: Date;
}

/** What each voucher pays of each line (only parts above zero). */
export interface VoucherAllocation {
  parts: { voucherId: number; last4: string; cartItemId: string; amountCents: number }[];
  totalCents: number;
}

/** The money a checkout takes from vouchers, once decided: per voucher, and per booking when the booking exists. */
export interface CheckoutVoucherSpend {
  checkoutSessionId: string;
  parts: readonly { voucherId: number; amountCents: number; bookingId: number | null }[];
  now: Date;
}

/** Where a booking's refund goes: first back to the vouchers that paid it, the rest to the card. */
export interface BookingRefundSplit {
  bookingId: number;
  toVouchers: { voucherId: number; amountCents: number }[];
  restCents: number;
}

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
  /** A no-show was undone (the guest came after all): what its reversal took back is given back. */
  bookingRestored(tx: Executor, bookingId: number, reason: 'no_show_undone'): Promise<void>;
  /** A refund of a booking reached its outcome: only money that went back reverses the commission. */
  refundSettled(tx: Executor, bookingId: number, outcome: 'succeeded' | 'failed'): Promise<void>;
  /**
   * The guest entered gift voucher codes at checkout: each is known, active and not expired
   * (else `voucher_invalid`); duplicates count once. Reads only: nothing is locked or spent.
   */
  checkoutVouchersEntered(tx: Executor, codes: readonly string[], now: Date): Promise<EnteredVoucher[]>;
  /**
   * A checkout will pay with these vouchers: they are locked (ascending id, after every other lock
   * of the checkout), the replaced checkout's voucher money is given back, and the balances read
   * under the locks decide what each voucher pays of each line (`voucher_empty` for a voucher with
   * nothing left). Writes nothing for the new checkout: `checkoutVouchersSpent` does, in the same
   * transaction.
   */
  checkoutVouchersRequested(tx: Transaction, request: CheckoutVoucherRequest): Promise<VoucherAllocation>;
  /** The checkout took this money from its vouchers (locked by `checkoutVouchersRequested`): the redeem entries. */
  checkoutVouchersSpent(tx: Transaction, spend: CheckoutVoucherSpend): Promise<void>;
  /**
   * A checkout ended without its bookings (card payment expired, failed or abandoned, replaced, or
   * refunded as a late payment): what its vouchers paid goes back to them, exactly once. Returns the cents given back.
   */
  checkoutAbandoned(tx: Transaction, checkoutSessionId: string, now: Date): Promise<number>;
  /**
   * Refunds of bookings were decided (by the policy, or all of it; several when a slot is
   * cancelled; the bookings locked by the caller): the part each booking's vouchers paid goes back
   * to them first (ledger entries written, every voucher locked once, ascending id), the rest is
   * the card's. One split per booking, in the order asked.
   */
  bookingRefundRequested(tx: Transaction, request: { refunds: readonly { bookingId: number; amountCents: number }[]; now: Date }): Promise<BookingRefundSplit[]>;
}

/** The part of the use cases' deps that reaches billing. */
export interface BillingDeps {
  billing: BillingPort;
}

import { defaultRefundPolicy, type CancelBlockReason, type RefundStatus } from '@tenuta/contracts';
import { bookings, type Booking } from '@tenuta/db';
import { eq } from 'drizzle-orm';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { DomainError, notFound } from '@tenuta/core';
import { findBookingPayments, insertPayments } from '../payments/payments-repository.ts';
import { lockingTransaction, type Transaction } from '@tenuta/core';
import { cancellationTerms } from './booking-policy.ts';
import { allocateRefund, refundRows, settleBookingRefunds, voucherRefundRows } from './booking-refunds.ts';
import { voucherRoomCents } from '../payments/payment-summary.ts';
import { markBookingCancelled, type Actor } from './booking-transitions.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';
import { refundableCents } from './manage-booking-mapper.ts';
import { lockBooking } from './manage-booking-repository.ts';
import { queueCancellationEmails } from './queue-booking-emails.ts';

/**
 * The one cancellation of a booking, for the guest's link and for staff:
 * under the booking's row lock it re-checks the state, prices the refund
 * from the ledger (floor(refundable × % / 100): first back to the gift
 * vouchers that paid it, then split over the card payments), moves the
 * booking to cancelled (booking_events row), writes the refund's ledger
 * rows (the vouchers' succeeded at once, the cards' pending) and queues
 * the e-mails; after commit the
 * refund goes to the provider (idempotency key booking-cancel:<id>). A
 * provider that cannot be reached leaves the refund pending for the retry.
 */
export interface CancellationRules {
  /** Staff may cancel after the start; the guest may not (from then on it is a no-show). */
  allowAfterStart: boolean;
  /** The refund's percentage of what was paid; undefined: the active policy's at this instant. */
  refundPercent?: number;
  /** `reason` of the refund's ledger rows, and the staff member who started it. */
  ledger: { reason: string; staffId?: number };
  /** Recipient of the estate's notice; null when staff cancelled it themselves. */
  staffEmail: string | null;
  /**
   * What the guest is told: whether they get the e-mail at all (default yes) and whose decision it
   * was (the estate's apologises; default: the estate's when staff cancel, else the guest's own).
   */
  guestNotice?: { email: boolean; byEstate: boolean };
  /** More for the booking_events row of the cancellation. */
  eventData?: Record<string, unknown>;
  /** Work in the same transaction once the cancellation is written (the staff audit row). */
  record?: (tx: Transaction, outcome: CancellationOutcome) => Promise<void>;
}

export interface CancellationOutcome {
  previousStatus: Booking['status'];
  /** Paid and not given back nor on its way back, before this cancellation. */
  refundableCents: number;
  /** The policy's percentage at this instant (0 once started). */
  policyPercent: number;
  refundPercent: number;
  /** What goes back (to gift vouchers and card payments). */
  refundCents: number;
  /** Of which to gift vouchers (credited at once). */
  voucherRefundCents: number;
  nothingCharged: boolean;
  emailQueued: boolean;
}

const refusal: Record<CancelBlockReason, (b: { bookingNumber: string; status: string }) => DomainError> = {
  already_cancelled: (b) => new DomainError('conflict', 'This booking is already cancelled', `Booking ${b.bookingNumber} is already cancelled: nothing more is refunded.`),
  started: (b) =>
    new DomainError(
      'conflict',
      'The experience has already started: the booking can no longer be cancelled',
      `Booking ${b.bookingNumber}: from the start time on a missed experience is a no-show (no refund).`,
    ),
  not_active: (b) => new DomainError('conflict', 'This booking can no longer be cancelled', `Booking ${b.bookingNumber} is ${b.status}.`),
};

export async function cancelWithRefund(
  deps: GuestBookingDeps,
  booking: { id: number; bookingNumber: string },
  actor: Actor,
  reason: string,
  rules: CancellationRules,
): Promise<CancellationOutcome & { refundStatus: RefundStatus }> {
  const policy = deps.refundPolicy ?? defaultRefundPolicy;
  const done = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const locked = await lockBooking(tx, booking.id);
    if (!locked) throw notFound('Booking');
    const ledger = await findBookingPayments(tx, booking.id);
    const paid = refundableCents(ledger);
    const terms = cancellationTerms({ status: locked.status, startsAt: locked.startsAt, paidCents: paid }, now, policy);
    if (!terms.allowed && !(terms.reason === 'started' && rules.allowAfterStart)) {
      throw refusal[terms.reason ?? 'not_active']({ bookingNumber: booking.bookingNumber, status: locked.status });
    }
    const refundPercent = rules.refundPercent ?? terms.refundPercent;
    // The policy decides how much; the vouchers that paid get theirs back first, the cards the rest.
    const wanted = Math.floor((paid * refundPercent) / 100);
    const [split = { toVouchers: [], restCents: wanted }] =
      wanted > 0 && voucherRoomCents(ledger) > 0 ? await deps.billing.bookingRefundRequested(tx, { refunds: [{ bookingId: booking.id, amountCents: wanted }], now }) : [];
    const parts = allocateRefund(ledger, split.restCents);
    const voucherRefundCents = split.toVouchers.reduce((a, v) => a + v.amountCents, 0);
    const refundCents = parts.reduce((a, p) => a + p.amountCents, 0) + voucherRefundCents;
    const paymentStatus: Booking['paymentStatus'] | undefined = refundCents === 0 ? undefined : refundCents >= paid ? 'refunded' : 'partially_refunded';
    await markBookingCancelled(tx, booking.id, actor, {
      reason,
      at: now,
      refundPercent,
      refundCents,
      ...(paymentStatus ? { paymentStatus } : {}),
      ...(rules.eventData ? { data: rules.eventData } : {}),
    });
    await insertPayments(tx, [...refundRows(booking.id, parts, rules.ledger), ...voucherRefundRows(booking.id, split.toVouchers, rules.ledger)]);
    await deps.billing.bookingVoided(tx, booking.id, 'cancelled');
    const [guest] = await tx.select({ id: bookings.id, customerEmail: bookings.customerEmail, locale: bookings.locale }).from(bookings).where(eq(bookings.id, booking.id));
    const notice = rules.guestNotice ?? { email: true, byEstate: actor.startsWith('staff:') };
    // The guest asked not to be e-mailed (told in person): no guest row; the estate's notice, if any, still goes.
    const recipient = notice.email ? guest! : { ...guest!, customerEmail: null };
    await queueCancellationEmails(
      tx,
      recipient,
      { refundPercent, refundCents, voucherRefundCents, nothingCharged: terms.nothingCharged, reason, byEstate: notice.byEstate },
      rules.staffEmail,
    );
    const outcome: CancellationOutcome = {
      previousStatus: locked.status,
      refundableCents: paid,
      policyPercent: terms.refundPercent,
      refundPercent,
      refundCents,
      voucherRefundCents,
      nothingCharged: terms.nothingCharged,
      emailQueued: Boolean(recipient.customerEmail),
    };
    await rules.record?.(tx, outcome);
    return outcome;
  });
  kickOutbox(deps);

  let refundStatus: RefundStatus = 'none';
  if (done.refundCents > 0) {
    try {
      refundStatus = await settleBookingRefunds(deps, booking.id);
    } catch {
      // The cancellation is committed; the retry job sends the refund.
      refundStatus = 'pending';
    }
  }
  return { ...done, refundStatus };
}

import { defaultRefundPolicy, type CancelBlockReason, type ManageBooking, type RefundStatus } from '@tenuta/contracts';
import { bookings, type Booking } from '@tenuta/db';
import { eq } from 'drizzle-orm';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { DomainError, notFound } from '../errors.ts';
import { toEuros } from '../money.ts';
import { findBookingPayments, insertPayments } from '../payments/payments-repository.ts';
import { lockingTransaction } from '../transaction.ts';
import { cancellationTerms } from './booking-policy.ts';
import { allocateRefund, refundRows, settleBookingRefunds } from './booking-refunds.ts';
import { markBookingCancelled } from './booking-transitions.ts';
import { managedBookingView, requireBookingAccess, type BookingAccess } from './get-managed-booking.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';
import { refundableCents } from './manage-booking-mapper.ts';
import { lockBooking } from './manage-booking-repository.ts';
import { queueCancellationEmails } from './queue-booking-emails.ts';

export interface CancelBookingResult {
  booking: ManageBooking;
  refundPercent: number;
  refundCents: number;
  refundStatus: RefundStatus;
  nothingCharged: boolean;
  emailQueued: boolean;
}

const refusal: Record<CancelBlockReason, (b: { bookingNumber: string; status: string }) => DomainError> = {
  already_cancelled: (b) => new DomainError('conflict', 'This booking is already cancelled', `Booking ${b.bookingNumber} is already cancelled: nothing more is refunded.`),
  started: (b) =>
    new DomainError('conflict', 'The experience has already started: the booking can no longer be cancelled', `Booking ${b.bookingNumber}: from the start time on a missed experience is a no-show (no refund).`),
  not_active: (b) => new DomainError('conflict', 'This booking can no longer be cancelled', `Booking ${b.bookingNumber} is ${b.status}.`),
};

/**
 * POST /api/bookings/{id}/cancel?token=. In ONE transaction: lock the
 * booking row, re-check it is pending/confirmed/paid and not started, price
 * the refund from the ledger with THE policy (floor(paid × % / 100)), move
 * it to cancelled (audit row), write the refund's ledger rows as pending and
 * queue the guest's and the staff's e-mails. After commit the refund goes to
 * the provider (idempotency key booking-cancel:<id>); if it cannot be
 * reached the booking stays cancelled and the refund pending, for the retry.
 */
export async function cancelBooking(deps: GuestBookingDeps, access: BookingAccess & { reason: string; locale?: 'it' | 'en' }): Promise<CancelBookingResult> {
  const found = await requireBookingAccess(deps, access);
  const policy = deps.refundPolicy ?? defaultRefundPolicy;
  const reason = access.reason.trim();

  const done = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const locked = await lockBooking(tx, found.id);
    if (!locked) throw notFound('Booking');
    const ledger = await findBookingPayments(tx, found.id);
    const paid = refundableCents(ledger);
    const terms = cancellationTerms({ status: locked.status, startsAt: locked.startsAt, paidCents: paid }, now, policy);
    if (!terms.allowed) throw refusal[terms.reason ?? 'not_active']({ bookingNumber: found.bookingNumber, status: locked.status });

    const parts = allocateRefund(ledger, terms.refundCents);
    const refundCents = parts.reduce((a, p) => a + p.amountCents, 0);
    const paymentStatus: Booking['paymentStatus'] | undefined = refundCents === 0 ? undefined : refundCents >= paid ? 'refunded' : 'partially_refunded';
    await markBookingCancelled(tx, found.id, 'guest', { reason, at: now, refundPercent: terms.refundPercent, refundCents, ...(paymentStatus ? { paymentStatus } : {}) });
    await insertPayments(tx, refundRows(found.id, parts));
    const [guest] = await tx.select({ id: bookings.id, customerEmail: bookings.customerEmail, locale: bookings.locale }).from(bookings).where(eq(bookings.id, found.id));
    await queueCancellationEmails(tx, guest!, { refundPercent: terms.refundPercent, refundCents, nothingCharged: terms.nothingCharged, reason }, deps.staffEmail);
    return { refundPercent: terms.refundPercent, refundCents, nothingCharged: terms.nothingCharged, emailQueued: Boolean(guest!.customerEmail) };
  });
  kickOutbox(deps);

  let refundStatus: RefundStatus = 'none';
  if (done.refundCents > 0) {
    try {
      refundStatus = await settleBookingRefunds(deps, found.id);
    } catch {
      // The cancellation is committed; the retry job sends the refund.
      refundStatus = 'pending';
    }
  }
  const booking = await managedBookingView(deps.db, deps, found.id, access.locale ?? 'it');
  return { booking, refundStatus, ...done };
}

/** Euros for the API answer. */
export const cancelResultBody = (r: CancelBookingResult) => ({
  booking: r.booking,
  refund_percent: r.refundPercent,
  refund_amount: toEuros(r.refundCents),
  refund_status: r.refundStatus,
  nothing_charged: r.nothingCharged,
  email_queued: r.emailQueued,
});

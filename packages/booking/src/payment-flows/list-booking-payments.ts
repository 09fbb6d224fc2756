import type { Payment } from '@tenuta/db';
import { findBookingByAccessToken } from '../bookings/index.ts';
import { notFound } from '@tenuta/core';
import { countAttempts, isPaid, netPaidCents } from '../payments/payment-summary.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { findBookingPayments } from '../payments/payments-repository.ts';

const toRecord = (p: Payment) => ({
  payment_intent_id: p.providerPaymentId ?? '',
  amount: p.amountCents,
  currency: p.currency,
  status: p.status,
  created: Math.floor(p.createdAt.getTime() / 1000),
  receipt_url: p.receiptUrl,
  attempt_number: p.attemptNumber,
});

/**
 * The booking when `token` is one of its manage tokens. A missing or wrong
 * token answers the same 404 as an unknown booking: booking ids are small
 * numbers, and a guest's payments are nobody else's business.
 */
async function bookingWithToken(deps: Pick<PaymentsDeps, 'db' | 'clock'>, bookingRef: string, token: string | undefined) {
  const booking = await findBookingByAccessToken(deps.db, bookingRef, token, deps.clock.now());
  if (!booking) throw notFound('Booking');
  return booking;
}

/** GET {PAYMENTS_API_BASE}/booking/{id}/payments?token=: the summary of the ledger. */
export async function listBookingPayments(deps: Pick<PaymentsDeps, 'db' | 'clock'>, bookingRef: string, token: string | undefined) {
  const booking = await bookingWithToken(deps, bookingRef, token);
  const rows = await findBookingPayments(deps.db, booking.id);
  const attempts = rows.filter((r) => r.kind === 'payment');
  const counts = countAttempts(rows);
  const succeeded = attempts.filter((r) => r.status === 'succeeded');
  const last = succeeded.at(-1);
  return {
    booking_id: bookingRef,
    total_attempts: counts.total,
    successful_payments: counts.succeeded,
    failed_attempts: counts.failed,
    has_successful_payment: counts.succeeded > 0,
    payments: attempts.map(toRecord),
    last_successful_payment: last ? toRecord(last) : null,
    is_paid: isPaid(rows, booking.totalCents),
    refunds: rows.filter((r) => r.kind === 'refund').map(toRecord),
    net_paid: netPaidCents(rows),
    amount_due: booking.totalCents,
  };
}

/** GET {PAYMENTS_API_BASE}/booking/{id}/payment-status?token=: null (→ 404 not_paid) unless paid. */
export async function getBookingPaymentStatus(deps: Pick<PaymentsDeps, 'db' | 'clock'>, bookingRef: string, token: string | undefined) {
  const booking = await bookingWithToken(deps, bookingRef, token);
  const rows = await findBookingPayments(deps.db, booking.id);
  if (!isPaid(rows, booking.totalCents)) return null;
  const last = rows.filter((r) => r.kind === 'payment' && r.status === 'succeeded').at(-1)!;
  return {
    booking_id: bookingRef,
    is_paid: true as const,
    payment_details: { payment_intent_id: last.providerPaymentId ?? '', amount: last.amountCents, created_at: last.createdAt.toISOString() },
  };
}

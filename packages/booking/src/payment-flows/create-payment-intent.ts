import { sql } from 'drizzle-orm';
import { DomainError } from '@tenuta/core';
import { requireBookingAccess } from '../bookings/index.ts';
import { providerFailure } from '../checkout/create-payment.ts';
import { lockingTransaction } from '@tenuta/core';
import { ledgerStatus } from '../payments/ledger-status.ts';
import { countAttempts, outstandingCents } from '../payments/payment-summary.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { findBookingPayments, insertPayments } from '../payments/payments-repository.ts';

export interface CreatePaymentIntentInput {
  amount: number;
  booking_id: string | number;
  customer_email: string;
  customer_name?: string | undefined;
  description?: string | undefined;
}

/**
 * POST {PAYMENTS_API_BASE}/create-payment-intent?token=: a PaymentIntent for
 * (part of) what a booking still owes. Only with the booking's manage token:
 * booking ids are small numbers, and without it the answer is the 404 of an
 * unknown booking, before anything (number, status, amount) is said. The
 * amount is checked against the ledger (never more than is due); every
 * attempt is a ledger row.
 */
export async function createPaymentIntent(deps: PaymentsDeps, input: CreatePaymentIntentInput, token: string | undefined) {
  const booking = await requireBookingAccess(deps, { ref: String(input.booking_id), token });
  if (booking.status === 'cancelled' || booking.status === 'refunded') {
    throw new DomainError('conflict', `Booking ${booking.bookingNumber} is ${booking.status}`, 'A cancelled or refunded booking cannot be paid.');
  }
  const rows = await findBookingPayments(deps.db, booking.id);
  const due = outstandingCents(rows, booking.totalCents);
  if (due === 0) throw new DomainError('conflict', `Booking ${booking.bookingNumber} is already paid`, 'Nothing is left to pay for this booking.');
  if (input.amount > due) {
    throw new DomainError('validation_error', 'Valid amount is required for payment intent creation', `amount: at most ${due} cents are due for booking ${booking.bookingNumber}`);
  }
  let pi: ProviderPaymentIntent;
  try {
    pi = await deps.payments.createPaymentIntent({
      amountCents: input.amount,
      currency: 'eur',
      description: input.description?.trim() || `Tenuta - prenotazione ${booking.bookingNumber}`,
      customerEmail: input.customer_email,
      metadata: { booking_id: String(booking.id), booking_number: booking.bookingNumber },
    });
  } catch (e) {
    throw providerFailure(e);
  }
  const attemptNumber = await lockingTransaction(deps.db, async (tx) => {
    // Serialize attempt numbers per booking.
    await tx.execute(sql`SELECT id FROM bookings WHERE id = ${booking.id} FOR UPDATE`);
    const n = countAttempts(await findBookingPayments(tx, booking.id)).total + 1;
    await insertPayments(tx, [
      {
        kind: 'payment',
        provider: deps.payments.name,
        providerPaymentId: pi.id,
        bookingId: booking.id,
        amountCents: pi.amountCents,
        currency: pi.currency,
        status: ledgerStatus(pi),
        attemptNumber: n,
      },
    ]);
    return n;
  });
  return {
    client_secret: pi.clientSecret,
    payment_intent_id: pi.id,
    booking_id: String(input.booking_id),
    attempt_number: attemptNumber,
    amount: pi.amountCents,
    currency: pi.currency,
  };
}

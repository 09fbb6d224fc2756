import { requireBookingAccess } from '../bookings/index.ts';
import { DomainError } from '@tenuta/core';
import { confirmPayment, type ConfirmPaymentResult } from './confirm-payment.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { outstandingCents } from '../payments/payment-summary.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { findBookingPayments } from '../payments/payments-repository.ts';

/**
 * The booking-API payment calls (docs/product.md, Payment API: POST /payments/create-intent
 * with booking_id and amount; POST /payments/confirm with payment_intent_id and
 * booking_id). They run the payment API's use cases, with the same manage token
 * (`?token=`); what differs is that the client names the amount but never
 * decides it: the booking's outstanding amount is charged, to the booking's own
 * e-mail, and any other amount is refused.
 */
export async function createBookingPaymentIntent(deps: PaymentsDeps, input: { booking_id: string | number; amount: number }, token: string | undefined) {
  const booking = await requireBookingAccess(deps, { ref: String(input.booking_id), token });
  const due = outstandingCents(await findBookingPayments(deps.db, booking.id), booking.totalCents);
  if (due > 0 && input.amount !== due) {
    throw new DomainError(
      'validation_error',
      'Valid amount is required for payment intent creation',
      `amount: booking ${booking.bookingNumber} owes ${due} cents, not ${input.amount}`,
    );
  }
  if (!booking.customerEmail)
    throw new DomainError('validation_error', 'customer_email is required for payment intent creation', `booking ${booking.bookingNumber} has no e-mail address`);
  // Nothing due (paid) or cancelled: createPaymentIntent answers the conflict.
  return createPaymentIntent(
    deps,
    {
      amount: due > 0 ? due : input.amount,
      booking_id: input.booking_id,
      customer_email: booking.customerEmail,
      customer_name: booking.customerName ?? undefined,
    },
    token,
  );
}

/** Confirms a PaymentIntent of this booking; an intent of another booking, or a wrong token, is "not found". */
export async function confirmBookingPayment(
  deps: PaymentsDeps,
  input: { payment_intent_id: string; booking_id: string | number; card_number?: string | undefined; payment_method?: string | undefined },
  token: string | undefined,
): Promise<ConfirmPaymentResult> {
  return confirmPayment(deps, { payment_intent_id: input.payment_intent_id, card_number: input.card_number, payment_method: input.payment_method }, token, input.booking_id);
}

import { eq } from 'drizzle-orm';
import { bookings } from '@tenuta/db';
import { findBookingByAccessToken, issueBookingAccessToken, queueLatePaymentRefund, recordBookingPaid, recordLatePaymentRefund, settleBookingRefunds } from '../bookings/index.ts';
import { queueDirectBookingEmails, queueLatePaymentRefundEmails } from '../bookings/queue-booking-emails.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { providerFailure } from '../checkout/create-payment.ts';
import { DomainError, notFound } from '@tenuta/core';
import { lockingTransaction, type Transaction } from '@tenuta/core';
import { describeCardError } from '../payments/card-messages.ts';
import { ledgerStatus } from '../payments/ledger-status.ts';
import { ProviderRequestError, type ProviderPaymentIntent } from '../payments/payment-provider.ts';
import { isPaid } from '../payments/payment-summary.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { findAttemptByIntent, findBookingPayments, updatePayment } from '../payments/payments-repository.ts';

export type ConfirmPaymentResult =
  | { ok: true; body: { success: true; status: string; payment_intent_id: string; amount: number; currency: string; message: string; receipt_url: string | null } }
  | {
      ok: false;
      body: {
        success: false;
        status: string;
        message: string;
        error_code: string;
        error_decline_code: string | null;
        error_message: string;
        requires_action: boolean;
        next_action: unknown;
        can_retry: boolean;
      };
    };

/**
 * Stores what the provider says of an attempt on its ledger row; when the
 * booking's succeeded payments minus refunds now cover its total, the
 * booking is marked paid (audit row). A payment that succeeds on a booking
 * already cancelled is refunded in full. Idempotent.
 */
export async function syncAttempt(deps: PaymentsDeps, pi: ProviderPaymentIntent): Promise<void> {
  let confirmed = false;
  let refundBookingId: number | undefined;
  await lockingTransaction(deps.db, async (tx) => {
    const attempt = await findAttemptByIntent(tx, pi.id, true);
    if (!attempt) return;
    const status = ledgerStatus(pi);
    if (attempt.status !== status || attempt.receiptUrl !== pi.receiptUrl) {
      await updatePayment(tx, attempt.id, {
        status,
        declineCode: pi.lastError?.declineCode ?? null,
        errorCode: pi.lastError?.code ?? null,
        receiptUrl: pi.receiptUrl,
      });
    }
    if (status === 'succeeded' && attempt.bookingId !== null) {
      const [b] = await tx
        .select({
          id: bookings.id,
          total: bookings.totalCents,
          status: bookings.status,
          customerEmail: bookings.customerEmail,
          locale: bookings.locale,
          cancelReason: bookings.cancelReason,
        })
        .from(bookings)
        .where(eq(bookings.id, attempt.bookingId));
      const cancelled = b?.status === 'cancelled' || b?.status === 'refunded';
      if (b && (cancelled || isPaid(await findBookingPayments(tx, attempt.bookingId), b.total))) {
        const outcome = await recordBookingPaid(tx, attempt.bookingId, 'guest', { payment_intent_id: pi.id });
        if (outcome === 'paid') confirmed = await confirmDirectBooking(tx, attempt.bookingId, deps.staffEmail);
        const refundCents = outcome === 'refund_due' ? await queueLatePaymentRefund(tx, attempt.bookingId, pi.id) : 0;
        if (refundCents > 0) {
          await recordLatePaymentRefund(tx, attempt.bookingId, 'system', { payment_intent_id: pi.id });
          // The guest and the estate hear of it once, with the refund (same transaction).
          await queueLatePaymentRefundEmails(tx, b, { amountCents: refundCents, paymentIntentId: pi.id }, deps.staffEmail ?? 'staff@tenuta.example');
          refundBookingId = attempt.bookingId;
        }
      }
    }
  });
  if (confirmed || refundBookingId !== undefined) kickOutbox(deps);
  // Sent to the provider after the commit; the minute sweep retries what could not be sent.
  if (refundBookingId !== undefined) await settleBookingRefunds(deps, refundBookingId);
}

/**
 * A provider event about a PaymentIntent of the payment API (not a
 * checkout's): its attempt is synced from the provider. False when the
 * intent is not one of ours.
 */
export async function syncPaymentApiIntent(deps: PaymentsDeps, paymentIntentId: string): Promise<boolean> {
  const attempt = await findAttemptByIntent(deps.db, paymentIntentId);
  if (!attempt || attempt.checkoutSessionId !== null || !attempt.providerPaymentId) return false;
  let pi: ProviderPaymentIntent;
  try {
    pi = await deps.payments.retrievePaymentIntent(attempt.providerPaymentId);
  } catch (e) {
    throw providerFailure(e);
  }
  await syncAttempt(deps, pi);
  return true;
}

/**
 * A direct booking (POST /api/bookings, no checkout) is confirmed by its
 * payment: the guest's confirmation with a fresh manage link, and the staff
 * notice, in the same transaction. Checkout bookings have their own e-mails.
 */
async function confirmDirectBooking(tx: Transaction, bookingId: number, staffEmail: string | undefined): Promise<boolean> {
  const [b] = await tx
    .select({ id: bookings.id, customerEmail: bookings.customerEmail, locale: bookings.locale, checkoutSessionId: bookings.checkoutSessionId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b || b.checkoutSessionId !== null) return false;
  const token = await issueBookingAccessToken(tx, b.id, 'payment_confirmation');
  await queueDirectBookingEmails(tx, b, token, staffEmail ?? 'staff@tenuta.example');
  return true;
}

/**
 * A payment-API attempt whose booking `token` opens; otherwise the 404 of an
 * unknown PaymentIntent (whatever is wrong: the intent, the token, a
 * checkout's intent that belongs to no booking).
 */
export async function requireAttemptAccess(deps: Pick<PaymentsDeps, 'db' | 'clock'>, paymentIntentId: string, token: string | undefined, bookingRef?: string | number) {
  const attempt = await findAttemptByIntent(deps.db, paymentIntentId);
  const booking = attempt?.bookingId != null ? await findBookingByAccessToken(deps.db, bookingRef ?? attempt.bookingId, token, deps.clock.now()) : undefined;
  if (!attempt || !booking || booking.id !== attempt.bookingId) throw notFound('Payment intent');
  return attempt;
}

/** POST {PAYMENTS_API_BASE}/confirm-payment?token=: success fields, or the failure object (docs/product.md, Payment API; HTTP 400). Only with the booking's manage token. */
export async function confirmPayment(
  deps: PaymentsDeps,
  input: { payment_intent_id: string; card_number?: string | undefined; payment_method?: string | undefined },
  token: string | undefined,
  bookingRef?: string | number,
): Promise<ConfirmPaymentResult> {
  const attempt = await requireAttemptAccess(deps, input.payment_intent_id, token, bookingRef);
  let pi: ProviderPaymentIntent;
  try {
    pi =
      attempt.status === 'succeeded'
        ? await deps.payments.retrievePaymentIntent(attempt.providerPaymentId!)
        : await deps.payments.confirmPaymentIntent(attempt.providerPaymentId!, {
            ...(input.card_number ? { cardNumber: input.card_number } : {}),
            ...(input.payment_method ? { paymentMethod: input.payment_method } : {}),
          });
  } catch (e) {
    if (e instanceof ProviderRequestError) throw new DomainError('conflict', e.message, e.code);
    throw providerFailure(e);
  }
  await syncAttempt(deps, pi);
  if (pi.status === 'succeeded') {
    return {
      ok: true,
      body: {
        success: true,
        status: pi.status,
        payment_intent_id: pi.id,
        amount: pi.amountCents,
        currency: pi.currency,
        message: 'Pagamento completato con successo',
        receipt_url: pi.receiptUrl,
      },
    };
  }
  if (pi.status === 'requires_action') {
    const view = describeCardError({ code: 'authentication_required', declineCode: null }, 'it');
    return {
      ok: false,
      body: {
        success: false,
        status: pi.status,
        message: view.title,
        error_code: 'authentication_required',
        error_decline_code: null,
        error_message: view.message,
        requires_action: true,
        next_action: pi.nextAction,
        can_retry: false,
      },
    };
  }
  const e = pi.lastError ?? { code: 'payment_failed', declineCode: null, message: 'Si è verificato un errore durante il pagamento' };
  const view = describeCardError(e, 'it');
  return {
    ok: false,
    body: {
      success: false,
      status: pi.status,
      message: `${view.title}: ${view.message}`,
      error_code: e.code,
      error_decline_code: e.declineCode,
      error_message: e.message,
      requires_action: false,
      next_action: null,
      can_retry: view.canRetry,
    },
  };
}

import { eq } from 'drizzle-orm';
import { bookings, notifications, type CheckoutSession } from '@tenuta/db';
import type { Transaction } from '@tenuta/core';
import { issueBookingAccessToken } from '../bookings/booking-access.ts';
import { expireUnpaidBooking, recordBookingPaid, writeEvent } from '../bookings/booking-transitions.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { updateCheckoutSession } from '../checkout/checkout-repository.ts';
import { refundLatePayment } from '../checkout/refund-late-payment.ts';
import type { ProviderCheckoutSession } from '../payments/payment-provider.ts';
import { isPaid } from '../payments/payment-summary.ts';
import { findBookingPayments, insertPayments } from '../payments/payments-repository.ts';

/** The reason a payment link's refund row carries when its booking no longer stood. */
export const LINK_BOOKING_GONE_REASON = 'The booking the payment link was for had been cancelled (or released unpaid) before the payment came';

async function lockBookingRow(tx: Transaction, id: number) {
  const [b] = await tx
    .select({ id: bookings.id, status: bookings.status, totalCents: bookings.totalCents, customerEmail: bookings.customerEmail, locale: bookings.locale })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  return b;
}

/**
 * A payment link's checkout was paid (completeCheckout: the webhook, the success page's poll or
 * the sweep, with the provider asked again and the checkout row locked). Under the booking's
 * lock: a booking that no longer stands (cancelled, or released at the link's expiry) buys
 * nothing, the payment is refunded in full as any late payment; otherwise the ledger gets the
 * payment and, once it covers the total, the booking is paid through its named transition. A
 * booking that was waiting for this payment is confirmed to the guest (the site's confirmation
 * e-mail, in their language, with a manage link) and to the estate, in the same transaction.
 */
export async function payBookingByLink(
  deps: Pick<CheckoutDeps, 'payments' | 'billing' | 'clock' | 'staffEmail'>,
  tx: Transaction,
  session: CheckoutSession,
  remote: ProviderCheckoutSession,
  now: Date,
): Promise<'completed' | 'refunded'> {
  const bookingId = session.paysBookingId!;
  const b = await lockBookingRow(tx, bookingId);
  if (!b || b.status === 'cancelled' || b.status === 'refunded') {
    await refundLatePayment(deps, tx, session, remote, LINK_BOOKING_GONE_REASON);
    return 'refunded';
  }
  await insertPayments(tx, [
    {
      kind: 'payment',
      provider: deps.payments.name,
      providerPaymentId: remote.paymentIntentId,
      checkoutSessionId: session.id,
      bookingId,
      amountCents: remote.amountTotalCents,
      currency: remote.currency,
      status: 'succeeded',
      attemptNumber: 1,
    },
  ]);
  await updateCheckoutSession(tx, session.id, { status: 'completed', completedAt: now, providerPaymentId: remote.paymentIntentId });
  const data = { checkout_session_id: session.id, payment_intent_id: remote.paymentIntentId, amount_cents: remote.amountTotalCents };
  const covered = isPaid(await findBookingPayments(tx, bookingId), b.totalCents);
  const outcome = covered ? await recordBookingPaid(tx, bookingId, 'webhook', data) : 'unchanged';
  if (outcome === 'unchanged') await writeEvent(tx, { bookingId, type: 'payment_link_paid', from: b.status, to: b.status, actor: 'webhook', data });
  if (outcome === 'paid' && b.customerEmail) {
    const token = await issueBookingAccessToken(tx, bookingId, 'payment_link');
    await tx.insert(notifications).values([
      { kind: 'booking_confirmation', recipient: b.customerEmail, locale: b.locale, payload: { booking_ids: [bookingId], manage_tokens: { [String(bookingId)]: token } } },
      { kind: 'staff_new_booking', recipient: deps.staffEmail, locale: 'it', payload: { booking_ids: [bookingId], checkout_session_id: session.id } },
    ]);
  }
  return 'completed';
}

/**
 * A payment link's checkout ended unpaid (expireCheckout, in its transaction, once the provider
 * said so): a booking that was waiting for it is released (pending → cancelled `unpaid`, its
 * seats free again); a balance link leaves its booking as it is (the balance stays due on site).
 */
export async function paymentLinkEnded(tx: Transaction, session: Pick<CheckoutSession, 'id' | 'paysBookingId'>, now: Date): Promise<void> {
  if (session.paysBookingId === null) return;
  const b = await lockBookingRow(tx, session.paysBookingId);
  if (b?.status !== 'pending') return;
  await expireUnpaidBooking(tx, b.id, now, { checkout_session_id: session.id, payment_link: 'expired' });
}

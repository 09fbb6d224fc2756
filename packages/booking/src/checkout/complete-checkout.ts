import type { CheckoutSession } from '@tenuta/db';
import { notFound } from '@tenuta/core';
import type { ProviderCheckoutSession, ProviderEvent } from '../payments/payment-provider.ts';
import { insertPayments, recordWebhookEvent } from '../payments/payments-repository.ts';
import { lockingTransaction, type Transaction } from '@tenuta/core';
import { kickOutbox, type CheckoutDeps } from './checkout-deps.ts';
import { claimCouponUse, findCheckoutSession, lockCheckoutSession, markCouponUsed, updateCheckoutSession } from './checkout-repository.ts';
import { checkSeats } from './check-seats.ts';
import { convertHolds } from './convert-holds.ts';
import { providerFailure } from './create-payment.ts';
import { queueBookingNotifications } from './queue-notifications.ts';
import { COUPON_GONE_REASON, refundLatePayment, settleLatePaymentRefund, VOUCHERS_GONE_REASON } from './refund-late-payment.ts';
import { recordVoucherPayments, voucherCentsByItem } from './pay-with-vouchers.ts';
import { payBookingByLink } from '../payment-links/settle-payment-link.ts';

export type CompleteOutcome = 'completed' | 'refunded' | 'already_done' | 'not_paid' | 'unknown_session' | 'duplicate_event';

export interface CompleteCheckoutInput {
  /** Our checkout id or the provider's session id (cs_…). */
  sessionId: string;
  /** The webhook event that triggered it: recorded once, in the same transaction. */
  event?: Pick<ProviderEvent, 'id' | 'type'>;
}

/**
 * A checkout's payment arrived (webhook, success-page poll or sweep).
 * Idempotent: the session row is locked FOR UPDATE and a completed one is
 * left alone. The provider is asked again (the webhook is a trigger, not
 * proof). If every item is still seated or its seats are free, the bookings
 * are made in one transaction; otherwise the payment is refunded.
 */
export async function completeCheckout(deps: CheckoutDeps, input: CompleteCheckoutInput): Promise<{ outcome: CompleteOutcome; checkoutSessionId?: string }> {
  const found = await findCheckoutSession(deps.db, input.sessionId);
  if (!found?.providerSessionId) {
    if (input.event) await lockingTransaction(deps.db, (tx) => recordWebhookEvent(tx, input.event!));
    if (!input.event) throw notFound('Checkout session');
    return { outcome: 'unknown_session' };
  }
  if (found.status === 'completed' || found.status === 'refunded') {
    if (input.event) await lockingTransaction(deps.db, (tx) => recordWebhookEvent(tx, input.event!));
    // A refund recorded but never sent (the process died between the steps) is sent now.
    if (found.status === 'refunded') await settleLatePaymentRefund(deps, found.id, { onlyUnanswered: true });
    return { outcome: 'already_done', checkoutSessionId: found.id };
  }
  let remote: ProviderCheckoutSession;
  try {
    remote = await deps.payments.retrieveCheckoutSession(found.providerSessionId);
  } catch (e) {
    throw providerFailure(e);
  }
  const outcome = await lockingTransaction(deps.db, async (tx): Promise<CompleteOutcome> => {
    if (input.event && !(await recordWebhookEvent(tx, input.event))) return 'duplicate_event';
    const session = await lockCheckoutSession(tx, found.id);
    if (!session || session.status === 'completed' || session.status === 'refunded') return 'already_done';
    if (remote.paymentStatus !== 'paid' || !remote.paymentIntentId) return 'not_paid';
    const now = deps.clock.now();
    const mismatch = remote.metadata.checkout_session_id !== session.id || remote.amountTotalCents !== session.amountDueCents;
    // A payment link pays a booking that exists already: it books no seats of its own.
    if (session.paysBookingId !== null && !mismatch) return payBookingByLink(deps, tx, session, remote, now);
    // An expired checkout gave its vouchers' money back: a payment that still came cannot book on it.
    const vouchersGone = session.status === 'expired' && session.voucherCents > 0;
    const seats = mismatch
      ? { ok: false as const, reason: 'The paid amount does not match the checkout' }
      : vouchersGone
        ? { ok: false as const, reason: VOUCHERS_GONE_REASON }
        : await checkSeats(tx, session.items, now);
    if (!seats.ok) {
      await refundLatePayment(deps, tx, session, remote, seats.reason);
      return 'refunded';
    }
    // A late payment whose coupon reservation ran out counts a use only if max_uses still allows it.
    if (session.couponRedemptionId && !(await claimCouponUse(tx, session.couponRedemptionId, now))) {
      await refundLatePayment(deps, tx, session, remote, COUPON_GONE_REASON);
      return 'refunded';
    }
    await bookPaidCheckout(deps, tx, session, remote, now);
    return 'completed';
  });
  // The refund's intent is committed: the provider is asked now, with no lock held.
  if (outcome === 'refunded') await settleLatePaymentRefund(deps, found.id);
  if (outcome === 'completed' || outcome === 'refunded') kickOutbox(deps);
  return { outcome, checkoutSessionId: found.id };
}

/** The seats are there: bookings, ledger rows, coupon use, cart emptied, e-mails queued. */
async function bookPaidCheckout(deps: CheckoutDeps, tx: Transaction, session: CheckoutSession, remote: ProviderCheckoutSession, now: Date): Promise<void> {
  const created = await convertHolds(tx, deps.billing, session, session.items, 'webhook');
  // One ledger row per paid booking, its share of the one card payment: per-booking "paid" adds up.
  // A reseller's card order paid its net rate (partner_net_cents), not the retail total; gift
  // vouchers paid their part of an item (their own rows, recordVoucherPayments), the card the rest.
  const byVoucher = voucherCentsByItem(session);
  const paidCents = (c: (typeof created)[number]) =>
    (c.booking.partnerPayment === 'card' ? (c.booking.partnerNetCents ?? 0) : c.booking.totalCents) - (byVoucher.get(c.cartItemId) ?? 0);
  await recordVoucherPayments(tx, session, created, 'webhook');
  await insertPayments(
    tx,
    created
      .filter((c) => c.booking.category === 'TRUFFLE' && paidCents(c) > 0)
      .map((c) => ({
        kind: 'payment' as const,
        provider: deps.payments.name,
        providerPaymentId: remote.paymentIntentId,
        checkoutSessionId: session.id,
        bookingId: c.booking.id,
        amountCents: paidCents(c),
        currency: remote.currency,
        status: 'succeeded' as const,
        attemptNumber: 1,
      })),
  );
  if (session.couponRedemptionId) await markCouponUsed(tx, session.couponRedemptionId);
  // The invoice a business asked for at checkout (or a reseller's card order): never undoes the payment.
  await deps.billing.checkoutPaid(
    tx,
    session,
    created.map((c) => c.booking.id),
    now,
  );
  await updateCheckoutSession(tx, session.id, { status: 'completed', completedAt: now, providerPaymentId: remote.paymentIntentId });
  await queueBookingNotifications(tx, session, created, deps.staffEmail);
}

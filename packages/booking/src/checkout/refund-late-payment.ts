import type { CheckoutSession } from '@tenuta/db';
import type { ProviderCheckoutSession } from '../payments/payment-provider.ts';
import { insertPayments } from '../payments/payments-repository.ts';
import type { Transaction } from '../transaction.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { releaseCouponReservation, updateCheckoutSession } from './checkout-repository.ts';
import { providerFailure } from './create-payment.ts';
import { queueRefundNotifications } from './queue-notifications.ts';

/**
 * A payment that arrived after its holds expired, for seats that are gone:
 * refunded in full through the provider (idempotency key per checkout, so a
 * retried webhook never refunds twice), written to the ledger, the checkout
 * marked refunded, the coupon use given back, guest and staff told.
 */
export async function refundLatePayment(deps: CheckoutDeps, tx: Transaction, session: CheckoutSession, remote: ProviderCheckoutSession, reason: string): Promise<void> {
  const paymentIntentId = remote.paymentIntentId!;
  let refund;
  try {
    refund = await deps.payments.refund({
      paymentIntentId,
      amountCents: remote.amountTotalCents,
      reason: 'requested_by_customer',
      idempotencyKey: `late-payment-refund-${session.id}`,
      metadata: { checkout_session_id: session.id },
    });
  } catch (e) {
    throw providerFailure(e);
  }
  const base = { provider: deps.payments.name, providerPaymentId: paymentIntentId, checkoutSessionId: session.id, currency: remote.currency, amountCents: remote.amountTotalCents };
  await insertPayments(tx, [
    { ...base, kind: 'payment', status: 'succeeded', attemptNumber: 1 },
    { ...base, kind: 'refund', status: refund.status === 'failed' ? 'failed' : 'succeeded', providerRefundId: refund.id, amountCents: refund.amountCents, reason },
  ]);
  if (session.couponRedemptionId) await releaseCouponReservation(tx, session.couponRedemptionId);
  await updateCheckoutSession(tx, session.id, { status: 'refunded', providerPaymentId: paymentIntentId });
  await queueRefundNotifications(tx, session, { amountCents: refund.amountCents, reason }, deps.staffEmail);
}

import type { ProviderEvent } from '../payments/payment-provider.ts';
import { recordWebhookEvent } from '../payments/payments-repository.ts';
import { lockingTransaction } from '@tenuta/core';
import type { CheckoutDeps } from './checkout-deps.ts';
import { findCheckoutSession, lockCheckoutSession, releaseCouponReservation, updateCheckoutSession } from './checkout-repository.ts';
import { providerFailure } from './create-payment.ts';
import { paymentLinkEnded } from '../payment-links/settle-payment-link.ts';

export type ExpireOutcome = 'expired' | 'not_expired' | 'already_done' | 'unknown_session' | 'duplicate_event';

/**
 * The provider's session ended unpaid (checkout.session.expired,
 * async_payment_failed, or the sweep): ours becomes expired, its coupon
 * reservation is released and what its gift vouchers paid goes back to them
 * (once: the move from open happens once, under the checkout's lock, and the
 * vouchers are locked after it). Holds need nothing: they expire by themselves.
 * Only an open session moves: an expiry after a completion changes nothing.
 */
export async function expireCheckout(deps: CheckoutDeps, input: { sessionId: string; event?: Pick<ProviderEvent, 'id' | 'type'> }): Promise<{ outcome: ExpireOutcome }> {
  const found = await findCheckoutSession(deps.db, input.sessionId);
  let endedUnpaid = false;
  if (found?.status === 'open' && found.providerSessionId) {
    try {
      const remote = await deps.payments.retrieveCheckoutSession(found.providerSessionId);
      endedUnpaid = remote.paymentStatus !== 'paid' && (remote.status === 'expired' || remote.status === 'complete');
    } catch (e) {
      throw providerFailure(e);
    }
  } else if (found?.status === 'open' && found.expiresAt && found.expiresAt.getTime() <= deps.clock.now().getTime()) {
    // Never opened at the provider (the request died between its steps, or the provider failed and the undo did not run): no URL reached anyone.
    endedUnpaid = true;
  }
  const outcome = await lockingTransaction(deps.db, async (tx): Promise<ExpireOutcome> => {
    if (input.event && !(await recordWebhookEvent(tx, input.event))) return 'duplicate_event';
    if (!found) return 'unknown_session';
    const session = await lockCheckoutSession(tx, found.id);
    if (session?.status !== 'open') return 'already_done';
    if (!endedUnpaid || session.providerSessionId !== found.providerSessionId) return 'not_expired';
    await updateCheckoutSession(tx, session.id, { status: 'expired' });
    // A payment link's booking that waited for it gives its seats back.
    await paymentLinkEnded(tx, session, deps.clock.now());
    if (session.couponRedemptionId) await releaseCouponReservation(tx, session.couponRedemptionId);
    if (session.voucherCents > 0) await deps.billing.checkoutAbandoned(tx, session.id, deps.clock.now());
    return 'expired';
  });
  return { outcome };
}

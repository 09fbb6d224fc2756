import type { CheckoutSession } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import type { ProviderCheckoutSession } from '../payments/payment-provider.ts';
import type { Executor } from '@tenuta/core';
import type { CheckoutDeps } from './checkout-deps.ts';
import { releaseCouponReservation, updateCheckoutSession } from './checkout-repository.ts';
import { providerFailure } from './create-payment.ts';

/**
 * Undo of "create payment" for a checkout replaced by a new one (the cart
 * changed), step 1, outside any transaction (no row lock is held while the
 * provider answers): the provider's session is expired so it can no longer
 * be paid. If the guest has paid it meanwhile, the caller gets a conflict.
 * Idempotent: an already expired session is left as it is.
 */
export async function endProviderSession(deps: CheckoutDeps, open: Pick<CheckoutSession, 'id' | 'providerSessionId'>): Promise<void> {
  if (open.providerSessionId) {
    let remote: ProviderCheckoutSession;
    try {
      remote = await deps.payments.retrieveCheckoutSession(open.providerSessionId);
      if (remote.status === 'open') remote = await deps.payments.expireCheckoutSession(open.providerSessionId);
    } catch (e) {
      throw providerFailure(e);
    }
    if (remote.paymentStatus === 'paid' || remote.status === 'complete') {
      throw new DomainError(
        'conflict',
        'Il pagamento per questo carrello è già stato ricevuto',
        `Checkout ${open.id} has been paid: its confirmation is being processed. See /checkout/success?session_id=${open.id}`,
      );
    }
  }
}

/**
 * Step 2, in the caller's transaction (cart locked), once the provider has
 * confirmed the session ended unpaid (or it never had one): ours becomes
 * expired and its coupon reservation is released. No provider call.
 */
export async function endOpenSession(tx: Executor, open: CheckoutSession): Promise<void> {
  await updateCheckoutSession(tx, open.id, { status: 'expired' });
  if (open.couponRedemptionId) await releaseCouponReservation(tx, open.couponRedemptionId);
}

import type { CheckoutSession } from '@tenuta/db';
import { DomainError } from '../errors.ts';
import type { Executor } from '../transaction.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { releaseCouponReservation, updateCheckoutSession } from './checkout-repository.ts';
import { providerFailure } from './create-payment.ts';

/**
 * Undo of "create payment" for a checkout replaced by a new one (the cart
 * changed): the provider's session is expired so it can no longer be paid,
 * ours becomes expired and its coupon reservation is released. If the guest
 * has paid it meanwhile, the caller gets a conflict instead.
 */
export async function endOpenSession(deps: CheckoutDeps, tx: Executor, open: CheckoutSession): Promise<void> {
  if (open.providerSessionId) {
    let remote;
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
  await updateCheckoutSession(tx, open.id, { status: 'expired' });
  if (open.couponRedemptionId) await releaseCouponReservation(tx, open.couponRedemptionId);
}

import type { CheckoutSessionDetails } from '@tenuta/contracts';
import { findCouponById } from '../coupons/index.ts';
import { isDomainError, notFound } from '@tenuta/core';
import type { CheckoutDeps } from './checkout-deps.ts';
import { toCheckoutSessionDetails } from './checkout-mapper.ts';
import { findCheckoutSession } from './checkout-repository.ts';
import { completeCheckout } from './complete-checkout.ts';
import { expireCheckout } from './expire-checkout.ts';
import { findSessionBookings } from './session-bookings-repository.ts';

/**
 * What the success page polls (GET /api/checkout-sessions/{id}, our id or
 * the provider's cs_…). While the checkout is open, the provider is asked
 * whether it was paid: a late or lost webhook never leaves the guest waiting.
 */
export async function getCheckoutSession(deps: CheckoutDeps, id: string): Promise<CheckoutSessionDetails> {
  if (!id || id.length > 200) throw notFound('Checkout session');
  let session = await findCheckoutSession(deps.db, id);
  if (!session) throw notFound('Checkout session');
  if (session.status === 'open' && session.providerSessionId) {
    try {
      const done = await completeCheckout(deps, { sessionId: session.id });
      if (done.outcome === 'not_paid' && session.expiresAt && session.expiresAt.getTime() <= deps.clock.now().getTime()) {
        await expireCheckout(deps, { sessionId: session.id });
      }
      session = (await findCheckoutSession(deps.db, session.id)) ?? session;
    } catch (e) {
      // The provider being slow must not break the page: it polls again.
      if (!isDomainError(e)) throw e;
    }
  }
  const bookings = await findSessionBookings(deps.db, session.id);
  const coupon = session.couponId !== null ? await findCouponById(deps.db, session.couponId) : undefined;
  return toCheckoutSessionDetails(session, bookings, coupon?.code ?? null);
}

import { isDomainError } from '@tenuta/core';
import type { CheckoutDeps } from './checkout-deps.ts';
import { listDueOpenSessions } from './checkout-repository.ts';
import { completeCheckout } from './complete-checkout.ts';
import { expireCheckout } from './expire-checkout.ts';
import { retryLatePaymentRefunds } from './refund-late-payment.ts';

/**
 * Job: open checkouts past their expiry are settled from the provider's
 * word: paid (a lost webhook) → completed or refunded; ended unpaid →
 * expired, coupon reservation released. Correctness never depends on it.
 */
export async function sweepExpiredCheckouts(
  deps: CheckoutDeps,
  options: { limit?: number } = {},
): Promise<{ completed: number; expired: number; failed: number; refunds: { succeeded: number; failed: number; pending: number } }> {
  const due = await listDueOpenSessions(deps.db, deps.clock.now(), options.limit ?? 100);
  const result = { completed: 0, expired: 0, failed: 0 };
  for (const s of due) {
    try {
      const done = s.providerSessionId ? await completeCheckout(deps, { sessionId: s.id }) : { outcome: 'not_paid' as const };
      if (done.outcome === 'completed' || done.outcome === 'refunded') {
        result.completed++;
        continue;
      }
      if ((await expireCheckout(deps, { sessionId: s.id })).outcome === 'expired') result.expired++;
    } catch (e) {
      if (!isDomainError(e)) throw e;
      result.failed++;
    }
  }
  // Late-payment refunds whose provider call failed, was cut short or is still pending.
  return { ...result, refunds: await retryLatePaymentRefunds(deps) };
}

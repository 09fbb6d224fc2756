import { describe, expect, it } from 'vitest';
import { CHECKOUT_SESSION_MAX_SECONDS, CHECKOUT_SESSION_MIN_SECONDS } from '../payments/payment-provider.ts';
import { PAYMENT_SESSION_MINUTES, paymentSessionExpiry } from './checkout-policy.ts';

/** Stripe's rule as it states it: "from 30 minutes to 24 hours after Checkout Session creation", in Epoch seconds. */
const stripeAccepts = (expiresAt: Date, createdAt: Date) => {
  const lifetime = Math.floor(expiresAt.getTime() / 1000) - Math.floor(createdAt.getTime() / 1000);
  return lifetime >= 30 * 60 && lifetime <= 24 * 60 * 60;
};

describe('the payment session expiry', () => {
  it('is accepted by Stripe even when the session is created well after our request leaves', () => {
    expect(CHECKOUT_SESSION_MIN_SECONDS).toBe(30 * 60);
    expect(CHECKOUT_SESSION_MAX_SECONDS).toBe(24 * 60 * 60);
    for (const sent of [new Date('2026-05-10T09:00:00.000Z'), new Date('2026-05-10T09:00:00.999Z'), new Date('2026-10-25T00:59:59.500Z')]) {
      const expiresAt = paymentSessionExpiry(sent);
      // Latency, an SDK retry, a clock that runs ahead at Stripe: up to a minute later.
      for (const delayMs of [0, 1, 999, 5_000, 30_000, 59_000]) {
        expect(stripeAccepts(expiresAt, new Date(sent.getTime() + delayMs)), `${sent.toISOString()} +${delayMs} ms`).toBe(true);
      }
    }
  });

  it('keeps a margin over the minimum: never exactly 30 minutes', () => {
    expect(PAYMENT_SESSION_MINUTES).toBeGreaterThan(30);
    expect(PAYMENT_SESSION_MINUTES).toBeLessThan(24 * 60);
  });
});

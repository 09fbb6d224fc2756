import { describe, expect, it } from 'vitest';
import { PAYMENT_LINK_MIN_MINUTES, paymentLinkExpiry } from './payment-link-policy.ts';

const now = new Date('2026-05-04T08:00:00.250Z');
const h = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('paymentLinkExpiry', () => {
  it('lasts 24 hours by default, in whole seconds', () => {
    expect(paymentLinkExpiry(now, h(72))?.toISOString()).toBe('2026-05-05T08:00:00.000Z');
  });
  it('lasts what staff chose, between 1 and 24 hours', () => {
    expect(paymentLinkExpiry(now, h(72), 3)?.toISOString()).toBe('2026-05-04T11:00:00.000Z');
    expect(paymentLinkExpiry(now, h(72), 0)?.toISOString()).toBe('2026-05-04T09:00:00.000Z');
    expect(paymentLinkExpiry(now, h(72), 99)?.toISOString()).toBe('2026-05-05T08:00:00.000Z');
  });
  it('ends at the slot start at the latest', () => {
    expect(paymentLinkExpiry(now, h(5))?.toISOString()).toBe(h(5).toISOString().replace('.250', '.000'));
  });
  it('is refused when the start leaves less than the payment page’s minimum', () => {
    expect(paymentLinkExpiry(now, new Date(now.getTime() + (PAYMENT_LINK_MIN_MINUTES - 1) * 60_000))).toBeNull();
    expect(paymentLinkExpiry(now, new Date(now.getTime() + (PAYMENT_LINK_MIN_MINUTES + 1) * 60_000))).not.toBeNull();
  });
});

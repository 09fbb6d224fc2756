import { describe, expect, it } from 'vitest';
import { refundPreview } from './refund-preview.ts';

const booking = (refundable: number, max: number, policy: number) =>
  ({ money: { refundable_cents: refundable }, actions: { cancel: { policy_refund_cents: policy, max_refund_cents: max } } }) as Parameters<typeof refundPreview>[0];

describe('refundPreview', () => {
  it('the policy’s amount from the server; full and none', () => {
    const b = booking(17001, 17001, 11900);
    expect([refundPreview(b, 'policy'), refundPreview(b, 'full'), refundPreview(b, 'none')]).toEqual([11900, 17001, 0]);
  });
  it('a percentage is floored to the cent and capped at what the card can take back', () => {
    expect(refundPreview(booking(17001, 17001, 0), { percent: 33 })).toBe(5610); // 5610.33
    expect(refundPreview(booking(9000, 6000, 0), { percent: 100 })).toBe(6000); // 3000 was cash
    expect(refundPreview(booking(9000, 6000, 0), { percent: 50 })).toBe(4500);
    expect(refundPreview(booking(9000, 6000, 0), { percent: 150 })).toBe(6000);
  });
});

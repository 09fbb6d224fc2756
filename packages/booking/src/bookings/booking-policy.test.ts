import { describe, expect, it } from 'vitest';
import { defaultRefundPolicy } from '@tenuta/contracts';
import { cancellationTerms, dateChangeTerms, maskEmail } from './booking-policy.ts';
import { allocateRefund, refundIdempotencyKey, refundStatusOf } from './booking-refunds.ts';

const HOUR = 3_600_000;
const start = new Date('2027-03-30T08:00:00Z'); // 10:00 in Rome (CEST), two days after the spring DST change
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);
const policy = defaultRefundPolicy;

describe('cancellationTerms', () => {
  it('follows the policy tiers with inclusive bounds and floors the refund to the cent', () => {
    const paid = { status: 'paid' as const, startsAt: start, paidCents: 17001 };
    expect(cancellationTerms(paid, at(168), policy)).toMatchObject({ allowed: true, refundPercent: 100, refundCents: 17001, nothingCharged: false, reason: null });
    expect(cancellationTerms(paid, new Date(at(168).getTime() + 1), policy)).toMatchObject({ refundPercent: 70, refundCents: 11900 }); // 11900.7 → 11900
    expect(cancellationTerms(paid, at(48), policy)).toMatchObject({ refundPercent: 70 });
    expect(cancellationTerms(paid, new Date(at(48).getTime() + 1), policy)).toMatchObject({ refundPercent: 50, refundCents: 8500 }); // 8500.5 → 8500
    expect(cancellationTerms(paid, new Date(start.getTime() - 1), policy)).toMatchObject({ allowed: true, refundPercent: 50 });
  });

  it('refuses from the start on (a no-show), and cancelled or finished bookings', () => {
    const b = { startsAt: start, paidCents: 17000 };
    expect(cancellationTerms({ ...b, status: 'paid' }, start, policy)).toMatchObject({ allowed: false, reason: 'started', refundCents: 0 });
    expect(cancellationTerms({ ...b, status: 'cancelled' }, at(500), policy)).toMatchObject({ allowed: false, reason: 'already_cancelled', refundCents: 0 });
    expect(cancellationTerms({ ...b, status: 'refunded' }, at(500), policy)).toMatchObject({ allowed: false, reason: 'already_cancelled' });
    expect(cancellationTerms({ ...b, status: 'checked_in' }, at(1), policy)).toMatchObject({ allowed: false, reason: 'not_active' });
    expect(cancellationTerms({ ...b, status: 'no_show' }, at(1), policy)).toMatchObject({ allowed: false, reason: 'not_active' });
  });

  it('a wine tasting paid on site: allowed, nothing charged, nothing refunded', () => {
    expect(cancellationTerms({ status: 'confirmed', startsAt: start, paidCents: 0 }, at(10), policy)).toEqual({
      allowed: true,
      refundPercent: 50,
      refundCents: 0,
      nothingCharged: true,
      reason: null,
    });
  });
});

describe('dateChangeTerms', () => {
  it('is free from 168 hours before the start, inclusive; the deadline is that instant', () => {
    const b = { status: 'confirmed' as const, startsAt: start };
    expect(dateChangeTerms(b, at(168), policy)).toEqual({ allowedFree: true, deadline: at(168), reason: null });
    expect(dateChangeTerms(b, new Date(at(168).getTime() + 1), policy)).toMatchObject({ allowedFree: false, reason: 'too_late' });
    // 7 days earlier at the same Rome wall-clock time is only 167 hours across the DST change.
    expect(dateChangeTerms(b, new Date('2027-03-23T09:00:00Z'), policy)).toMatchObject({ allowedFree: false, reason: 'too_late' });
    expect(dateChangeTerms({ status: 'cancelled', startsAt: start }, at(500), policy)).toMatchObject({ allowedFree: false, reason: 'not_active' });
  });
});

describe('allocateRefund', () => {
  const row = (id: number, kind: 'payment' | 'refund', status: string, amountCents: number, pi: string | null) => ({
    id,
    kind,
    status: status as 'succeeded',
    amountCents,
    providerPaymentId: pi,
    provider: 'simulator',
    currency: 'eur',
    checkoutSessionId: null,
  });

  it('takes the newest PaymentIntent first and never more than is left on one', () => {
    const rows = [
      row(1, 'payment', 'succeeded', 5000, 'pi_a'),
      row(2, 'payment', 'failed', 9000, 'pi_x'),
      row(3, 'payment', 'succeeded', 3000, 'pi_b'),
      row(4, 'refund', 'succeeded', 1000, 'pi_b'),
    ];
    expect(allocateRefund(rows, 6000).map((p) => [p.paymentIntentId, p.amountCents])).toEqual([
      ['pi_b', 2000],
      ['pi_a', 4000],
    ]);
    expect(allocateRefund(rows, 99999).reduce((a, p) => a + p.amountCents, 0)).toBe(7000);
    expect(allocateRefund(rows, 0)).toEqual([]);
  });

  it('counts pending refunds as already on their way', () => {
    expect(allocateRefund([row(1, 'payment', 'succeeded', 5000, 'pi_a'), row(2, 'refund', 'pending', 5000, 'pi_a')], 5000)).toEqual([]);
  });

  it('keys: booking-cancel:<id> for the first refund row, the PaymentIntent appended for further ones', () => {
    expect(refundIdempotencyKey(42, { id: 7, providerPaymentId: 'pi_a' }, 7)).toBe('booking-cancel:42');
    expect(refundIdempotencyKey(42, { id: 8, providerPaymentId: 'pi_b' }, 7)).toBe('booking-cancel:42:pi_b');
  });

  it('summarises refund rows for the guest', () => {
    expect(refundStatusOf([])).toBe('none');
    expect(refundStatusOf([{ status: 'succeeded' }, { status: 'pending' }])).toBe('pending');
    expect(refundStatusOf([{ status: 'succeeded' }])).toBe('succeeded');
    expect(refundStatusOf([{ status: 'succeeded' }, { status: 'failed' }])).toBe('failed');
  });
});

describe('maskEmail', () => {
  it('keeps the first letters and the domain', () => {
    expect(maskEmail('anna.rossi@example.it')).toBe('an***@example.it');
    expect(maskEmail('a@b.it')).toBe('a***@b.it');
    expect(maskEmail(null)).toBeNull();
  });
});

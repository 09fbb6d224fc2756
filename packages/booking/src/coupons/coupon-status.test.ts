import { describe, expect, it } from 'vitest';
import { couponReasonMessage, couponStatus, couponValidMessage, normalizeCouponCode } from './coupon-status.ts';

const now = new Date('2026-05-10T10:00:00Z');
const base = { isActive: true, validFrom: null, validUntil: null, maxUses: null };

describe('couponStatus', () => {
  it('is usable within its window with uses left', () => {
    expect(couponStatus({ ...base, validFrom: new Date('2026-05-01T00:00:00Z'), validUntil: new Date('2026-06-01T00:00:00Z'), maxUses: 5 }, 4, now)).toEqual({ usable: true });
    expect(couponStatus(base, 1_000_000, now)).toEqual({ usable: true });
  });
  it('names why it is not usable', () => {
    expect(couponStatus({ ...base, isActive: false }, 0, now)).toEqual({ usable: false, reason: 'inactive' });
    expect(couponStatus({ ...base, validFrom: new Date('2026-05-11T00:00:00Z') }, 0, now)).toEqual({ usable: false, reason: 'not_started' });
    expect(couponStatus({ ...base, validUntil: now }, 0, now)).toEqual({ usable: false, reason: 'expired' });
    expect(couponStatus({ ...base, maxUses: 3 }, 3, now)).toEqual({ usable: false, reason: 'exhausted' });
    expect(couponStatus({ ...base, maxUses: 0 }, 0, now)).toEqual({ usable: false, reason: 'exhausted' });
  });
  it('checks inactive before the window and the window before uses', () => {
    expect(couponStatus({ isActive: false, validFrom: null, validUntil: new Date('2020-01-01'), maxUses: 0 }, 9, now).usable).toBe(false);
    expect(couponStatus({ ...base, validUntil: new Date('2020-01-01'), maxUses: 1 }, 1, now)).toEqual({ usable: false, reason: 'expired' });
  });
});

describe('coupon messages', () => {
  it('describes percentage and fixed coupons in Italian', () => {
    expect(couponValidMessage({ discountType: 'percentage', discountValue: 10 })).toContain('10%');
    expect(couponValidMessage({ discountType: 'fixed', discountValue: 1500 })).toContain('€ 15,00');
    expect(couponReasonMessage('expired')).toMatch(/scaduto/);
  });
  it('normalizes codes to upper case without spaces around', () => {
    expect(normalizeCouponCode('  tartufo10 ')).toBe('TARTUFO10');
  });
});

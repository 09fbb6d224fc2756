import type { CouponValidateResponse } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, httpError } from '../../lib/api-client.ts';
import { parseAppliedCoupon } from './applied-coupon.ts';
import { classifyCoupon } from './coupon-outcome.ts';
import { couponFromSearch, searchWithoutCoupon } from './coupon-url.ts';

const answer = (over: Partial<CouponValidateResponse> = {}): CouponValidateResponse => ({
  success: true,
  is_valid: true,
  discount_type: 'percentage',
  discount_amount: 10,
  partner_name: 'Hotel Langhe',
  message: 'Codice valido',
  expires_at: null,
  max_uses: null,
  current_uses: 0,
  ...over,
});

describe('classifyCoupon: validating → success / not found / system unavailable', () => {
  it('a valid code is a success (validation true)', () => {
    expect(classifyCoupon({ data: answer() })).toMatchObject({ outcome: 'success', validation: true, partnerName: 'Hotel Langhe', discount: { type: 'percentage', amount: 10 } });
  });
  it('a known but unusable code is not found (validation false) with its reason', () => {
    expect(classifyCoupon({ data: answer({ is_valid: false, reason: 'expired', message: 'Codice sconto scaduto' }) })).toMatchObject({
      outcome: 'not_found',
      validation: false,
      reason: 'expired',
    });
  });
  it("an unknown code (404) is not found with validation 'partial'", () => {
    const e = httpError(404, 'Not Found', { success: false, is_valid: false, code: 'not_found', error: 'Coupon not found', message: 'Codice sconto non registrato nel sistema' });
    expect(classifyCoupon({ error: e })).toMatchObject({ outcome: 'not_found', validation: 'partial' });
  });
  it("a thrown error or a message with 'temporaneamente' is system unavailable ('partial')", () => {
    expect(classifyCoupon({ error: new ApiError(0, 'Failed to fetch', 'Failed to fetch') })).toMatchObject({ outcome: 'system_unavailable', validation: 'partial' });
    expect(classifyCoupon({ error: httpError(500, '', { error: 'Internal server error' }) }).outcome).toBe('system_unavailable');
    expect(classifyCoupon({ error: httpError(404, '', { detail: 'Sistema temporaneamente non disponibile' }) }).outcome).toBe('system_unavailable');
    expect(classifyCoupon({ data: answer({ is_valid: false, message: 'Servizio temporaneamente sospeso' }) }).outcome).toBe('system_unavailable');
  });
});

describe('classifyCoupon: too many codes tried (429)', () => {
  it('is its own outcome with the minutes to wait, never "not registered"', () => {
    const limited = httpError(429, 'Too Many Requests', {
      success: false,
      error: 'Too many requests, please try again later',
      detail: 'retry_after=125',
      code: 'rate_limited',
      limit: 'coupon_checks_per_address_minute',
      retry_after: 125,
    });
    expect(classifyCoupon({ error: limited })).toMatchObject({ outcome: 'rate_limited', validation: 'partial', waitMinutes: 3 });
  });
});

describe('coupon in the URL', () => {
  it('reads coupon-code, couponCode or coupon_code', () => {
    expect(couponFromSearch('?coupon-code=TARTUFO10')).toBe('TARTUFO10');
    expect(couponFromSearch('?couponCode=%20abc%20')).toBe('ABC'); // echoed upper case
    expect(couponFromSearch('?utm=x&coupon_code=X1')).toBe('X1');
    expect(couponFromSearch('?coupon-code=')).toBeNull();
    expect(couponFromSearch('')).toBeNull();
  });
  it('removes only the coupon parameters', () => {
    expect(searchWithoutCoupon('?coupon-code=A')).toBe('');
    expect(searchWithoutCoupon('?utm_source=mail&couponCode=A&coupon_code=B')).toBe('?utm_source=mail');
  });
});

describe('sessionStorage appliedCoupon', () => {
  it('parses { code, validation, partnerName } leniently', () => {
    expect(parseAppliedCoupon(JSON.stringify({ code: 'TARTUFO10', validation: true, partnerName: null }))).toEqual({ code: 'TARTUFO10', validation: true, partnerName: null });
    expect(parseAppliedCoupon(JSON.stringify({ code: 'X', validation: 'partial' }))).toEqual({ code: 'X', validation: 'partial', partnerName: null });
    expect(parseAppliedCoupon('nope')).toBeNull();
    expect(parseAppliedCoupon(JSON.stringify({ validation: true }))).toBeNull();
  });
});

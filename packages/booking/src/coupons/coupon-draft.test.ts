import { describe, expect, it } from 'vitest';
import { couponDraft, draftInputOf, lastValidDay, windowEnd, windowStart, type CouponDraftInput } from './coupon-draft.ts';

const base: CouponDraftInput = { code: ' estate-24 ', discount_type: 'percentage', discount_value: 10 };
const detailOf = (input: CouponDraftInput) => {
  try {
    couponDraft(input);
    return 'ok';
  } catch (e) {
    return (e as { detail?: string }).detail;
  }
};

describe('couponDraft', () => {
  it('stores the code upper case and trimmed, optional fields as null', () => {
    expect(couponDraft(base)).toEqual({ code: 'ESTATE-24', discountType: 'percentage', discountValue: 10, validFrom: null, validUntil: null, maxUses: null, partnerName: null });
  });
  it('refuses codes outside 1–64 of A-Z 0-9 - _', () => {
    expect(detailOf({ ...base, code: '   ' })).toBe('coupon_code_format');
    expect(detailOf({ ...base, code: 'CIAO MONDO' })).toBe('coupon_code_format');
    expect(detailOf({ ...base, code: 'SCONTO€' })).toBe('coupon_code_format');
    expect(detailOf({ ...base, code: 'A'.repeat(65) })).toBe('coupon_code_format');
    expect(detailOf({ ...base, code: 'A'.repeat(64) })).toBe('ok');
    expect(detailOf({ ...base, code: 'a_b-9' })).toBe('ok');
  });
  it('percentage 1–100, fixed cents from 1', () => {
    expect(detailOf({ ...base, discount_value: 0 })).toBe('coupon_value_range');
    expect(detailOf({ ...base, discount_value: 101 })).toBe('coupon_value_range');
    expect(detailOf({ ...base, discount_value: 100 })).toBe('ok');
    expect(detailOf({ ...base, discount_value: 12.5 })).toBe('coupon_value_range');
    expect(detailOf({ ...base, discount_type: 'fixed', discount_value: 0 })).toBe('coupon_value_range');
    expect(detailOf({ ...base, discount_type: 'fixed', discount_value: 250_00 })).toBe('ok');
  });
  it('a window of Rome days: from midnight of the first to midnight after the last', () => {
    const d = couponDraft({ ...base, valid_from: '2026-03-29', valid_until: '2026-10-25' });
    // 29 March 2026: Rome still on CET at midnight; 26 October 2026 00:00 is CET again.
    expect(d.validFrom?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(d.validUntil?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(windowStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(windowEnd('2026-07-01').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(lastValidDay(windowEnd('2026-10-25'))).toBe('2026-10-25');
    expect(detailOf({ ...base, valid_from: '2026-05-02', valid_until: '2026-05-01' })).toBe('coupon_window_order');
    expect(detailOf({ ...base, valid_from: '2026-05-01', valid_until: '2026-05-01' })).toBe('ok');
    expect(detailOf({ ...base, valid_until: '2026-02-30' })).toBe('coupon_window_date');
  });
  it('max uses a whole number from 1, or unlimited', () => {
    expect(detailOf({ ...base, max_uses: 0 })).toBe('coupon_max_uses');
    expect(detailOf({ ...base, max_uses: 1.5 })).toBe('coupon_max_uses');
    expect(couponDraft({ ...base, max_uses: 3, partner_name: '  Agenzia Langhe  ' })).toMatchObject({ maxUses: 3, partnerName: 'Agenzia Langhe' });
    expect(couponDraft({ ...base, partner_name: '   ' }).partnerName).toBeNull();
  });
  it('a stored coupon reads back as the input that made it', () => {
    const input: CouponDraftInput = {
      code: 'NATALE',
      discount_type: 'fixed',
      discount_value: 1500,
      valid_from: '2026-12-01',
      valid_until: '2026-12-31',
      max_uses: 40,
      partner_name: 'Hotel',
    };
    const d = couponDraft(input);
    expect(draftInputOf({ ...d })).toEqual(input);
  });
});

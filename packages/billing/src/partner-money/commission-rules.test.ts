import { describe, expect, it } from 'vitest';
import {
  chooseAttribution,
  commissionAmount,
  commissionBase,
  divRoundHalfUp,
  isSelfReferral,
  normalizePhone,
  normalizeTaxId,
  refCodeStem,
  reversedTotal,
  reversesFully,
} from './commission-rules.ts';

describe('commission arithmetic (integer cents, half up)', () => {
  it('divides rounding half up, exactly', () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(4, 3)).toBe(1);
    expect(divRoundHalfUp(5, 3)).toBe(2);
    expect(divRoundHalfUp(0, 7)).toBe(0);
    expect(() => divRoundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divRoundHalfUp(1.5, 2)).toThrow(RangeError);
  });
  it('base = total net of 22 % VAT; amount = base × rate', () => {
    // 170 € with 22 % VAT: 139.344… € → 13934 cents; at 10 %: 1393.4 → 1393.
    expect(commissionBase(17000, 2200)).toBe(13934);
    expect(commissionAmount(13934, 1000)).toBe(1393);
    // 153 € after a 10 % code: 125.409… → 12541; at 12.5 %: 1567.625 → 1568 (half up).
    expect(commissionBase(15300, 2200)).toBe(12541);
    expect(commissionAmount(12541, 1250)).toBe(1568);
    // No VAT: the base is the total.
    expect(commissionBase(4500, 0)).toBe(4500);
    expect(commissionAmount(0, 1000)).toBe(0);
  });
});

describe('reversals', () => {
  it('in proportion to the refund, never more than the original', () => {
    expect(reversedTotal(1393, { full: false, refundedCents: 8500, paidCents: 17000 })).toBe(697); // 696.5 → 697
    expect(reversedTotal(1393, { full: false, refundedCents: 17000, paidCents: 17000 })).toBe(1393);
    expect(reversedTotal(1393, { full: false, refundedCents: 20000, paidCents: 17000 })).toBe(1393);
    expect(reversedTotal(1393, { full: false, refundedCents: 0, paidCents: 17000 })).toBe(0);
    expect(reversedTotal(1393, { full: true, refundedCents: 0, paidCents: 0 })).toBe(1393);
  });
  it('a no-show, or a cancellation with nothing paid, reverses fully', () => {
    expect(reversesFully('no_show', 17000)).toBe(true);
    expect(reversesFully('cancelled', 0)).toBe(true);
    expect(reversesFully('cancelled', 17000)).toBe(false);
    expect(reversesFully('confirmed', 0)).toBe(false);
  });
});

describe('attribution', () => {
  const click = { partnerId: 2, linkId: 9, attributedAt: new Date('2026-05-01T10:00:00Z') };
  it("a partner's code beats a link; a reseller's own order is nobody's", () => {
    expect(chooseAttribution({ resellerOrder: false, code: { partnerId: 1, couponId: 5 }, click })).toEqual({ source: 'code', partnerId: 1, couponId: 5 });
    expect(chooseAttribution({ resellerOrder: false, code: null, click })).toEqual({ source: 'link', ...click });
    expect(chooseAttribution({ resellerOrder: true, code: { partnerId: 1, couponId: 5 }, click })).toBeNull();
    expect(chooseAttribution({ resellerOrder: false, code: null, click: null })).toBeNull();
  });
  it('self-referral: the partner’s e-mail, phone or tax id on the booking', () => {
    const partner = { emails: ['Info@Hotel.example', 'concierge@hotel.example'], phones: ['+39 0173 555 111'], taxIds: ['IT01234567897', null] };
    const guest = { email: 'guest@example.com', phone: '+44 20 7946 0000', taxIds: [] };
    expect(isSelfReferral(partner, guest)).toBe(false);
    expect(isSelfReferral(partner, { ...guest, email: ' CONCIERGE@hotel.example ' })).toBe(true);
    expect(isSelfReferral(partner, { ...guest, phone: '0173555111' })).toBe(true);
    expect(isSelfReferral(partner, { ...guest, taxIds: ['01234567897'] })).toBe(true);
    expect(isSelfReferral(partner, { ...guest, taxIds: [''] })).toBe(false);
  });
  it('normalizes phones and tax ids', () => {
    expect(normalizePhone('+39 333 123 4567')).toBe('3331234567');
    expect(normalizePhone('0039 333 1234567')).toBe('3331234567');
    expect(normalizePhone('12')).toBe('');
    expect(normalizeTaxId('it 01234567897')).toBe('01234567897');
  });
  it('a ref code stem from the company name', () => {
    expect(refCodeStem('Hotel Belvedere s.r.l.')).toBe('HOTELBELVEDE');
    expect(refCodeStem('Càsa Ò')).toBe('CASAO');
    expect(refCodeStem('B&B')).toBe('BBPP');
  });
});

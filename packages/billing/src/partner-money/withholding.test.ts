import { describe, expect, it } from 'vitest';
import { payoutAmounts, withholdingApplies, withholdingCents } from './withholding.ts';

describe('withholding tax on payouts', () => {
  it('is gross × rate, rounded half up to the cent', () => {
    expect(withholdingCents(10_000, 1150)).toBe(1150);
    // 5 321 × 11.5 % = 611.915 → 612
    expect(withholdingCents(5_321, 1150)).toBe(612);
    // 5 300 × 11.5 % = 609.5 exactly: half goes up
    expect(withholdingCents(5_300, 1150)).toBe(610);
    // 5 287 × 11.5 % = 608.005 → 608 (below the half)
    expect(withholdingCents(5_287, 1150)).toBe(608);
    expect(withholdingCents(1, 1150)).toBe(0);
    expect(withholdingCents(5, 1000)).toBe(1); // 0.5 → 1
    expect(withholdingCents(0, 1150)).toBe(0);
    expect(withholdingCents(12_345, 0)).toBe(0);
  });

  it('refuses what is not a whole number of cents or a rate out of range', () => {
    expect(() => withholdingCents(10.5, 1150)).toThrow(RangeError);
    expect(() => withholdingCents(-1, 1150)).toThrow(RangeError);
    expect(() => withholdingCents(100, 5001)).toThrow(RangeError);
    expect(() => withholdingCents(100, 11.5)).toThrow(RangeError);
  });

  it('applies to a private person, and to a company only without a VAT number', () => {
    expect(withholdingApplies({ personType: 'private', vatNumber: null })).toBe(true);
    expect(withholdingApplies({ personType: 'private', vatNumber: 'IT01234567890' })).toBe(true);
    expect(withholdingApplies({ personType: 'company', vatNumber: 'IT01234567890' })).toBe(false);
    expect(withholdingApplies({ personType: 'company', vatNumber: '  ' })).toBe(true);
  });

  it('stores gross, withholding and net with net = gross − withholding', () => {
    expect(payoutAmounts(7_777, { personType: 'private', withholdingBps: 1150, vatNumber: null })).toEqual({ grossCents: 7_777, withholdingCents: 894, netCents: 6_883 });
    expect(payoutAmounts(7_777, { personType: 'private', withholdingBps: 2000, vatNumber: null })).toEqual({ grossCents: 7_777, withholdingCents: 1_555, netCents: 6_222 });
    expect(payoutAmounts(7_777, { personType: 'company', withholdingBps: 1150, vatNumber: 'IT01234567890' })).toEqual({ grossCents: 7_777, withholdingCents: 0, netCents: 7_777 });
  });
});

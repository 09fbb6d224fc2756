import { describe, expect, it } from 'vitest';
import { DomainError } from '@tenuta/core';
import { DEFAULT_CUTOFF_MINUTES, effectiveCutoff, isOpenForSale, isValidCutoff, salesCloseAt } from './booking-cutoff.ts';
import { checkBookingCutoff } from './check-booking-cutoff.ts';

const start = new Date('2026-12-10T13:00:00Z'); // 14:00 in Rome
const at = (minutesBefore: number) => new Date(start.getTime() - minutesBefore * 60_000);

describe('booking cut-off rules', () => {
  it('an experience without its own value takes its category default', () => {
    expect(effectiveCutoff('TRUFFLE', null)).toBe(DEFAULT_CUTOFF_MINUTES.TRUFFLE);
    expect(effectiveCutoff('WINE', null)).toBe(DEFAULT_CUTOFF_MINUTES.WINE);
    expect(effectiveCutoff('TRUFFLE', 0)).toBe(0);
    expect(effectiveCutoff('WINE', 240)).toBe(240);
  });

  it('sales stop at the cut-off instant, not a minute later', () => {
    const slot = { startsAt: start, cutoffMinutes: 180 };
    expect(salesCloseAt(start, 180).toISOString()).toBe('2026-12-10T10:00:00.000Z');
    expect(isOpenForSale(slot, at(181))).toBe(true);
    expect(isOpenForSale(slot, at(180))).toBe(false);
    expect(isOpenForSale(slot, at(40))).toBe(false);
    expect(isOpenForSale({ startsAt: start, cutoffMinutes: 0 }, at(1))).toBe(true);
  });

  it('the refusal is booking_closed with the numbers for the message', () => {
    expect(() => checkBookingCutoff({ startsAt: start, cutoffMinutes: 60 }, at(61))).not.toThrow();
    try {
      checkBookingCutoff({ startsAt: start, cutoffMinutes: 60 }, at(30));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe('booking_closed');
      expect((e as DomainError).extra).toEqual({ cutoff_minutes: 60, sales_closed_at: '2026-12-10T12:00:00.000Z' });
    }
  });

  it('staff values are whole minutes from 0 to a week, or null', () => {
    expect([null, 0, 90, 10_080].every(isValidCutoff)).toBe(true);
    expect([-1, 10_081, 1.5, Number.NaN].some(isValidCutoff)).toBe(false);
  });
});

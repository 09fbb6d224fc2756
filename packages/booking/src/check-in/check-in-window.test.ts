import { describe, expect, it } from 'vitest';
import { CHECK_IN_LATE_HOURS, checkInTiming } from './check-in-window.ts';

const at = (iso: string) => new Date(iso);

describe('check-in window', () => {
  it('opens at midnight (Rome) of the slot’s day: early arrivals for a later slot are welcome', () => {
    // 16:30 Rome (CEST, UTC+2) slot
    const start = at('2026-06-10T14:30:00Z');
    expect(checkInTiming(start, at('2026-06-09T21:59:00Z'))).toBe('too_early'); // 23:59 the day before
    expect(checkInTiming(start, at('2026-06-09T22:00:00Z'))).toBe('open'); // 00:00 Rome
    expect(checkInTiming(start, at('2026-06-10T07:00:00Z'))).toBe('open');
  });

  it('stays open all the slot’s day, and after midnight until the late limit', () => {
    const start = at('2026-06-10T07:00:00Z'); // 09:00 Rome
    expect(checkInTiming(start, at('2026-06-10T21:59:00Z'))).toBe('open'); // 23:59 Rome, 15 h later
    expect(checkInTiming(start, at('2026-06-10T22:00:00Z'))).toBe('too_late'); // next Rome day, > 6 h
    const evening = at('2026-06-10T20:30:00Z'); // 22:30 Rome
    expect(checkInTiming(evening, at('2026-06-10T23:30:00Z'))).toBe('open'); // 01:30 next day, 3 h after
    expect(checkInTiming(evening, new Date(evening.getTime() + CHECK_IN_LATE_HOURS * 3_600_000 - 1))).toBe('open');
    expect(checkInTiming(evening, new Date(evening.getTime() + CHECK_IN_LATE_HOURS * 3_600_000))).toBe('too_late');
  });

  it('never opens on another day, before or after', () => {
    const start = at('2026-06-10T07:00:00Z');
    expect(checkInTiming(start, at('2026-06-08T07:00:00Z'))).toBe('too_early');
    expect(checkInTiming(start, at('2026-06-12T07:00:00Z'))).toBe('too_late');
  });

  it('uses the Rome day across the autumn clock change', () => {
    // Sunday 31 October 2027, 10:00 Rome is 09:00 UTC (CET); Rome midnight was 22:00 UTC (CEST) the day before.
    const start = at('2027-10-31T09:00:00Z');
    expect(checkInTiming(start, at('2027-10-30T21:59:00Z'))).toBe('too_early');
    expect(checkInTiming(start, at('2027-10-30T22:00:00Z'))).toBe('open');
  });
});

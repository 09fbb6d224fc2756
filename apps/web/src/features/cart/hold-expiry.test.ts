import { describe, expect, it } from 'vitest';
import { earliestHold, minutesLeft } from './hold-expiry.ts';

describe('hold expiry', () => {
  it('finds the earliest hold', () => {
    expect(earliestHold([])).toBeNull();
    expect(
      earliestHold([{ hold_expires_at: '2026-11-23T09:20:00.000Z' }, { hold_expires_at: '2026-11-23T09:05:00.000Z' }, { hold_expires_at: 'bad' }]),
    ).toBe('2026-11-23T09:05:00.000Z');
  });
  it('counts whole minutes left, rounded up, never negative', () => {
    const now = Date.parse('2026-11-23T09:00:00.000Z');
    expect(minutesLeft('2026-11-23T09:20:00.000Z', now)).toBe(20);
    expect(minutesLeft('2026-11-23T09:00:30.000Z', now)).toBe(1);
    expect(minutesLeft('2026-11-23T08:59:00.000Z', now)).toBe(0);
  });
});

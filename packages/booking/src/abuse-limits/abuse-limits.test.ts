import { describe, expect, it } from 'vitest';
import { isDomainError } from '@tenuta/core';
import { DEFAULT_ABUSE_LIMITS, NO_ABUSE_LIMITS, parseAbuseLimits } from './abuse-limits.ts';
import { checkHeldSeats, holderKey } from './held-seats.ts';

describe('ABUSE_LIMITS', () => {
  it('unset or "default" gives the defaults; "off" lifts every limit', () => {
    expect(parseAbuseLimits(undefined)).toEqual(DEFAULT_ABUSE_LIMITS);
    expect(parseAbuseLimits(' default ')).toEqual(DEFAULT_ABUSE_LIMITS);
    expect(parseAbuseLimits('off')).toEqual(NO_ABUSE_LIMITS);
    expect(Object.values(parseAbuseLimits('off')).every((n) => n === Number.MAX_SAFE_INTEGER)).toBe(true);
  });
  it('overrides some limits by name and keeps the others', () => {
    expect(parseAbuseLimits('seats_per_address=200, adds_per_address_minute=300')).toEqual({ ...DEFAULT_ABUSE_LIMITS, seatsPerAddress: 200, addsPerAddressMinute: 300 });
  });
  it('refuses unknown names, zero and non-numbers, naming the problem', () => {
    expect(() => parseAbuseLimits('seats=3')).toThrow(/"seats=3" is not name=number/);
    expect(() => parseAbuseLimits('seats_per_cart=0')).toThrow(/1 or more/);
    expect(() => parseAbuseLimits('seats_per_cart=lots')).toThrow(/not name=number/);
  });
  it('the defaults let 30 parties of 4 behind one address hold their seats at once', () => {
    expect(DEFAULT_ABUSE_LIMITS.seatsPerAddress).toBeGreaterThanOrEqual(30 * 4);
    expect(DEFAULT_ABUSE_LIMITS.cartsPerAddressHour).toBeGreaterThanOrEqual(30 * 2);
  });
});

describe('seats held at once', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const firstExpiry = new Date('2026-11-23T10:12:30Z');
  const limits = { ...DEFAULT_ABUSE_LIMITS, seatsPerCart: 6, seatsPerAddress: 10 };
  const refusal = (f: () => void) => {
    try {
      f();
    } catch (e) {
      if (isDomainError(e)) return { code: e.code, ...e.extra };
      throw e;
    }
    return 'allowed';
  };
  it('up to the limit is allowed, one seat more is 429 until the first hold ends', () => {
    expect(refusal(() => checkHeldSeats(limits, 2, { seats: 4, firstExpiry }, { seats: 8, firstExpiry }, now))).toBe('allowed');
    expect(refusal(() => checkHeldSeats(limits, 3, { seats: 4, firstExpiry }, undefined, now))).toEqual({ code: 'rate_limited', limit: 'seats_per_cart', retry_after: 750 });
    expect(refusal(() => checkHeldSeats(limits, 3, { seats: 0, firstExpiry: null }, { seats: 8, firstExpiry }, now))).toEqual({
      code: 'rate_limited',
      limit: 'seats_per_address',
      retry_after: 750,
    });
  });
  it('a hold bigger than the limit on its own waits a minute (nothing to wait for)', () => {
    expect(refusal(() => checkHeldSeats(limits, 7, { seats: 0, firstExpiry: null }, undefined, now))).toMatchObject({ limit: 'seats_per_cart', retry_after: 60 });
  });
  it('the holder key is a salted hash, never the address', () => {
    expect(holderKey('203.0.113.7')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(holderKey('203.0.113.7')).not.toContain('203');
    expect(holderKey('203.0.113.7')).not.toBe(holderKey('203.0.113.8'));
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_NUMBER_ALPHABET, generateBookingNumber, isBookingNumber } from './booking-number.ts';
import { generateManageToken, hashManageToken } from './manage-token.ts';

describe('booking numbers', () => {
  it('are BK- and 8 symbols without look-alikes', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(BOOKING_NUMBER_ALPHABET).not.toContain(ambiguous);
    for (let i = 0; i < 200; i++) {
      const n = generateBookingNumber();
      expect(n).toMatch(/^BK-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      expect(isBookingNumber(n)).toBe(true);
    }
  });

  it('are not sequential nor repeated, and use the whole alphabet', () => {
    const many = Array.from({ length: 5000 }, generateBookingNumber);
    expect(new Set(many).size).toBe(many.length);
    expect(new Set(many.join('').replaceAll('BK-', ''))).toEqual(new Set(BOOKING_NUMBER_ALPHABET));
  });

  it('recognises only well-formed numbers', () => {
    expect(isBookingNumber('bk-abcdefgh')).toBe(true);
    for (const bad of ['BK-ABCDEFG', 'BK-ABCDEFGHJ', 'BK-ABCDEF0H', 'XX-ABCDEFGH', '12']) expect(isBookingNumber(bad)).toBe(false);
  });
});

describe('manage tokens', () => {
  it('are random, 256-bit, and stored only as their SHA-256', () => {
    const a = generateManageToken();
    const b = generateManageToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashManageToken(a.token)).toBe(a.hash);
  });
});

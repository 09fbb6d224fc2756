import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeBookingRef } from './booking-ref.ts';
import { signCheckInToken, verifyCheckInToken } from './check-in-token.ts';

const key = randomBytes(32);

describe('check-in token', () => {
  it('is the booking number and a 144-bit MAC, and verifies back to the number', () => {
    const token = signCheckInToken(key, 'BK-ABCD2345');
    expect(token).toMatch(/^BK-ABCD2345\.[A-Za-z0-9_-]{24}$/);
    expect(verifyCheckInToken(key, token)).toBe('BK-ABCD2345');
    expect(verifyCheckInToken(key, `  ${token}\n`)).toBe('BK-ABCD2345');
    expect(signCheckInToken(key, 'BK-ABCD2345')).toBe(token);
  });

  it('refuses a token whose number was changed (the MAC is of another booking)', () => {
    const token = signCheckInToken(key, 'BK-ABCD2345');
    const mac = token.split('.')[1]!;
    expect(verifyCheckInToken(key, `BK-ABCD2346.${mac}`)).toBeNull();
  });

  it('refuses a token whose MAC was changed in any one character', () => {
    const token = signCheckInToken(key, 'BK-ABCD2345');
    const [number, mac] = token.split('.') as [string, string];
    for (let i = 0; i < mac.length; i++) {
      const c = mac[i] === 'A' ? 'B' : 'A';
      expect(verifyCheckInToken(key, `${number}.${mac.slice(0, i)}${c}${mac.slice(i + 1)}`)).toBeNull();
    }
  });

  it('refuses a token signed with another key, and malformed ones', () => {
    const other = signCheckInToken(randomBytes(32), 'BK-ABCD2345');
    expect(verifyCheckInToken(key, other)).toBeNull();
    const token = signCheckInToken(key, 'BK-ABCD2345');
    for (const bad of [
      '',
      'BK-ABCD2345',
      'BK-ABCD2345.',
      token.slice(0, -1),
      `${token}A`,
      token.replace('.', '..'),
      `bk-abcd2345.${token.split('.')[1]}`,
      'x.y',
      token.replace('BK-', ''),
    ]) {
      expect(verifyCheckInToken(key, bad), bad).toBeNull();
    }
  });

  it('never signs something that is not a booking number', () => {
    expect(() => signCheckInToken(key, 'BK-1.2')).toThrow();
    expect(() => signCheckInToken(key, '')).toThrow();
  });
});

describe('booking number typed at the desk', () => {
  it('accepts it with or without BK-, in any case, with spaces', () => {
    for (const typed of ['BK-ABCD2345', 'bk-abcd2345', 'ABCD2345', 'abcd 2345', 'BK ABCD-2345', 'bkabcd2345']) expect(normalizeBookingRef(typed), typed).toBe('BK-ABCD2345');
  });
  it('reads digits as a booking id', () => {
    expect(normalizeBookingRef('42')).toBe(42);
    expect(normalizeBookingRef(42)).toBe(42);
  });
  it('gives nothing for what can be neither', () => {
    for (const typed of ['', '0', 'BK-ABC', 'BK-ABCD234O', 'ABCD23451', 'drop table']) expect(normalizeBookingRef(typed), typed).toBeNull();
  });
});

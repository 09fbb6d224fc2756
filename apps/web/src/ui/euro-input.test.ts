import { describe, expect, it } from 'vitest';
import { centsToEuroInput, euroToCents } from './euro-input.ts';

describe('euroToCents', () => {
  it('reads what staff type, in either convention, as whole cents', () => {
    expect(euroToCents('15')).toBe(1500);
    expect(euroToCents('12,50')).toBe(1250);
    expect(euroToCents('12.5')).toBe(1250);
    expect(euroToCents(' € 8,05 ')).toBe(805);
    expect(euroToCents('1.234,56')).toBe(123456);
    expect(euroToCents('1,234.56')).toBe(123456);
    expect(euroToCents('0,01')).toBe(1);
    // 0.1 + 0.2 style floats never enter: 19.99 is exactly 1999.
    expect(euroToCents('19,99')).toBe(1999);
    expect(euroToCents('1.234.567,89')).toBe(123456789);
  });
  it('refuses what is not an amount', () => {
    for (const s of ['', 'abc', '12,345', '-5', '1e3', '12,5,0', '€']) expect(euroToCents(s), s).toBeNull();
  });
});

describe('centsToEuroInput', () => {
  it('writes cents back for the field', () => {
    expect(centsToEuroInput(1500, 'it')).toBe('15');
    expect(centsToEuroInput(1250, 'it')).toBe('12,50');
    expect(centsToEuroInput(805, 'en')).toBe('8.05');
    expect(centsToEuroInput(null, 'it')).toBe('');
  });
});

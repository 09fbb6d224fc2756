import { describe, expect, it } from 'vitest';
import { isPlausibleForeignVatNumber, isValidFiscalCode, isValidItalianVatNumber, isValidSdiCode } from './italian-tax.ts';

describe('codice fiscale', () => {
  it('accepts a code whose check letter is right, in any case and spacing', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidFiscalCode('rssmra85t10a562s')).toBe(true);
    expect(isValidFiscalCode('RSS MRA 85T10 A562S')).toBe(true);
  });
  it('refuses a wrong check letter, a wrong shape or length', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidFiscalCode('RSSMRA85Z10A562S')).toBe(false); // Z is no month letter
    expect(isValidFiscalCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidFiscalCode('')).toBe(false);
  });
  it('accepts omocodia (digits replaced by letters) with its own check letter', () => {
    // 85 -> UR (8 -> U, 5 -> R); the check letter is recomputed over the letters.
    const body = 'RSSMRAURT10A562';
    const odd: Record<string, number> = { R: 8, S: 12, M: 18, A: 1, U: 16, T: 14, 1: 0, 0: 1, 5: 13, 6: 15, 2: 5 };
    let sum = 0;
    for (let i = 0; i < 15; i++) {
      const c = body[i]!;
      sum += i % 2 === 0 ? odd[c]! : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    }
    expect(isValidFiscalCode(body + String.fromCharCode(65 + (sum % 26)))).toBe(true);
  });
});

describe('partita IVA', () => {
  it('checks the check digit', () => {
    expect(isValidItalianVatNumber('12345678903')).toBe(true);
    expect(isValidItalianVatNumber('IT 12345678903')).toBe(true);
    expect(isValidItalianVatNumber('12345678904')).toBe(false);
    expect(isValidItalianVatNumber('1234567890')).toBe(false);
    expect(isValidItalianVatNumber('00000000000')).toBe(false);
  });
  it('accepts plausible foreign VAT numbers and SDI codes by shape', () => {
    expect(isPlausibleForeignVatNumber('DE123456789')).toBe(true);
    expect(isPlausibleForeignVatNumber('123')).toBe(false);
    expect(isValidSdiCode('M5UXCR1')).toBe(true);
    expect(isValidSdiCode('12')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { newVoucherCode, normalizeVoucherCode, VOUCHER_CODE_ALPHABET, voucherCodeHash, voucherCodeLast4 } from './voucher-code.ts';

describe('gift voucher codes', () => {
  it('are 16 characters of the unambiguous alphabet, grouped by four, and never repeat in practice', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newVoucherCode()));
    expect(codes.size).toBe(2000);
    for (const code of [...codes].slice(0, 50)) {
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      for (const c of code.replace(/-/g, '')) expect(VOUCHER_CODE_ALPHABET).toContain(c);
    }
  });

  it('reads a code forgivingly: case, spaces, dashes and look-alike characters', () => {
    const code = 'K7QM-R4TX-9HCW-3PNF';
    expect(normalizeVoucherCode(code)).toBe('K7QMR4TX9HCW3PNF');
    expect(normalizeVoucherCode(' k7qm r4tx 9hcw 3pnf ')).toBe('K7QMR4TX9HCW3PNF');
    expect(normalizeVoucherCode('K7OM-R4TX-9HCW-3PNF')).toBe('K7QMR4TX9HCW3PNF');
    expect(normalizeVoucherCode('K7QM-R4TX-9HCW')).toBeNull();
    expect(normalizeVoucherCode('K7QM-R4TX-9HCW-3PN!')).toBeNull();
  });

  it('stores only a hash and shows the last four characters', () => {
    const n = normalizeVoucherCode('K7QM-R4TX-9HCW-3PNF')!;
    expect(voucherCodeHash(n)).toMatch(/^[0-9a-f]{64}$/);
    expect(voucherCodeHash(n)).not.toContain(n);
    expect(voucherCodeLast4(n)).toBe('3PNF');
  });
});

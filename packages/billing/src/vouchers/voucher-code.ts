import { createHash, randomInt } from 'node:crypto';

/**
 * Gift voucher codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z,
 * 8/B, U/V), about 78 bits, grouped by four for reading aloud ("K7QM-R4TX-9HCW-3PNF"). Only the
 * code's SHA-256 is stored (a leaked database holds no spendable code) and its last four
 * characters, which staff and the holder see. A code is read forgivingly: case, spaces and
 * dashes do not matter, and the look-alikes a guest may type are read as the letter they resemble.
 */
export const VOUCHER_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const VOUCHER_CODE_LENGTH = 16;

/** A new code, grouped for reading (cryptographic randomness). */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1) code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return groupVoucherCode(code);
}

/** "K7QMR4TX9HCW3PNF" → "K7QM-R4TX-9HCW-3PNF". */
export const groupVoucherCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

const LOOK_ALIKES: Record<string, string> = { '0': 'Q', O: 'Q', '1': 'T', I: 'T', L: 'T', '5': 'X', S: 'X', '2': 'Z', '8': 'B', U: 'W', V: 'W' };

/**
 * The code as stored and compared: upper case, separators removed, look-alikes mapped.
 * Null when what was typed cannot be a voucher code (wrong length or characters).
 */
export function normalizeVoucherCode(typed: string): string | null {
  const raw = typed
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .split('')
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('');
  if (raw.length !== VOUCHER_CODE_LENGTH) return null;
  for (const c of raw) if (!VOUCHER_CODE_ALPHABET.includes(c)) return null;
  return raw;
}

/** The stored form of a normalised code. */
export const voucherCodeHash = (normalized: string): string => createHash('sha256').update(normalized).digest('hex');

/** The four characters shown for a code ("3PNF"). */
export const voucherCodeLast4 = (normalized: string): string => normalized.slice(-4);

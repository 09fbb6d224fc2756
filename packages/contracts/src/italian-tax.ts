/**
 * Italian tax identifiers, checked the way the Agenzia delle Entrate defines
 * them. Shared by the checkout form and the server.
 */

const ODD: Record<string, number> = {
  0: 1,
  1: 0,
  2: 5,
  3: 7,
  4: 9,
  5: 13,
  6: 15,
  7: 17,
  8: 19,
  9: 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};
const evenValue = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

// Omocodia: digits may be replaced by L M N P Q R S T U V.
const FISCAL_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export function normalizeFiscalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Codice fiscale of a person: 16 characters with a check letter. */
export function isValidFiscalCode(value: string): boolean {
  const cf = normalizeFiscalCode(value);
  if (!FISCAL_CODE.test(cf)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = cf[i]!;
    sum += i % 2 === 0 ? (ODD[c] ?? 0) : evenValue(c);
  }
  return String.fromCharCode(65 + (sum % 26)) === cf[15];
}

export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** Partita IVA: 11 digits (an "IT" prefix is allowed) with a Luhn-style check digit. */
export function isValidItalianVatNumber(value: string): boolean {
  const v = normalizeVatNumber(value).replace(/^IT/, '');
  if (!/^\d{11}$/.test(v) || v === '00000000000') return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = v.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === v.charCodeAt(10) - 48;
}

/** A VAT number from another country: a country prefix and 2 to 13 letters or digits. */
export function isPlausibleForeignVatNumber(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(normalizeVatNumber(value));
}

/** Codice destinatario SDI: 7 characters (6 for public administrations). */
export function isValidSdiCode(value: string): boolean {
  return /^[A-Z0-9]{6,7}$/.test(value.trim().toUpperCase());
}

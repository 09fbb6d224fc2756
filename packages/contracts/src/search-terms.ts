/**
 * How staff searches read what is typed, the same on the server (the bookings search in
 * PostgreSQL) and in the browser (the day's manifest, already loaded): see
 * docs/domain/staff-bookings.md, "Finding a booking".
 */

/** Only what a phone number is written with: digits, spaces, +, dashes, dots, slashes, brackets. */
const PHONE_LIKE = /^[\d\s+().\-/]+$/;
/** Fewer digits than this match too many numbers to be a phone search. */
const MIN_PHONE_DIGITS = 3;
/** A country code has 1 to 3 digits; the national number that follows has at least this many. */
const NATIONAL_DIGITS = 6;

/**
 * The run of digits to look for in the guests' phone numbers, or null when `q` is not a phone
 * number. "+39 333 123 4567" and "0039 333-123-4567" must find a phone saved as "3331234567" and
 * the other way round: an international number loses its first three digits (the longest
 * country code), which leaves digits every way of writing the number contains.
 */
export function phoneSearchDigits(q: string): string | null {
  const text = q.trim();
  if (!PHONE_LIKE.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return null;
  const international = text.startsWith('+') || text.startsWith('00');
  if (text.startsWith('00')) digits = digits.slice(2);
  if (international && digits.length - 3 >= NATIONAL_DIGITS) digits = digits.slice(3);
  return digits;
}

/**
 * Text without accents, in lower case ("Müller" → "muller", "Nicolò" → "nicolo"), for a search
 * in the browser; the server folds with PostgreSQL's unaccent, which agrees on names.
 */
export const foldForSearch = (s: string): string =>
  s.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/[øØ]/g, 'o').replace(/[łŁ]/g, 'l').replace(/[æÆ]/g, 'ae').replace(/[œŒ]/g, 'oe').toLowerCase();

/** Whether a guest (name, booking number, e-mail, phone) matches a search typed at the desk. */
export function guestMatches(q: string, guest: { texts: (string | null | undefined)[]; phone?: string | null | undefined }): boolean {
  const query = q.trim();
  if (!query) return true;
  const folded = foldForSearch(query);
  if (guest.texts.some((t) => t && foldForSearch(t).includes(folded))) return true;
  const digits = phoneSearchDigits(query);
  return digits !== null && Boolean(guest.phone) && guest.phone!.replace(/\D/g, '').includes(digits);
}

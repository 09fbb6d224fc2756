import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The check-in token printed as a QR code in every confirmation e-mail:
 * `<booking number>.<mac>`, the MAC being HMAC-SHA256 over the booking number
 * with the estate's own check-in key, truncated to 18 bytes (144 bits) and
 * base64url-encoded (24 characters). It names the booking, proves that the
 * estate issued it, and grants nothing but arriving: unlike the manage token
 * it cannot read, cancel or change the booking.
 */
const MAC_BYTES = 18;
const MAC_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** Booking numbers are BK-… (bookings/booking-number.ts); older or imported ones may differ, never with a dot. */
const NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
const CONTEXT = 'tenuta-check-in:v1:';

function mac(key: Buffer, bookingNumber: string): Buffer {
  return createHmac('sha256', key)
    .update(CONTEXT + bookingNumber, 'utf8')
    .digest()
    .subarray(0, MAC_BYTES);
}

export function signCheckInToken(key: Buffer, bookingNumber: string): string {
  if (!NUMBER_PATTERN.test(bookingNumber)) throw new Error(`not a booking number: ${bookingNumber}`);
  return `${bookingNumber}.${mac(key, bookingNumber).toString('base64url')}`;
}

/** The booking number a token names when its MAC is right (compared in constant time); null otherwise. */
export function verifyCheckInToken(key: Buffer, token: string): string | null {
  const s = token.trim();
  const dot = s.lastIndexOf('.');
  if (dot < 0) return null;
  const bookingNumber = s.slice(0, dot);
  const given = s.slice(dot + 1);
  if (!NUMBER_PATTERN.test(bookingNumber) || !MAC_PATTERN.test(given)) return null;
  const expected = mac(key, bookingNumber);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length) return null;
  return timingSafeEqual(actual, expected) ? bookingNumber : null;
}

import { BOOKING_NUMBER_ALPHABET } from '../bookings/booking-number.ts';

const SYMBOLS = new RegExp(`^[${BOOKING_NUMBER_ALPHABET}]{8}$`);

/**
 * What the desk typed, as a booking id or number: "bk-abcd 2345", "ABCD2345"
 * and "BK-ABCD2345" all name BK-ABCD2345; digits are a booking id. Null when
 * it can be neither (nothing to look up).
 */
export function normalizeBookingRef(input: string | number): string | number | null {
  const s = String(input).toUpperCase().replace(/[\s-]/g, '');
  if (/^\d{1,15}$/.test(s)) {
    const id = Number(s);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }
  const symbols = s.length === 10 && s.startsWith('BK') ? s.slice(2) : s;
  return SYMBOLS.test(symbols) ? `BK-${symbols}` : null;
}

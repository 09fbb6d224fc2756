/**
 * localStorage `pending_booking` (docs/product.md, Browser storage): the booking the older
 * success flow verifies when the URL names none. Stored as
 * `{ booking_number, booking_id, token }` (the token is the booking's manage
 * token: the payment and booking calls answer only with it). Reads are
 * lenient: a broken or foreign value counts as absent.
 */
export const PENDING_BOOKING_KEY = 'pending_booking';

export interface PendingBooking {
  booking_number: string;
  booking_id: number | null;
  token: string | null;
}

/** What the page verifies: a booking reference (id or BK- number) and its token when known. */
export interface BookingToVerify {
  ref: string;
  token: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const id = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

export function parsePendingBooking(raw: string | null): PendingBooking | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const r = v as Record<string, unknown>;
  const bookingNumber = text(r.booking_number);
  const bookingId = id(r.booking_id);
  if (!bookingNumber && bookingId === null) return null;
  return { booking_number: bookingNumber ?? String(bookingId), booking_id: bookingId, token: text(r.token) };
}

function local(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readPendingBooking(storage = local()): PendingBooking | null {
  try {
    return parsePendingBooking(storage?.getItem(PENDING_BOOKING_KEY) ?? null);
  } catch {
    return null;
  }
}

export function savePendingBooking(booking: PendingBooking, storage = local()): void {
  try {
    storage?.setItem(PENDING_BOOKING_KEY, JSON.stringify(booking));
  } catch {
    /* blocked or full storage: the URL can still name the booking */
  }
}

export function clearPendingBooking(storage = local()): void {
  try {
    storage?.removeItem(PENDING_BOOKING_KEY);
  } catch {
    /* nothing to remove */
  }
}

const sameBooking = (ref: string, p: PendingBooking) => ref.toUpperCase() === p.booking_number.toUpperCase() || (p.booking_id !== null && ref === String(p.booking_id));

/**
 * The booking number from the query `booking`, else from pending_booking
 * (docs/product.md, Older booking-success flow). A token comes from the query `token`, else from the stored
 * booking when it is the same one. Null when neither names a booking.
 */
export function bookingToVerify(query: URLSearchParams, stored: PendingBooking | null): BookingToVerify | null {
  const ref = text(query.get('booking'));
  const token = text(query.get('token'));
  if (ref) return { ref, token: token ?? (stored && sameBooking(ref, stored) ? stored.token : null) };
  if (!stored) return null;
  return { ref: stored.booking_id !== null ? String(stored.booking_id) : stored.booking_number, token: stored.token };
}

/**
 * The bookings made on the test page in this browser tab (sessionStorage
 * `test_bookings`), with their manage tokens: there is no public list of
 * bookings, by design, so the page keeps its own. Reads are lenient.
 */
import type { ManageBooking } from '@tenuta/contracts';

export const TEST_BOOKINGS_KEY = 'test_bookings';

export interface SessionBooking {
  token: string;
  booking: ManageBooking;
}

const isEntry = (v: unknown): v is SessionBooking => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as { token?: unknown; booking?: { id?: unknown; booking_number?: unknown } };
  return typeof e.token === 'string' && e.token !== '' && typeof e.booking?.id === 'number' && typeof e.booking.booking_number === 'string';
};

export function parseSessionBookings(raw: string | null): SessionBooking[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Newest first; a booking already listed is replaced in place by its fresher copy. */
export function upsertSessionBooking(list: readonly SessionBooking[], entry: SessionBooking): SessionBooking[] {
  const i = list.findIndex((e) => e.booking.id === entry.booking.id);
  if (i < 0) return [entry, ...list];
  return list.map((e, j) => (j === i ? { token: entry.token || e.token, booking: entry.booking } : e));
}

export const removeSessionBooking = (list: readonly SessionBooking[], bookingId: number): SessionBooking[] => list.filter((e) => e.booking.id !== bookingId);

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSessionBookings(storage = session()): SessionBooking[] {
  try {
    return parseSessionBookings(storage?.getItem(TEST_BOOKINGS_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeSessionBookings(list: readonly SessionBooking[], storage = session()): void {
  try {
    storage?.setItem(TEST_BOOKINGS_KEY, JSON.stringify(list));
  } catch {
    /* blocked storage: the list lives until the page is left */
  }
}

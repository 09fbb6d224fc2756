import { defaultRefundPolicy, type ManageBooking } from '@tenuta/contracts';
import type { Booking } from '@tenuta/db';
import { notFound } from '@tenuta/core';
import { findBookingPayments } from '../payments/payments-repository.ts';
import type { Executor } from '@tenuta/core';
import { findBookingByAccessToken } from './booking-access.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';
import { toManageBooking } from './manage-booking-mapper.ts';
import { loadManagedBooking } from './manage-booking-repository.ts';

export interface BookingAccess {
  /** The booking id or its BK- number, from the path. */
  ref: string;
  /** The manage token from the link (`?token=`). */
  token: string | undefined;
}

/**
 * The booking this token opens, or the one 404 for everything else (no
 * token, a wrong one, another booking's, an unknown booking): a guest can
 * never learn anything about a booking that is not theirs.
 */
export async function requireBookingAccess(deps: Pick<GuestBookingDeps, 'db' | 'clock'>, access: BookingAccess): Promise<Booking> {
  const booking = await findBookingByAccessToken(deps.db, access.ref, access.token, deps.clock.now());
  if (!booking) throw notFound('Booking');
  return booking;
}

/** The page's view of a booking, read fresh (slot, experience, ledger, review). */
export async function managedBookingView(db: Executor, deps: Pick<GuestBookingDeps, 'clock' | 'refundPolicy'>, bookingId: number, locale: 'it' | 'en'): Promise<ManageBooking> {
  const row = await loadManagedBooking(db, bookingId);
  if (!row) throw notFound('Booking');
  const ledger = await findBookingPayments(db, bookingId);
  return toManageBooking(row, ledger, deps.clock.now(), deps.refundPolicy ?? defaultRefundPolicy, locale);
}

/** GET /api/bookings/{id}?token=: the booking and what the guest may still do with it. */
export async function getManagedBooking(deps: Pick<GuestBookingDeps, 'db' | 'clock' | 'refundPolicy'>, access: BookingAccess, locale: 'it' | 'en' = 'it'): Promise<ManageBooking> {
  const booking = await requireBookingAccess(deps, access);
  return managedBookingView(deps.db, deps, booking.id, locale);
}

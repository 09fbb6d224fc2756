import { eq } from 'drizzle-orm';
import { bookings, type CheckInMethod } from '@tenuta/db';
import { findBookingByRef } from '../bookings/booking-repository.ts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { lockingTransaction, pgConstraint, pgErrorCode } from '@tenuta/core';
import { normalizeBookingRef } from './booking-ref.ts';
import { readCheckInToken } from './check-in-key.ts';
import { insertCheckIn, loadArrival, lockBookingForCheckIn, type ArrivalBooking } from './check-in-repository.ts';
import { CheckInRefused } from './check-in-refused.ts';
import { checkInTiming } from './check-in-window.ts';
import { markCheckedIn } from './mark-checked-in.ts';

export type CheckInDeps = Pick<BookingDeps, 'db' | 'clock'>;

/** Which booking: its id or number as the desk tapped or typed it, or the token of its QR code. */
export type BookingLookup = { bookingRef: string | number; token?: undefined } | { token: string; bookingRef?: undefined };
export type CheckInInput = BookingLookup & { method: CheckInMethod };

// One answer for "no such booking" and "forged token": a scan reveals nothing it did not already know.
const noBooking = () => notFound('Booking');

/** The booking's id from what the desk tapped, typed or scanned; 404 (the same for a forged token) otherwise. */
export async function resolveBookingId(deps: Pick<CheckInDeps, 'db'>, input: BookingLookup): Promise<number> {
  if (input.token !== undefined) {
    const bookingNumber = await readCheckInToken(deps.db, input.token);
    if (bookingNumber === null) throw noBooking();
    const [row] = await deps.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingNumber, bookingNumber));
    if (!row) throw noBooking();
    return row.id;
  }
  const ref = normalizeBookingRef(input.bookingRef);
  if (ref === null) throw noBooking();
  const booking = await findBookingByRef(deps.db, ref);
  if (!booking) throw noBooking();
  return booking.id;
}

/**
 * Checks a guest in. Under the booking's row lock (so that two desks, or two
 * taps, make ONE check-in): refuses a booking already checked in (409
 * already_checked_in, with who and when), one that is not confirmed or paid
 * (409 not_checkable) and one whose slot is not today (409 outside_window,
 * see check-in-window.ts); otherwise writes the check_ins row, moves the
 * booking to checked_in (booking_events) and the staff audit row
 * booking.check_in, in one transaction.
 */
export async function checkInBooking(deps: CheckInDeps, input: CheckInInput, actor: StaffActor): Promise<ArrivalBooking> {
  const bookingId = await resolveBookingId(deps, input);
  try {
    return await lockingTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const locked = await lockBookingForCheckIn(tx, bookingId);
      if (!locked) throw noBooking();
      const current = await loadArrival(tx, bookingId);
      if (!current) throw noBooking();
      if (current.checkIn || locked.status === 'checked_in') throw new CheckInRefused('already_checked_in', current);
      if (locked.status !== 'confirmed' && locked.status !== 'paid') throw new CheckInRefused('not_checkable', current);
      if (checkInTiming(locked.startsAt, now) !== 'open') throw new CheckInRefused('outside_window', current);

      const checkInId = await insertCheckIn(tx, { bookingId, staffId: actor.id, method: input.method, at: now });
      await markCheckedIn(tx, bookingId, staffEventActor(actor), { method: input.method, check_in_id: checkInId });
      await recordStaffAction(tx, actor, {
        action: 'booking.check_in',
        targetType: 'booking',
        targetId: bookingId,
        before: { status: locked.status },
        after: { status: 'checked_in', method: input.method, booking_number: current.bookingNumber },
      });
      const done = await loadArrival(tx, bookingId);
      return done!;
    });
  } catch (error) {
    // The unique index is the last line of defence: a check-in written by a path that did not lock.
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'check_ins_booking_unique') {
      const again = await loadArrival(deps.db, bookingId);
      if (again) throw new CheckInRefused('already_checked_in', again);
    }
    throw error;
  }
}

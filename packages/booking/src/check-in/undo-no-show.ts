import { DomainError, lockingTransaction, notFound, recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import type { BillingDeps } from '../billing-port.ts';
import { transition } from '../bookings/booking-transitions.ts';
import { resolveBookingId, type BookingLookup, type CheckInDeps } from './check-in-booking.ts';
import { loadArrival, lockBookingForCheckIn, type ArrivalBooking } from './check-in-repository.ts';
import { checkInTiming } from './check-in-window.ts';
import { statusBefore } from './front-desk-repository.ts';

/**
 * Undoes a no-show: the guest arrives late, or the desk marked the wrong
 * booking. Under the booking's row lock, a `no_show` booking whose check-in
 * window is still open (its slot's day, see check-in-window.ts) goes back to
 * the state it had (confirmed or paid), so the guest can be checked in; the
 * referrer's commission its no-show took back is given back (billing, same
 * transaction); the booking event `no_show_undone` and the audit row
 * `booking.no_show_undo`. 409 `not_no_show` for any other state,
 * `outside_window` once the window has closed (a past booking is not
 * reopened: the no-show stands).
 */
export async function undoNoShow(deps: CheckInDeps & BillingDeps, lookup: BookingLookup, actor: StaffActor): Promise<ArrivalBooking> {
  const bookingId = await resolveBookingId(deps, lookup);
  return lockingTransaction(deps.db, async (tx) => {
    const locked = await lockBookingForCheckIn(tx, bookingId);
    if (!locked) throw notFound('Booking');
    const current = await loadArrival(tx, bookingId);
    if (!current) throw notFound('Booking');
    if (locked.status !== 'no_show') throw new DomainError('conflict', `Booking ${current.bookingNumber} is not a no-show (${locked.status})`, 'not_no_show');
    if (checkInTiming(locked.startsAt, deps.clock.now()) !== 'open') {
      throw new DomainError('conflict', `Booking ${current.bookingNumber} was on ${locked.startsAt.toISOString()}: a no-show can be undone only on the day`, 'outside_window');
    }
    const back = await statusBefore(tx, bookingId, 'no_show');
    await transition(tx, bookingId, ['no_show'], back, {}, 'no_show_undone', staffEventActor(actor));
    await deps.billing.bookingRestored(tx, bookingId, 'no_show_undone');
    await recordStaffAction(tx, actor, {
      action: 'booking.no_show_undo',
      targetType: 'booking',
      targetId: bookingId,
      before: { status: 'no_show' },
      after: { status: back, booking_number: current.bookingNumber },
    });
    return (await loadArrival(tx, bookingId))!;
  });
}

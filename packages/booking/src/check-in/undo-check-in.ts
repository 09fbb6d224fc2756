import { DomainError, lockingTransaction, notFound, recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { transition } from '../bookings/booking-transitions.ts';
import { resolveBookingId, type BookingLookup, type CheckInDeps } from './check-in-booking.ts';
import { loadArrival, lockBookingForCheckIn, type ArrivalBooking } from './check-in-repository.ts';
import { deleteCheckIn, statusBefore } from './front-desk-repository.ts';

/**
 * Undoes a check-in made by mistake (the wrong row tapped, the wrong guest):
 * under the booking's row lock, a booking that is checked in goes back to the
 * state it arrived from (confirmed or paid), its check_ins row is removed (so
 * it can be checked in again, or marked a no-show once its slot has started)
 * and the booking event `check_in_undone` and the audit row
 * `booking.check_in_undo` keep who had checked the guest in, when and how.
 * Anything else is 409 `not_checked_in`. Money is untouched: a payment taken
 * at the desk stays, and what is due is still due.
 */
export async function undoCheckIn(deps: CheckInDeps, lookup: BookingLookup, actor: StaffActor): Promise<ArrivalBooking> {
  const bookingId = await resolveBookingId(deps, lookup);
  return lockingTransaction(deps.db, async (tx) => {
    const locked = await lockBookingForCheckIn(tx, bookingId);
    if (!locked) throw notFound('Booking');
    const current = await loadArrival(tx, bookingId);
    if (!current) throw notFound('Booking');
    if (locked.status !== 'checked_in') {
      throw new DomainError('conflict', `Booking ${current.bookingNumber} is not checked in (${locked.status})`, 'not_checked_in');
    }
    const back = await statusBefore(tx, bookingId, 'checked_in');
    const removed = await deleteCheckIn(tx, bookingId);
    const was = removed ? { checked_in_at: removed.at.toISOString(), checked_in_by: removed.staffId, method: removed.method } : {};
    await transition(tx, bookingId, ['checked_in'], back, {}, 'check_in_undone', staffEventActor(actor), was);
    await recordStaffAction(tx, actor, {
      action: 'booking.check_in_undo',
      targetType: 'booking',
      targetId: bookingId,
      before: { status: 'checked_in', ...was },
      after: { status: back, booking_number: current.bookingNumber },
    });
    return (await loadArrival(tx, bookingId))!;
  });
}

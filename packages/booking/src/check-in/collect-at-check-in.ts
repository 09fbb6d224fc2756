import { lockingTransaction, notFound, type StaffActor } from '@tenuta/core';
import type { OnSiteMethod } from '@tenuta/db';
import { takeOnSitePayment } from '../bookings/record-on-site-payment.ts';
import { lockStaffBooking } from '../bookings/staff-bookings-repository.ts';
import { resolveBookingId, type BookingLookup, type CheckInDeps } from './check-in-booking.ts';
import { loadArrival, type ArrivalBooking } from './check-in-repository.ts';

/**
 * The amount due collected from the check-in result, without leaving the
 * desk's screen: the booking page's rules exactly (takeOnSitePayment, under
 * the booking's row lock: never more than is still due, so two taps or two
 * desks cannot collect twice), answered as the desk sees the booking.
 */
export async function collectAtCheckIn(
  deps: CheckInDeps,
  input: BookingLookup & { amountCents: number; method: OnSiteMethod },
  actor: StaffActor,
): Promise<{ booking: ArrivalBooking; paymentId: number; dueCents: number }> {
  const bookingId = await resolveBookingId(deps, input);
  return lockingTransaction(deps.db, async (tx) => {
    const b = await lockStaffBooking(tx, bookingId);
    if (!b) throw notFound('Booking');
    const taken = await takeOnSitePayment(tx, b, { amountCents: input.amountCents, method: input.method }, actor);
    return { booking: (await loadArrival(tx, bookingId))!, ...taken };
  });
}

import type { StaffBookingDetail } from '@tenuta/contracts';
import { transition } from './booking-transitions.ts';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { resolveStaffBooking, staffBookingView } from './get-staff-booking.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { lockStaffBooking } from './staff-bookings-repository.ts';

/**
 * POST /api/staff/bookings/{id}/no-show: the guest never came. Only once the
 * slot has started, from confirmed or paid; nothing is refunded (the policy's
 * no-show rate is none) and the seats stay as they were.
 */
export async function markBookingNoShow(
  deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy' | 'billing'>,
  ref: string | number,
  actor: StaffActor,
): Promise<StaffBookingDetail> {
  const found = await resolveStaffBooking(deps.db, ref);
  await lockingTransaction(deps.db, async (tx) => {
    const b = await lockStaffBooking(tx, found.id);
    if (!b) throw notFound('Booking');
    if (b.startsAt.getTime() > deps.clock.now().getTime()) {
      throw new DomainError('conflict', 'A guest can be marked as a no-show only once the experience has started', 'not_started');
    }
    await transition(tx, b.id, ['confirmed', 'paid'], 'no_show', {}, 'no_show', staffEventActor(actor), { starts_at: b.startsAt.toISOString() });
    await deps.billing.bookingVoided(tx, b.id, 'no_show');
    await recordStaffAction(tx, actor, { action: 'booking.no_show', targetType: 'booking', targetId: b.id, before: { status: b.status }, after: { status: 'no_show' } });
  });
  return staffBookingView(deps, found.id);
}

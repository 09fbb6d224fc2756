import type { StaffBookingDetail } from '@tenuta/contracts';
import { notifications } from '@tenuta/db';
import { issueBookingAccessToken } from './booking-access.ts';
import { writeEvent } from './booking-transitions.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { resolveStaffBooking, staffBookingView } from './get-staff-booking.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { lockStaffBooking } from './staff-bookings-repository.ts';

/**
 * POST /api/staff/bookings/{id}/resend-confirmation: the guest lost the
 * e-mail. A confirmed or paid booking with an address gets the confirmation
 * again, with a manage link of its own (a fresh token; the earlier links
 * keep working), in the guest's language.
 */
export async function resendBookingConfirmation(
  deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy' | 'outbox'>,
  ref: string | number,
  actor: StaffActor,
): Promise<StaffBookingDetail> {
  const found = await resolveStaffBooking(deps.db, ref);
  await lockingTransaction(deps.db, async (tx) => {
    const b = await lockStaffBooking(tx, found.id);
    if (!b) throw notFound('Booking');
    if (b.status !== 'confirmed' && b.status !== 'paid') {
      throw new DomainError(
        'conflict',
        `Booking ${b.bookingNumber} is ${b.status}: there is nothing to confirm`,
        b.status === 'cancelled' || b.status === 'refunded' ? 'already_cancelled' : 'not_active',
      );
    }
    if (!b.customerEmail) throw new DomainError('conflict', `Booking ${b.bookingNumber} has no e-mail address`, 'no_email');
    const token = await issueBookingAccessToken(tx, b.id, 'staff_resend');
    const [n] = await tx
      .insert(notifications)
      .values({
        kind: 'booking_confirmation',
        recipient: b.customerEmail,
        locale: b.locale,
        payload: { booking_ids: [b.id], manage_tokens: { [String(b.id)]: token }, resent_by_staff: true },
      })
      .returning({ id: notifications.id });
    await writeEvent(tx, {
      bookingId: b.id,
      type: 'confirmation_resent',
      from: b.status,
      to: b.status,
      actor: staffEventActor(actor),
      data: { notification_id: n!.id, recipient: b.customerEmail },
    });
    await recordStaffAction(tx, actor, {
      action: 'booking.resend_confirmation',
      targetType: 'booking',
      targetId: b.id,
      after: { notification_id: n!.id, recipient: b.customerEmail },
    });
  });
  kickOutbox(deps);
  return staffBookingView(deps, found.id);
}

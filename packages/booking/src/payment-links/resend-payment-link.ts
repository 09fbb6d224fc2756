import type { StaffBookingDetail } from '@tenuta/contracts';
import { notifications } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { writeEvent } from '../bookings/booking-transitions.ts';
import { resolveStaffBooking, staffBookingView } from '../bookings/get-staff-booking.ts';
import { resendPaymentLinkState } from '../bookings/staff-booking-rules.ts';
import type { StaffBookingDeps } from '../bookings/staff-booking-deps.ts';
import { lockStaffBooking } from '../bookings/staff-bookings-repository.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { findOpenPaymentLink, linkPurposeOf, openLinkOf } from './open-link-repository.ts';

/**
 * POST /api/staff/bookings/{id}/resend-payment-link: the guest lost the e-mail with the payment
 * link staff sent (for the booking or for its balance). While the link is open, the same e-mail
 * goes again to the guest's address, in their language: the same payment page, the same amount,
 * the same end (a link is never lengthened: its seats are held until then). 409 `no_open_link`
 * once it is paid, expired or released; 409 `no_email` without an address.
 */
export async function resendPaymentLink(
  deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy' | 'outbox'>,
  ref: string | number,
  actor: StaffActor,
): Promise<StaffBookingDetail> {
  const found = await resolveStaffBooking(deps.db, ref);
  await lockingTransaction(deps.db, async (tx) => {
    const b = await lockStaffBooking(tx, found.id);
    if (!b) throw notFound('Booking');
    // Read, not locked: the completion locks the checkout before the booking (the one order of locks).
    const link = await findOpenPaymentLink(tx, b.id);
    const state = resendPaymentLinkState(b, openLinkOf(link), deps.clock.now());
    if (!state.allowed || !link || !b.customerEmail) {
      throw state.reason_if_not_allowed === 'no_email'
        ? new DomainError('conflict', `Booking ${b.bookingNumber} has no e-mail address`, 'no_email')
        : new DomainError('conflict', `Booking ${b.bookingNumber} has no payment link waiting to be paid`, 'no_open_link');
    }
    const [n] = await tx
      .insert(notifications)
      .values({
        kind: 'booking_payment_link',
        recipient: b.customerEmail,
        locale: b.locale,
        payload: {
          booking_id: b.id,
          checkout_session_id: link.id,
          payment_url: link.paymentUrl,
          amount_cents: link.amountDueCents,
          expires_at: link.expiresAt!.toISOString(),
          purpose: linkPurposeOf(link),
          resent_by_staff: true,
        },
      })
      .returning({ id: notifications.id });
    const data = { notification_id: n!.id, recipient: b.customerEmail, expires_at: link.expiresAt!.toISOString() };
    await writeEvent(tx, { bookingId: b.id, type: 'payment_link_resent', from: b.status, to: b.status, actor: staffEventActor(actor), data });
    await recordStaffAction(tx, actor, { action: 'booking.resend_payment_link', targetType: 'booking', targetId: b.id, after: data });
  });
  kickOutbox(deps);
  return staffBookingView(deps, found.id);
}

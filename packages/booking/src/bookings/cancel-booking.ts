import type { ManageBooking, RefundStatus } from '@tenuta/contracts';
import { toEuros } from '@tenuta/core';
import { CANCEL_REFUND_REASON } from './booking-refunds.ts';
import { cancelWithRefund } from './cancel-with-refund.ts';
import { managedBookingView, requireBookingAccess, type BookingAccess } from './get-managed-booking.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';

export interface CancelBookingResult {
  booking: ManageBooking;
  refundPercent: number;
  refundCents: number;
  refundStatus: RefundStatus;
  nothingCharged: boolean;
  emailQueued: boolean;
}

/**
 * POST /api/bookings/{id}/cancel?token=. The guest's cancellation through
 * the shared core (cancelWithRefund): only before the start, the refund of
 * THE policy at this instant, the guest's and the estate's e-mails.
 */
export async function cancelBooking(deps: GuestBookingDeps, access: BookingAccess & { reason: string; locale?: 'it' | 'en' }): Promise<CancelBookingResult> {
  const found = await requireBookingAccess(deps, access);
  const done = await cancelWithRefund(deps, found, 'guest', access.reason.trim(), {
    allowAfterStart: false,
    ledger: { reason: CANCEL_REFUND_REASON },
    staffEmail: deps.staffEmail,
  });
  const booking = await managedBookingView(deps.db, deps, found.id, access.locale ?? 'it');
  return {
    booking,
    refundPercent: done.refundPercent,
    refundCents: done.refundCents,
    refundStatus: done.refundStatus,
    nothingCharged: done.nothingCharged,
    emailQueued: done.emailQueued,
  };
}

/** Euros for the API answer. */
export const cancelResultBody = (r: CancelBookingResult) => ({
  booking: r.booking,
  refund_percent: r.refundPercent,
  refund_amount: toEuros(r.refundCents),
  refund_status: r.refundStatus,
  nothing_charged: r.nothingCharged,
  email_queued: r.emailQueued,
});

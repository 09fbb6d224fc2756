import type { RefundStatus, StaffBookingDetail, StaffBookingRefundChoice } from '@tenuta/contracts';
import { cancelWithRefund } from './cancel-with-refund.ts';
import { STAFF_CANCEL_REFUND_REASON } from './booking-refunds.ts';
import { DomainError } from '@tenuta/core';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { resolveStaffBooking, staffBookingView } from './get-staff-booking.ts';
import { queueOctoBookingUpdates } from '../octo-webhooks/queue-octo-booking-update.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';

export interface StaffCancelInput {
  ref: string | number;
  reason: string;
  refund: StaffBookingRefundChoice;
  /** The member may override the policy's refund (bookings.refund): decided by the caller from the role. */
  mayOverrideRefund: boolean;
  /** Whose decision it is: the guest's request or the estate's (default: the estate's, as before staff said). */
  cancelledBy?: 'guest' | 'estate';
  /** Whether the guest gets the cancellation e-mail (default yes). */
  notifyGuest?: boolean;
}

export interface StaffCancelResult {
  booking: StaffBookingDetail;
  refundPercent: number;
  refundCents: number;
  refundStatus: RefundStatus;
  policyPercent: number;
  emailQueued: boolean;
}

/** The percentage a refund choice asks for; undefined: the policy's, decided under the lock. */
export function refundPercentOf(choice: StaffBookingRefundChoice): number | undefined {
  if (choice === 'policy') return undefined;
  if (choice === 'full') return 100;
  if (choice === 'none') return 0;
  return choice.percent;
}

const choiceLabel = (choice: StaffBookingRefundChoice): string => (typeof choice === 'string' ? choice : 'percent');

/**
 * POST /api/staff/bookings/{id}/cancel. Staff cancel through the guest's
 * core (cancelWithRefund: booking row lock, refund from the ledger, pending
 * refund rows, the guest's e-mail, the provider after commit), also after
 * the start. The refund is the active policy's at this instant, or an
 * override (full, none, a percentage) when the member may refund; the
 * reason and the choice are in the booking's event and the audit row.
 * Staff say whose decision it was: the guest's request (their e-mail
 * confirms the cancellation they asked for) or the estate's (the e-mail
 * apologises); and whether the guest is e-mailed at all. Both are in the
 * booking's event and the audit row.
 */
export async function cancelBookingByStaff(deps: StaffBookingDeps, input: StaffCancelInput, actor: StaffActor): Promise<StaffCancelResult> {
  const reason = input.reason.trim();
  if (reason.length < 3) throw new DomainError('validation_error', 'Say why the booking is cancelled', 'cancel_reason_required');
  const percent = refundPercentOf(input.refund);
  if (percent !== undefined && (!Number.isInteger(percent) || percent < 0 || percent > 100)) {
    throw new DomainError('validation_error', 'A refund percentage is a whole number from 0 to 100');
  }
  const override = percent !== undefined;
  if (override && !input.mayOverrideRefund) throw new DomainError('forbidden', 'Your role may cancel only with the policy’s refund', 'refund_override_forbidden');
  const found = await resolveStaffBooking(deps.db, input.ref);
  const refundChoice = choiceLabel(input.refund);
  const cancelledBy = input.cancelledBy ?? 'estate';
  const notifyGuest = input.notifyGuest ?? true;

  const done = await cancelWithRefund(deps, found, staffEventActor(actor), reason, {
    allowAfterStart: true,
    ...(override ? { refundPercent: percent } : {}),
    ledger: { reason: STAFF_CANCEL_REFUND_REASON, staffId: actor.id },
    // Staff did it: the estate needs no notice; the guest gets the e-mail in the words of whose decision it was, unless staff say not to.
    staffEmail: null,
    guestNotice: { email: notifyGuest, byEstate: cancelledBy === 'estate' },
    eventData: { refund_choice: refundChoice, cancelled_by: cancelledBy, notify_guest: notifyGuest },
    record: async (tx, o) => {
      // A booking made through the OCTO API: its reseller's system hears of it (same transaction).
      await queueOctoBookingUpdates(tx, { bookingIds: [found.id], at: deps.clock.now() });
      await recordStaffAction(tx, actor, {
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: found.id,
        before: { status: o.previousStatus, refundable_cents: o.refundableCents },
        after: {
          status: 'cancelled',
          reason,
          refund_choice: refundChoice,
          cancelled_by: cancelledBy,
          notify_guest: notifyGuest,
          email_queued: o.emailQueued,
          refund_percent: o.refundPercent,
          refund_cents: o.refundCents,
          policy_percent: o.policyPercent,
          ...(override ? { override: true } : {}),
        },
      });
    },
  });
  return {
    booking: await staffBookingView(deps, found.id),
    refundPercent: done.refundPercent,
    refundCents: done.refundCents,
    refundStatus: done.refundStatus,
    policyPercent: done.policyPercent,
    emailQueued: done.emailQueued,
  };
}

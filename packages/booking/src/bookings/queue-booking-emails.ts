import { notifications, type Booking } from '@tenuta/db';
import type { Executor } from '@tenuta/core';

/**
 * The outbox rows of the guest's booking changes, written in the same
 * transaction as the change; the e-mail worker renders them (in the guest's
 * language) and sends them after commit.
 */

type Guest = Pick<Booking, 'id' | 'customerEmail' | 'locale'>;

/** A booking made directly (POST /api/bookings), confirmed now: the confirmation with its manage link, and the staff notice. */
export async function queueDirectBookingEmails(tx: Executor, booking: Guest, manageToken: string, staffEmail: string): Promise<void> {
  await tx.insert(notifications).values([
    ...(booking.customerEmail
      ? [
          {
            kind: 'booking_confirmation' as const,
            recipient: booking.customerEmail,
            locale: booking.locale,
            payload: { booking_ids: [booking.id], manage_tokens: { [String(booking.id)]: manageToken } },
          },
        ]
      : []),
    { kind: 'staff_new_booking' as const, recipient: staffEmail, locale: 'it' as const, payload: { booking_ids: [booking.id] } },
  ]);
}

export interface CancellationNotice {
  refundPercent: number;
  refundCents: number;
  /** Of the refund, what went back to gift vouchers (the rest goes to the card). */
  voucherRefundCents?: number;
  nothingCharged: boolean;
  reason: string;
  /** The estate cancelled it (staff), not the guest: the guest's e-mail says so. */
  byEstate?: boolean;
}

/**
 * booking_cancelled to the guest, staff_booking_cancelled (with the guest's reason) to the estate.
 * A cancellation made by staff tells only the guest (`staffEmail` null): the estate did it.
 */
export async function queueCancellationEmails(tx: Executor, booking: Guest, c: CancellationNotice, staffEmail: string | null): Promise<void> {
  const payload = {
    booking_id: booking.id,
    refund_percent: c.refundPercent,
    refund_cents: c.refundCents,
    ...(c.voucherRefundCents ? { voucher_refund_cents: c.voucherRefundCents } : {}),
    nothing_charged: c.nothingCharged,
    // Whose decision it was: the e-mail's words follow (the estate's apologises; the guest's confirms their request).
    cancelled_by: c.byEstate ? 'estate' : 'guest',
  };
  const rows = [
    ...(booking.customerEmail ? [{ kind: 'booking_cancelled' as const, recipient: booking.customerEmail, locale: booking.locale, payload }] : []),
    ...(staffEmail ? [{ kind: 'staff_booking_cancelled' as const, recipient: staffEmail, locale: 'it' as const, payload: { ...payload, reason: c.reason } }] : []),
  ];
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

/** booking_date_changed to the guest: the new date, a fresh manage link and the updated .ics. */
export async function queueDateChangedEmail(tx: Executor, booking: Guest, previousStartsAt: Date, manageToken: string): Promise<boolean> {
  if (!booking.customerEmail) return false;
  await tx.insert(notifications).values({
    kind: 'booking_date_changed',
    recipient: booking.customerEmail,
    locale: booking.locale,
    payload: { booking_id: booking.id, previous_starts_at: previousStartsAt.toISOString(), manage_tokens: { [String(booking.id)]: manageToken } },
  });
  return true;
}

/**
 * A card payment that completed after its booking was cancelled was refunded
 * in full: late_payment_refunded to the guest, staff_late_payment_refunded to the estate.
 */
export async function queueLatePaymentRefundEmails(
  tx: Executor,
  booking: Guest & Pick<Booking, 'cancelReason'>,
  refund: { amountCents: number; paymentIntentId: string },
  staffEmail: string,
): Promise<void> {
  const payload = {
    booking_ids: [booking.id],
    amount_cents: refund.amountCents,
    payment_intent_id: refund.paymentIntentId,
    cause: booking.cancelReason === 'unpaid' ? 'unpaid' : 'cancelled',
  };
  await tx
    .insert(notifications)
    .values([
      ...(booking.customerEmail ? [{ kind: 'late_payment_refunded' as const, recipient: booking.customerEmail, locale: booking.locale, payload }] : []),
      { kind: 'staff_late_payment_refunded' as const, recipient: staffEmail, locale: 'it' as const, payload },
    ]);
}

import { notifications, type CheckoutSession } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { queuePartnerOrderEmails } from '../partner-orders/queue-partner-order-emails.ts';
import type { CreatedBooking } from './convert-holds.ts';

/**
 * The transactional outbox: e-mails are rows written in the same
 * transaction as the state change; the e-mail worker sends them after commit.
 * A reseller's order has its own set (partner-orders/queue-partner-order-emails.ts).
 */
export async function queueBookingNotifications(
  tx: Executor,
  session: Pick<CheckoutSession, 'id' | 'email' | 'locale'> & Partial<Pick<CheckoutSession, 'customerData' | 'partnerId' | 'partnerOrder'>>,
  created: readonly CreatedBooking[],
  staffEmail: string,
): Promise<void> {
  if (session.partnerId && session.partnerOrder) {
    return queuePartnerOrderEmails(
      tx,
      { ...session, customerData: session.customerData ?? {}, partnerId: session.partnerId, partnerOrder: session.partnerOrder },
      created,
      staffEmail,
    );
  }
  const bookingIds = created.map((c) => c.booking.id);
  await tx.insert(notifications).values([
    {
      kind: 'booking_confirmation',
      recipient: session.email,
      locale: session.locale,
      payload: {
        checkout_session_id: session.id,
        booking_ids: bookingIds,
        manage_tokens: Object.fromEntries(created.map((c) => [String(c.booking.id), c.manageToken])),
      },
    },
    {
      kind: 'staff_new_booking',
      recipient: staffEmail,
      locale: 'it',
      payload: { checkout_session_id: session.id, booking_ids: bookingIds },
    },
  ]);
}

/** A payment that came after its seats were gone was refunded: tell the guest and the staff. */
export async function queueRefundNotifications(
  tx: Executor,
  session: Pick<CheckoutSession, 'id' | 'email' | 'locale'>,
  refund: { amountCents: number; reason: string; cause?: 'seats' | 'coupon'; refundStatus?: 'succeeded' | 'pending' | 'failed' },
  staffEmail: string,
  to: { guest?: boolean } = {},
): Promise<void> {
  const payload = {
    checkout_session_id: session.id,
    amount_cents: refund.amountCents,
    reason: refund.reason,
    cause: refund.cause ?? 'seats',
    refund_status: refund.refundStatus ?? 'succeeded',
  };
  await tx
    .insert(notifications)
    .values([
      ...(to.guest === false ? [] : [{ kind: 'payment_refunded_after_expiry' as const, recipient: session.email, locale: session.locale, payload }]),
      { kind: 'staff_payment_refunded_after_expiry' as const, recipient: staffEmail, locale: 'it' as const, payload },
    ]);
}

import { notifications, type CheckoutSession } from '@tenuta/db';
import type { Executor } from '../transaction.ts';
import type { CreatedBooking } from './convert-holds.ts';

/**
 * The transactional outbox: e-mails are rows written in the same
 * transaction as the state change; the e-mail worker sends them after commit.
 */
export async function queueBookingNotifications(
  tx: Executor,
  session: Pick<CheckoutSession, 'id' | 'email' | 'locale'>,
  created: readonly CreatedBooking[],
  staffEmail: string,
): Promise<void> {
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
  refund: { amountCents: number; reason: string },
  staffEmail: string,
): Promise<void> {
  const payload = { checkout_session_id: session.id, amount_cents: refund.amountCents, reason: refund.reason };
  await tx.insert(notifications).values([
    { kind: 'payment_refunded_after_expiry', recipient: session.email, locale: session.locale, payload },
    { kind: 'staff_payment_refunded_after_expiry', recipient: staffEmail, locale: 'it', payload },
  ]);
}

import { eq } from 'drizzle-orm';
import { notifications, partners, partnerUsers, type CheckoutSession, type NewNotification } from '@tenuta/db';
import type { CreatedBooking } from '../checkout/convert-holds.ts';
import type { Executor } from '@tenuta/core';

/** What the order's checkout keeps of the guest: customer_data of a reseller's order. */
export interface PartnerGuestData {
  name: string;
  phone: string;
  notes?: string;
  /** The guest's own e-mail, when the agency gave one: the bookings' address, and the guest gets the confirmation. */
  guest_email: string | null;
}

/**
 * The outbox rows of a reseller's order, in the transaction that made its bookings (on account
 * at once, by card when the payment completes, wine only at once):
 *  - partner_order_confirmation to the agency user who placed it (money only for an owner), or
 *    to the agency's own address for an order through the OCTO API;
 *  - booking_confirmation to the guest when an e-mail was given: no manage link (changes go
 *    through the agency) and, by the booking's partner_payment, no amount the agency pays;
 *  - staff_new_booking to the estate, as for every booking.
 */
export async function queuePartnerOrderEmails(
  tx: Executor,
  session: Pick<CheckoutSession, 'id' | 'locale' | 'customerData' | 'partnerId' | 'partnerOrder'>,
  created: readonly CreatedBooking[],
  staffEmail: string,
): Promise<void> {
  const order = session.partnerOrder!;
  const bookingIds = created.map((c) => c.booking.id);
  const [partner] = await tx
    .select({ companyName: partners.companyName, email: partners.email, locale: partners.locale })
    .from(partners)
    .where(eq(partners.id, session.partnerId!));
  // An order through the OCTO API has no user: the agency's own address hears of it, as its owner would.
  const [user] =
    order.partnerUserId === null
      ? partner
        ? [{ email: partner.email, role: 'owner' as const, locale: partner.locale }]
        : []
      : await tx.select({ email: partnerUsers.email, role: partnerUsers.role, locale: partnerUsers.locale }).from(partnerUsers).where(eq(partnerUsers.id, order.partnerUserId));
  const guest = session.customerData as Partial<PartnerGuestData>;
  const rows: NewNotification[] = [];
  if (user) {
    rows.push({
      kind: 'partner_order_confirmation',
      recipient: user.email,
      locale: user.locale,
      payload: { checkout_session_id: session.id, booking_ids: bookingIds, partner_id: session.partnerId, show_money: user.role === 'owner' },
    });
  }
  if (guest.guest_email) {
    rows.push({
      kind: 'booking_confirmation',
      recipient: guest.guest_email,
      locale: session.locale,
      payload: { checkout_session_id: session.id, booking_ids: bookingIds, partner_order: true, partner_name: partner?.companyName ?? null },
    });
  }
  rows.push({ kind: 'staff_new_booking', recipient: staffEmail, locale: 'it', payload: { checkout_session_id: session.id, booking_ids: bookingIds } });
  await tx.insert(notifications).values(rows);
}

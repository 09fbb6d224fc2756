import type { Booking, CheckoutItemSnapshot, CheckoutSession } from '@tenuta/db';
import { confirmBooking, confirmOnAccount, createPendingBooking, generateBookingNumber, generateManageToken, markBookingPaid } from '../bookings/index.ts';
import type { Actor } from '../bookings/booking-transitions.ts';
import type { Executor } from '@tenuta/core';
import { deleteHolds } from './checkout-repository.ts';
import type { BillingPort } from '../billing-port.ts';

export interface CreatedBooking {
  booking: Booking;
  /** The checkout item (cart line) it was made from. */
  cartItemId: string;
  /** The raw "manage my booking" token: only in the confirmation, never stored. */
  manageToken: string;
}

/**
 * Step "convert holds": each checkout item becomes a booking (truffle: paid
 * by card; wine: confirmed, paid on site), through the named transitions
 * that write the audit rows; then the holds are removed. Runs inside the
 * caller's transaction, after the slots were locked and re-checked.
 * A reseller's order (the session's partner snapshot) also records the
 * partner, the user, the reference, the net rate, how it is paid and the
 * guest's own e-mail (customer_data.guest_email, else the agency's): a
 * truffle item on account is confirmed and invoiced (payment 'on_account'),
 * by card it is paid; wine is paid on site by the guest.
 */
export async function convertHolds(
  tx: Executor,
  billing: BillingPort,
  session: Pick<CheckoutSession, 'id' | 'cartId' | 'email' | 'locale' | 'customerData' | 'couponId'> & Partial<Pick<CheckoutSession, 'partnerId' | 'partnerOrder'>>,
  items: readonly CheckoutItemSnapshot[],
  actor: Actor,
): Promise<CreatedBooking[]> {
  const customer = session.customerData as { name?: string; surname?: string; phone?: string; notes?: string; guest_email?: string | null };
  const order = session.partnerId && session.partnerOrder ? { partnerId: session.partnerId, ...session.partnerOrder } : null;
  const created: CreatedBooking[] = [];
  for (const item of items) {
    const truffle = item.category === 'TRUFFLE';
    const partner = order
      ? {
          partnerId: order.partnerId,
          partnerUserId: order.partnerUserId,
          partnerReference: order.reference,
          partnerNetCents: truffle ? (order.netCents[item.cartItemId] ?? null) : null,
          partnerPayment: truffle ? order.paymentTerms : ('on_site' as const),
        }
      : {};
    const { token, hash } = generateManageToken();
    const pending = await createPendingBooking(
      tx,
      {
        bookingNumber: generateBookingNumber(),
        slotId: item.slotId,
        cartId: session.cartId,
        category: item.category,
        adults: item.adults,
        children: item.children,
        vip: item.vip,
        language: item.language,
        couponId: item.discountCents > 0 ? session.couponId : null,
        unitPriceCents: item.unitPriceCents,
        vipSupplementCents: item.vipSupplementCents,
        subtotalCents: item.subtotalCents,
        discountCents: item.discountCents,
        totalCents: item.totalCents,
        checkoutSessionId: session.id,
        // A reseller's order: the session's address is the agency's (it pays); the booking's is the guest's when given.
        customerEmail: order ? customer.guest_email || session.email : session.email,
        customerName: [customer.name, customer.surname].filter(Boolean).join(' ') || null,
        customerPhone: customer.phone ?? null,
        locale: session.locale,
        manageTokenHash: hash,
        notes: customer.notes || null,
        ...partner,
      },
      actor,
      { checkout_session_id: session.id },
    );
    const data = { checkout_session_id: session.id };
    const booking = !truffle
      ? await confirmBooking(tx, pending.id, actor, data)
      : order?.paymentTerms === 'on_account'
        ? await confirmOnAccount(tx, pending.id, actor, data)
        : await markBookingPaid(tx, pending.id, actor, data);
    // Who it is credited to (a partner's code or link), fixed now, and the referrer's commission row.
    await billing.bookingCreated(tx, booking, session);
    created.push({ booking, cartItemId: item.cartItemId, manageToken: token });
  }
  await deleteHolds(
    tx,
    items.map((i) => i.cartItemId),
  );
  return created;
}

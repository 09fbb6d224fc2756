import type { Booking, CheckoutItemSnapshot, CheckoutSession } from '@tenuta/db';
import { confirmBooking, createPendingBooking, generateBookingNumber, generateManageToken, markBookingPaid } from '../bookings/index.ts';
import type { Executor } from '../transaction.ts';
import { deleteHolds } from './checkout-repository.ts';

export interface CreatedBooking {
  booking: Booking;
  /** The raw "manage my booking" token: only in the confirmation, never stored. */
  manageToken: string;
}

/**
 * Step "convert holds": each checkout item becomes a booking (truffle: paid
 * by card; wine: confirmed, paid on site), through the named transitions
 * that write the audit rows; then the holds are removed. Runs inside the
 * caller's transaction, after the slots were locked and re-checked.
 */
export async function convertHolds(
  tx: Executor,
  session: Pick<CheckoutSession, 'id' | 'cartId' | 'email' | 'locale' | 'customerData' | 'couponId'>,
  items: readonly CheckoutItemSnapshot[],
  actor: 'guest' | 'webhook' | 'system',
): Promise<CreatedBooking[]> {
  const customer = session.customerData as { name?: string; surname?: string; phone?: string; notes?: string };
  const created: CreatedBooking[] = [];
  for (const item of items) {
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
        customerEmail: session.email,
        customerName: [customer.name, customer.surname].filter(Boolean).join(' ') || null,
        customerPhone: customer.phone ?? null,
        locale: session.locale,
        manageTokenHash: hash,
        notes: customer.notes || null,
      },
      actor,
      { checkout_session_id: session.id },
    );
    const booking =
      item.category === 'TRUFFLE'
        ? await markBookingPaid(tx, pending.id, actor, { checkout_session_id: session.id })
        : await confirmBooking(tx, pending.id, actor, { checkout_session_id: session.id });
    created.push({ booking, manageToken: token });
  }
  await deleteHolds(
    tx,
    items.map((i) => i.cartItemId),
  );
  return created;
}

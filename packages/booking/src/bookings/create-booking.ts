import type { CreateBookingPayload, ManageBooking } from '@tenuta/contracts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { checkBookingCutoff } from '../cutoff/index.ts';
import { DomainError, notFound } from '@tenuta/core';
import { lockSlotWithOccupancy } from '../holds/index.ts';
import { lockingTransaction } from '@tenuta/core';
import { bookLockedSlot } from './book-locked-slot.ts';
import { confirmBooking } from './booking-transitions.ts';
import { managedBookingView } from './get-managed-booking.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';
import { generateManageToken } from './manage-token.ts';
import { queueDirectBookingEmails } from './queue-booking-emails.ts';

export interface CreatedDirectBooking {
  booking: ManageBooking;
  /** The raw manage token: only in this answer and the confirmation e-mail. */
  manageToken: string;
  /** Truffle: to pay now through the payment API (booking_id); wine: 0, paid on site. */
  amountDueCents: number;
}

/**
 * POST /api/bookings: one slot booked without a cart (the older
 * booking service). In ONE transaction under the slot's lock: the cart's
 * hold rules (limits, CHOICE, VIP, seats), THE pricing function, then the
 * booking through the named transitions. Wine → confirmed (pay on site)
 * with its confirmation e-mail; truffle → pending, paid through the payment
 * API (/api/payments-api/create-payment-intent with booking_id).
 */
export async function createBooking(deps: GuestBookingDeps, input: CreateBookingPayload): Promise<CreatedDirectBooking> {
  const { token, hash } = generateManageToken();
  const booking = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const slot = await lockSlotWithOccupancy(tx, input.slot_id, now);
    // A partners-only experience's slot does not exist for guests (as in the cart).
    if (!slot?.isActive || slot.partnersOnly) throw notFound('Slot');
    if (slot.startsAt.getTime() <= now.getTime()) throw new DomainError('validation_error', 'This slot has already started', 'Choose a future slot');
    checkBookingCutoff(slot, now);
    const c = input.customer;
    const pending = await bookLockedSlot(
      tx,
      slot,
      { category: input.category ?? 'NONE', adults: input.adults, children: input.children, vip: input.vip, language: input.language ?? null },
      {
        customerEmail: c.email,
        customerName: `${c.first_name} ${c.last_name}`,
        customerPhone: c.phone,
        locale: input.locale,
        manageTokenHash: hash,
        notes: input.notes || null,
      },
      'guest',
      { channel: 'bookings_api' },
    );
    if (pending.category === 'TRUFFLE') return pending;
    const confirmed = await confirmBooking(tx, pending.id, 'guest', { channel: 'bookings_api' });
    await queueDirectBookingEmails(tx, confirmed, token, deps.staffEmail);
    return confirmed;
  });
  if (booking.status === 'confirmed') kickOutbox(deps);
  return {
    booking: await managedBookingView(deps.db, deps, booking.id, input.locale),
    manageToken: token,
    amountDueCents: booking.category === 'TRUFFLE' ? booking.totalCents : 0,
  };
}

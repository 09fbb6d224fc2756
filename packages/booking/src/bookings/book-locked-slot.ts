import type { Booking, NewBooking } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { checkHold, checkParticipants, currentPrices, resolveCategory, resolveLanguage } from '../cart/hold-rules.ts';
import type { SlotWithOccupancy } from '../holds/index.ts';
import { priceCart } from '../pricing/index.ts';
import { generateBookingNumber } from './booking-number.ts';
import { createPendingBooking, type Actor } from './booking-transitions.ts';

/** One party booked straight onto a slot (no cart): who, how many, which tour language. */
export interface DirectParty {
  /** For a CHOICE slot the chosen category; NONE: the slot's own. */
  category: 'TRUFFLE' | 'WINE' | 'NONE';
  adults: number;
  children: number;
  vip: boolean;
  /** The tour language; null: the slot's first. */
  language: string | null;
}

/** The guest's data and what else the booking row keeps (e-mail language, manage token, notes). */
export type DirectGuest = Pick<NewBooking, 'customerEmail' | 'customerName' | 'customerPhone' | 'locale' | 'manageTokenHash' | 'notes'>;

/**
 * A booking without a cart, written under the slot's lock the caller holds (`slot` read after
 * the lock): the cart's hold rules (participants, CHOICE category, VIP privacy, seats), the
 * price snapshot of a hold and THE pricing function, then the booking in `pending` through its
 * named transition. The guest's direct booking and the back office's both come through here;
 * each decides first what only it checks (the online cut-off, the start).
 */
export async function bookLockedSlot(
  tx: Executor,
  slot: SlotWithOccupancy,
  party: DirectParty,
  guest: DirectGuest,
  actor: Actor,
  data?: Record<string, unknown>,
): Promise<Booking> {
  const category = resolveCategory(slot, party.category);
  const language = resolveLanguage(slot, party.language);
  checkParticipants(category, party.adults, party.children);
  const hold = { category, adults: party.adults, children: party.children, vip: party.vip };
  checkHold(slot, hold);
  const prices = currentPrices(slot, category, hold.vip);
  const [priced] = priceCart([{ id: 'booking', category, adults: hold.adults, children: hold.children, ...prices }], null).items;
  return createPendingBooking(
    tx,
    {
      bookingNumber: generateBookingNumber(),
      slotId: slot.id,
      category,
      adults: hold.adults,
      children: hold.children,
      vip: hold.vip,
      language,
      ...prices,
      subtotalCents: priced!.subtotalCents,
      discountCents: priced!.discountCents,
      totalCents: priced!.totalCents,
      ...guest,
    },
    actor,
    data,
  );
}

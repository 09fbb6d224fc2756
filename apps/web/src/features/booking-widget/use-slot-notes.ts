import { overlappingWith, wallClockMinutes, type CartItem, type Slot } from '@tenuta/contracts';
import { useMemo } from 'react';
import { useCart } from '../cart/cart-context.ts';
import { termsForSlot, type SlotTerms } from './booking-terms.ts';

export interface SlotNotes {
  /** Cart lines at the same time as the chosen slot (the guest may still add it). */
  overlaps: CartItem[];
  /** The cancellation terms for the chosen slot if booked now; null without a slot. */
  terms: SlotTerms | null;
}

/**
 * What the guest should know about the chosen slot before adding it: the cart
 * lines it overlaps and the refund and date-change terms of its date. Not in
 * the partner area (a reseller's terms are its contract; its basket is not the cart).
 */
export function useSlotNotes(slot: Slot | undefined, enabled: boolean): SlotNotes {
  const { serverItems } = useCart();
  return useMemo(() => {
    if (!slot || !enabled) return { overlaps: [], terms: null };
    const chosen = { slot_id: slot.id, slot_datetime: slot.slot_datetime, duration_minutes: wallClockMinutes(slot.start_time, slot.end_time) };
    return { overlaps: overlappingWith(chosen, serverItems), terms: termsForSlot(slot.slot_datetime, new Date()) };
  }, [slot, enabled, serverItems]);
}

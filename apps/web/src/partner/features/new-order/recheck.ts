import type { AvailabilityCheckResponse, AvailableSlotsResponse, Slot } from '@tenuta/contracts';
import type { NewCartItem } from '../../../features/cart/cart-context.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The seats a selection takes: adults and children. */
const seatsOf = (item: NewCartItem) => Number(item.adults_count) + Number(item.children_count ?? 0);

/** True when the slot, as read again, can still take this selection (seats, a VIP's untouched slot, a CHOICE slot's category). */
export function slotStillTakes(fresh: Slot | undefined, item: NewCartItem): boolean {
  if (!fresh) return false;
  if (fresh.capacity_free < seatsOf(item)) return false;
  if (item.vip_upgrade && item.chosen_category === 'TRUFFLE' && !fresh.is_virgin) return false;
  if (fresh.category === 'CHOICE' && fresh.fixed_category !== null && fresh.fixed_category !== item.chosen_category) return false;
  return true;
}

/**
 * Partner mode's availability re-check before a selection goes into the order basket: the
 * availability check for the slot's experience, date and time; a CHOICE slot (no experience of
 * its own) or a VIP selection (the slot must still be untouched) reads the day's slots again.
 */
export async function recheckAvailability(item: NewCartItem, slot: Slot, experience: 'truffle' | 'wine'): Promise<boolean> {
  if (slot.experience_id !== null && !item.vip_upgrade) {
    const check = await apiRequest<AvailabilityCheckResponse>('/availability/check', {
      method: 'POST',
      body: { experience_id: slot.experience_id, date: slot.date, time: slot.start_time, participants: seatsOf(item) },
    });
    return check.available && check.slot_id === slot.id;
  }
  const day = await apiRequest<AvailableSlotsResponse>('/experiences/available', { query: { start_date: slot.date, end_date: slot.date, experience_type: experience } });
  return slotStillTakes(
    day.slots.find((s) => s.id === slot.id),
    item,
  );
}

import type { CheckoutItemSnapshot } from '@tenuta/db';
import { checkHold } from '../cart/hold-rules.ts';
import { isDomainError } from '@tenuta/core';
import { lockSlotWithOccupancy } from '../holds/index.ts';
import type { Executor } from '@tenuta/core';

export type SeatCheck = { ok: true } | { ok: false; slotId: number; reason: string };

/**
 * Locks every slot of the checkout in ascending id order (one lock per slot,
 * late, sorted: no deadlocks between checkouts) and re-checks each item as
 * if its own hold were not there: a seated item (unexpired hold) passes; an
 * item whose hold expired passes only if its seats, CHOICE category and VIP
 * privacy are still free.
 */
export async function checkSeats(tx: Executor, items: readonly CheckoutItemSnapshot[], now: Date): Promise<SeatCheck> {
  const sorted = [...items].sort((a, b) => a.slotId - b.slotId);
  for (const item of sorted) {
    const slot = await lockSlotWithOccupancy(tx, item.slotId, now, item.cartItemId);
    if (!slot?.isActive) return { ok: false, slotId: item.slotId, reason: 'The slot is no longer offered' };
    try {
      checkHold(slot, { category: item.category, adults: item.adults, children: item.children, vip: item.vip });
    } catch (e) {
      if (!isDomainError(e)) throw e;
      return { ok: false, slotId: item.slotId, reason: e.detail ?? e.message };
    }
  }
  return { ok: true };
}

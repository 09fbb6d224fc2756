import { DomainError } from '@tenuta/core';
import { isOpenForSale, salesCloseAt } from './booking-cutoff.ts';

/**
 * Refuses an add to the cart once the slot's online sales have stopped
 * (docs/domain/booking-cutoff.md): 400 `booking_closed`, with the cut-off and
 * the instant sales stopped for the guest's message.
 */
export function checkBookingCutoff(slot: { startsAt: Date; cutoffMinutes: number }, now: Date): void {
  if (isOpenForSale(slot, now)) return;
  throw new DomainError(
    'booking_closed',
    'Online booking for this time has closed',
    `Online sales stop ${slot.cutoffMinutes} minutes before the start: choose a later time or call the estate.`,
    {
      cutoff_minutes: slot.cutoffMinutes,
      sales_closed_at: salesCloseAt(slot.startsAt, slot.cutoffMinutes).toISOString(),
    },
  );
}

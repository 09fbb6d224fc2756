import type { AvailabilityCheckRequest, AvailabilityCheckResponse } from '@tenuta/contracts';
import { isOpenForSale } from '../cutoff/index.ts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { freeSeats } from '../holds/index.ts';
import { experienceExists, findSlots } from './availability-repository.ts';

/**
 * Can `participants` people still book this experience on date at time
 * (Rome)? A read, not a hold: the answer can change before adding to cart.
 */
export async function checkAvailability({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, input: AvailabilityCheckRequest): Promise<AvailabilityCheckResponse> {
  if (!(await experienceExists(db, input.experience_id))) throw notFound('Experience');
  const now = clock.now();
  const [slot] = await findSlots(db, { fromDate: input.date, toDate: input.date, after: now, now, experienceId: input.experience_id, startTime: input.time });
  if (!slot) return { success: true, available: false, capacity_free: 0, slot_id: null };
  // Past its online cut-off the slot is not for sale (docs/domain/booking-cutoff.md).
  if (!isOpenForSale(slot, now)) return { success: true, available: false, capacity_free: 0, slot_id: slot.id };
  const free = freeSeats(slot);
  return { success: true, available: free >= input.participants, capacity_free: free, slot_id: slot.id };
}

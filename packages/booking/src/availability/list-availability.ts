import type { AvailabilityResponse } from '@tenuta/contracts';
import { isOpenForSale } from '../cutoff/index.ts';
import type { BookingDeps } from '../deps.ts';
import { addDays, romeDate } from '@tenuta/core';
import { findSlots } from './availability-repository.ts';
import { DEFAULT_RANGE_DAYS } from './list-available-slots.ts';
import { toSlotDto } from './slot-mapper.ts';

/**
 * Upcoming slots, full ones included (not those past their online cut-off), optionally of one experience: on
 * `date` (Rome) or, without a date, the next DEFAULT_RANGE_DAYS days.
 */
export async function listAvailability(
  { db, clock }: Pick<BookingDeps, 'db' | 'clock'>,
  filter: { date?: string | undefined; experience_id?: number | undefined },
): Promise<AvailabilityResponse> {
  const now = clock.now();
  const from = filter.date ?? romeDate(now);
  const rows = await findSlots(db, {
    fromDate: from,
    toDate: filter.date ?? addDays(from, DEFAULT_RANGE_DAYS),
    after: now,
    now,
    ...(filter.experience_id !== undefined ? { experienceId: filter.experience_id } : {}),
  });
  return { success: true, slots: rows.filter((s) => isOpenForSale(s, now)).map(toSlotDto) };
}

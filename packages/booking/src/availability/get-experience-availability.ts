import type { ExperienceAvailabilityResponse } from '@tenuta/contracts';
import { isOpenForSale } from '../cutoff/index.ts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { addDays, romeDate } from '@tenuta/core';
import { experienceExists, findSlots } from './availability-repository.ts';
import { DEFAULT_RANGE_DAYS } from './list-available-slots.ts';
import { toSlotDto } from './slot-mapper.ts';

/**
 * An experience's upcoming slots, full ones included (capacity_free 0), not those past their online cut-off: on
 * `date` (Rome) or, without a date, the next DEFAULT_RANGE_DAYS days.
 */
export async function getExperienceAvailability({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, experienceId: number, date?: string): Promise<ExperienceAvailabilityResponse> {
  if (!(await experienceExists(db, experienceId))) throw notFound('Experience');
  const now = clock.now();
  const from = date ?? romeDate(now);
  const rows = await findSlots(db, { fromDate: from, toDate: date ?? addDays(from, DEFAULT_RANGE_DAYS), after: now, now, experienceId });
  return { success: true, experience_id: experienceId, slots: rows.filter((s) => isOpenForSale(s, now)).map(toSlotDto) };
}

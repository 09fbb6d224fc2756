import type { AvailableSlotsQuery, AvailableSlotsResponse } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { isOpenForSale } from '../cutoff/index.ts';
import { DomainError } from '@tenuta/core';
import { acceptsCategory, freeSeats } from '../holds/index.ts';
import { addDays, daysBetween, romeDate } from '@tenuta/core';
import { findSlots } from './availability-repository.ts';
import { toSlotDto } from './slot-mapper.ts';

export const DEFAULT_RANGE_DAYS = 60;
export const MAX_RANGE_DAYS = 120;

/**
 * The booking widget's list: slots with free seats from start_date (never
 * the past, nor past its online cut-off) to end_date. truffle → TRUFFLE slots and CHOICE slots not fixed
 * to WINE; wine → WINE slots and CHOICE slots not fixed to TRUFFLE.
 */
export async function listAvailableSlots({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, query: AvailableSlotsQuery): Promise<AvailableSlotsResponse> {
  const now = clock.now();
  const today = romeDate(now);
  const requested = query.start_date ?? today;
  // Never the past: a start date before today counts from today.
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings (YYYY-MM-DD), compared as text; Math.max would turn them into numbers
  const fromDate = requested < today ? today : requested;
  const endDate = query.end_date ?? addDays(fromDate, DEFAULT_RANGE_DAYS);
  if (daysBetween(requested, endDate) < 0) throw new DomainError('validation_error', 'end_date is before start_date', 'end_date must be on or after start_date');
  if (daysBetween(fromDate, endDate) > MAX_RANGE_DAYS) {
    throw new DomainError('validation_error', 'Date range too long', `end_date must be at most ${MAX_RANGE_DAYS} days after start_date`);
  }
  const wanted = query.experience_type === 'truffle' ? 'TRUFFLE' : query.experience_type === 'wine' ? 'WINE' : undefined;
  const rows =
    endDate < today
      ? []
      : await findSlots(db, {
          fromDate,
          toDate: endDate,
          after: now,
          now,
          ...(wanted ? { categories: [wanted, 'CHOICE'] as ('TRUFFLE' | 'WINE' | 'CHOICE')[] } : {}),
          ...(query.language ? { language: query.language } : {}),
          ...(query.start_time ? { startTime: query.start_time } : {}),
        });
  // Slots past their online cut-off are not offered (docs/domain/booking-cutoff.md).
  const slots = rows.filter((s) => freeSeats(s) > 0 && isOpenForSale(s, now) && (!wanted || acceptsCategory(s, wanted))).map(toSlotDto);
  return {
    success: true,
    slots,
    total_count: slots.length,
    message: slots.length > 0 ? `${slots.length} slot disponibili` : 'Nessuna disponibilità per i criteri scelti',
  };
}

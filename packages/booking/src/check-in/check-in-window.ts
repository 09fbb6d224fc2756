import { romeDate } from '@tenuta/core';

/**
 * When a booking can be checked in: on its slot's day (Rome calendar), from
 * midnight on, so that early arrivals for a later slot of today are welcome;
 * and until CHECK_IN_LATE_HOURS after the start, so that an evening slot's
 * guests can still be checked in after midnight. Never on another day.
 */
export const CHECK_IN_LATE_HOURS = 6;

export type CheckInTiming = 'open' | 'too_early' | 'too_late';

export function checkInTiming(startsAt: Date, now: Date): CheckInTiming {
  if (romeDate(startsAt) === romeDate(now)) return 'open';
  const sinceStart = now.getTime() - startsAt.getTime();
  if (sinceStart < 0) return 'too_early';
  return sinceStart < CHECK_IN_LATE_HOURS * 3_600_000 ? 'open' : 'too_late';
}

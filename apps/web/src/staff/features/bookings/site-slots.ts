import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Slot } from '@tenuta/contracts';
import { addDays, addMonths } from '@tenuta/core/rome-time';
import { availabilityQueryOptions } from '../../../features/booking-widget/api/availability-api.ts';
import { BOOKING_HORIZON_DAYS, monthWindow } from '../../../features/booking-widget/calendar-window.ts';
import { slotState, type WidgetExperience } from '../../../features/booking-widget/widget-rules.ts';
import { romeToday } from '../../components/format.ts';
import type { PickableSlot } from './slot-picker.tsx';

/**
 * What the site sells, for the slot picker: the public booking widget's availability call
 * (GET /api/experiences/available, one cached query per month: the shown month and the months
 * either side, so the calendar's arrow keys cross months) and its rule of which slots show
 * (slotState: the category, a CHOICE slot's fixed category, the smallest group), then the
 * party: a time with fewer free seats than `people` is left out. `experienceId` keeps one wine
 * tasting's slots (and the CHOICE slots, which have none of their own).
 */
export function useSiteSlots(o: { experience: WidgetExperience; experienceId?: number | null; people: number; month: string }) {
  const today = romeToday();
  const windows = [o.month, addMonths(o.month, 1), addMonths(o.month, -1)].map((m) => monthWindow(m, today));
  const results = useQueries({
    queries: windows.map((w) => ({
      ...availabilityQueryOptions({ experience: o.experience, startDate: w?.startDate ?? today, endDate: w?.endDate ?? today }),
      enabled: w !== null,
    })),
  });
  const [a, b, c] = results.map((r) => r.data);
  const { experience, experienceId, people } = o;
  // Each answer is stable between renders: the list changes only when one of them does.
  const slots = useMemo(() => {
    const byId = new Map<number, Slot>();
    for (const answer of [a, b, c]) for (const s of answer?.slots ?? []) byId.set(s.id, s);
    return [...byId.values()]
      .filter((s) => slotState(s, experience, new Set()) === 'available' && s.capacity_free >= people)
      .filter((s) => experienceId == null || s.experience_id === null || s.experience_id === experienceId)
      .map<PickableSlot>((s) => ({ slotId: s.id, date: s.date, startTime: s.start_time, endTime: s.end_time, freeSeats: s.capacity_free, note: s.languages.join(' · ') }));
  }, [a, b, c, experience, experienceId, people]);
  return {
    slots,
    isPending: results[0]!.isPending && windows[0] !== null,
    error: results.find((r) => r.error)?.error ?? null,
    /** The site sells up to this day. */
    lastDate: addDays(today, BOOKING_HORIZON_DAYS),
  };
}

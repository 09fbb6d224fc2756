import { useQueries } from '@tanstack/react-query';
import type { Slot } from '@tenuta/contracts';
import { useMemo } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { availabilityQueryOptions } from './api/availability-api.ts';
import { addMonths } from '@tenuta/core/rome-time';
import { monthWindow } from './calendar-window.ts';
import type { WidgetExperience } from './widget-rules.ts';

/**
 * The availability of the shown month and of the months either side, one
 * cached query per month. The calendar knows the neighbouring months' free
 * days, so its arrow keys cross into the next or previous month (a day it
 * knows nothing of would count as disabled and stop the keyboard), and
 * changing month shows the days at once while the next one loads.
 */
export function useAvailabilityMonths(experience: WidgetExperience, month: string, today: string) {
  const months = [month, addMonths(month, 1), addMonths(month, -1)];
  const windows = months.map((m) => monthWindow(m, today));
  const results = useQueries(
    {
      queries: windows.map((range) => ({
        ...availabilityQueryOptions({ experience, startDate: range?.startDate ?? today, endDate: range?.endDate ?? today }),
        enabled: range !== null,
      })),
    },
    queryClient,
  );
  const shown = results[0]!;
  const [a, b, c] = results.map((r) => r.data);
  // Each answer is stable between renders: the list changes only when one of them does.
  const slots = useMemo(() => {
    const byId = new Map<number, Slot>();
    for (const answer of [a, b, c]) for (const s of answer?.slots ?? []) byId.set(s.id, s);
    return [...byId.values()].sort((x, y) => x.slot_datetime.localeCompare(y.slot_datetime));
  }, [a, b, c]);
  const data = useMemo(() => ({ slots }), [slots]);
  const refetch = () => Promise.all(results.map((r) => r.refetch()));
  return {
    /** The shown month's answer decides loading, error and "nothing this month". */
    isSuccess: shown.isSuccess || windows[0] === null,
    isError: shown.isError,
    error: shown.error,
    isFetching: results.some((r) => r.isFetching),
    data,
    refetch,
  };
}

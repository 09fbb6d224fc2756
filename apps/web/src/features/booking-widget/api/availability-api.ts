import { queryOptions } from '@tanstack/react-query';
import type { AvailableSlotsResponse, ExperienceListResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WidgetExperience } from '../widget-rules.ts';

export interface AvailabilityWindow {
  experience: WidgetExperience;
  /** Rome calendar dates, YYYY-MM-DD, inclusive. */
  startDate: string;
  endDate: string;
}

/** GET /api/experiences/available (docs/product.md, Catalogue and availability calls) for one window of dates. */
export const getAvailableSlots = ({ experience, startDate, endDate }: AvailabilityWindow, signal?: AbortSignal) =>
  apiRequest<AvailableSlotsResponse>('/experiences/available', {
    query: { start_date: startDate, end_date: endDate, experience_type: experience },
    signal,
  });

export const availabilityQueryOptions = (window: AvailabilityWindow) =>
  queryOptions({
    queryKey: ['availability', window.experience, window.startDate, window.endDate] as const,
    queryFn: ({ signal }) => getAvailableSlots(window, signal),
    staleTime: 30_000,
  });

/**
 * GET /api/experiences: the catalogue (wine has three tastings). The same query, key and shape as
 * the home and wine cards' (features/estate): one cache entry, whichever page fetched it first.
 */
export const experiencesQueryOptions = () =>
  queryOptions({
    queryKey: ['experiences'] as const,
    queryFn: ({ signal }) => apiRequest<ExperienceListResponse>('/experiences', { signal }).then((res) => res.data),
    staleTime: 10 * 60_000,
  });

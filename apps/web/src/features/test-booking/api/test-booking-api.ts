import { queryOptions } from '@tanstack/react-query';
import type {
  AvailabilityCheckRequest,
  AvailabilityCheckResponse,
  AvailabilityResponse,
  CancelBookingResponse,
  CreateBookingRequest,
  CreateBookingResponse,
  ExperienceListResponse,
  ManageBookingResponse,
} from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The calls the developer test page makes: list, create, cancel, check availability (docs/product.md, The calls). */

export const experiencesQueryOptions = () =>
  queryOptions({
    queryKey: ['test-booking', 'experiences'] as const,
    queryFn: ({ signal }) => apiRequest<ExperienceListResponse>('/experiences', { signal }),
    staleTime: 10 * 60_000,
  });

/** GET /api/availability?date&experience_id: the slots of one experience on one Rome day (full ones too). */
export const slotsQueryOptions = (experienceId: number | null, date: string) =>
  queryOptions({
    queryKey: ['test-booking', 'slots', experienceId, date] as const,
    queryFn: ({ signal }) => apiRequest<AvailabilityResponse>('/availability', { query: { date, experience_id: experienceId ?? undefined }, signal }),
    enabled: experienceId !== null && /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 10_000,
  });

/** POST /api/availability/check */
export const checkAvailability = (body: AvailabilityCheckRequest) => apiRequest<AvailabilityCheckResponse>('/availability/check', { method: 'POST', body });

/** POST /api/bookings */
export const createBooking = (body: CreateBookingRequest) => apiRequest<CreateBookingResponse>('/bookings', { method: 'POST', body });

/** GET /api/bookings/{id}?token= */
export const getBooking = (id: number, token: string) => apiRequest<ManageBookingResponse>(`/bookings/${id}`, { query: { token } });

/** POST /api/bookings/{id}/cancel?token= { reason } */
export const cancelBooking = (id: number, token: string, reason: string) =>
  apiRequest<CancelBookingResponse>(`/bookings/${id}/cancel`, { method: 'POST', query: { token }, body: { reason } });

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CancelBookingResponse, ChangeDateResponse, DateOptionsResponse, ManageBooking, ManageBookingResponse } from '@tenuta/contracts';
import { API_BASE, apiRequest, isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The booking in the link: /manage/{id}?token=… */
export interface BookingLink {
  id: string;
  token: string;
}

const path = (link: BookingLink, rest = '') => `/bookings/${encodeURIComponent(link.id)}${rest}`;

/** GET /bookings/{id} with its token (docs/product.md, Booking calls). */
export const getManagedBooking = async (link: BookingLink, signal?: AbortSignal): Promise<ManageBooking> =>
  (await apiRequest<ManageBookingResponse>(path(link), { query: { token: link.token }, signal })).data.booking;

// A 404 (unknown booking or wrong token) will not change on a retry.
const retryUnlessNotFound = (failures: number, error: unknown) => !(isApiError(error) && error.status === 404) && failures < 1;

export const managedBookingQueryOptions = (link: BookingLink) =>
  queryOptions({
    queryKey: ['managed-booking', link.id, link.token] as const,
    queryFn: ({ signal }) => getManagedBooking(link, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });

export const useManagedBooking = (link: BookingLink) => useQuery({ ...managedBookingQueryOptions(link), enabled: link.token !== '' }, queryClient);

/** The other slots the booking can move to for free. */
export const getDateOptions = async (link: BookingLink, signal?: AbortSignal): Promise<DateOptionsResponse['data']> =>
  (await apiRequest<DateOptionsResponse>(path(link, '/date-options'), { query: { token: link.token }, signal })).data;

export const dateOptionsQueryOptions = (link: BookingLink) =>
  queryOptions({
    queryKey: ['managed-booking', link.id, link.token, 'date-options'] as const,
    queryFn: ({ signal }) => getDateOptions(link, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });

export const useDateOptions = (link: BookingLink, enabled: boolean) => useQuery({ ...dateOptionsQueryOptions(link), enabled }, queryClient);

/** POST /bookings/{id}/cancel with a reason (docs/product.md, Booking calls). */
export const cancelManagedBooking = async (link: BookingLink, reason: string): Promise<CancelBookingResponse['data']> =>
  (await apiRequest<CancelBookingResponse>(path(link, '/cancel'), { method: 'POST', query: { token: link.token }, body: { reason }, timeoutMs: 30_000 })).data;

export const changeBookingDate = async (link: BookingLink, slotId: number): Promise<ChangeDateResponse['data']> =>
  (await apiRequest<ChangeDateResponse>(path(link, '/change-date'), { method: 'POST', query: { token: link.token }, body: { slot_id: slotId }, timeoutMs: 30_000 })).data;

/** The answer of a change carries the booking as it is now: the page shows it without a second request. */
export function useCancelBooking(link: BookingLink) {
  return useMutation(
    {
      mutationFn: (reason: string) => cancelManagedBooking(link, reason),
      onSuccess: (data) => queryClient.setQueryData(managedBookingQueryOptions(link).queryKey, data.booking),
      // A refusal (already cancelled, started) means the page is out of date.
      onError: () => queryClient.invalidateQueries({ queryKey: managedBookingQueryOptions(link).queryKey, exact: true }),
    },
    queryClient,
  );
}

export function useChangeDate(link: BookingLink) {
  return useMutation(
    {
      mutationFn: (slotId: number) => changeBookingDate(link, slotId),
      onSuccess: (data) => {
        queryClient.setQueryData(managedBookingQueryOptions(link).queryKey, data.booking);
        void queryClient.invalidateQueries({ queryKey: dateOptionsQueryOptions(link).queryKey });
      },
      onError: () => queryClient.invalidateQueries({ queryKey: dateOptionsQueryOptions(link).queryKey }),
    },
    queryClient,
  );
}

/** The .ics download (GET /api/bookings/{id}/calendar.ics?token=…). */
export const calendarFileUrl = (link: BookingLink) => `${API_BASE}${path(link, '/calendar.ics')}?token=${encodeURIComponent(link.token)}`;

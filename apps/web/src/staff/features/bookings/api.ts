import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RefundStatus,
  StaffBookingDateOptionsData,
  StaffBookingDetail,
  StaffBookingCancelRequest,
  StaffBookingRow,
  StaffBookingsCsvDate,
  StaffBookingsData,
  StaffBookingSort,
} from '@tenuta/contracts';
import { staffApi, staffDownload } from '../../app/api.ts';

const bookingsKey = ['staff', 'bookings'] as const;

export interface BookingsFilter {
  q?: string;
  from?: string;
  to?: string;
  status?: StaffBookingRow['status'];
  category?: StaffBookingRow['category'];
  /** Who sold it: direct, reseller, referrer, octo. */
  channel?: StaffBookingRow['channel']['kind'];
  sort: StaffBookingSort;
  page: number;
}

export const getBookings = (f: BookingsFilter, signal?: AbortSignal) =>
  staffApi<{ data: StaffBookingsData }>('/bookings', { query: { ...f, page_size: 50 }, ...(signal ? { signal } : {}) }).then((r) => r.data);
export const bookingsQueryOptions = (f: BookingsFilter) =>
  queryOptions({ queryKey: [...bookingsKey, 'list', f], queryFn: ({ signal }) => getBookings(f, signal), placeholderData: keepPreviousData });
export const useBookings = (f: BookingsFilter) => useQuery(bookingsQueryOptions(f));

export const getBooking = (id: string, signal?: AbortSignal) =>
  staffApi<{ data: { booking: StaffBookingDetail } }>(`/bookings/${encodeURIComponent(id)}`, signal ? { signal } : {}).then((r) => r.data.booking);
export const bookingQueryOptions = (id: string) => queryOptions({ queryKey: [...bookingsKey, 'one', id], queryFn: ({ signal }) => getBooking(id, signal) });
export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));

export const useDateOptions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...bookingsKey, 'one', String(id), 'date-options'],
    queryFn: ({ signal }) => staffApi<{ data: StaffBookingDateOptionsData }>(`/bookings/${id}/date-options`, { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });

/** The bookings of the days, by experience date or by the day a payment was taken (the server names the file alike). */
export const downloadBookingsCsv = (from: string, to: string, by: StaffBookingsCsvDate = 'experience') =>
  staffDownload('/bookings.csv', { from, to, by }, `tenuta-bookings${by === 'payment' ? '-paid' : ''}-${from}-${to}.csv`);
/** Every payment, refund and void of the days. */
export const downloadPaymentsCsv = (from: string, to: string) => staffDownload('/payments.csv', { from, to }, `tenuta-payments-${from}-${to}.csv`);

type Detail = { data: { booking: StaffBookingDetail } };
export type CancelResult = { data: { booking: StaffBookingDetail; refund_percent: number; refund_cents: number; refund_status: RefundStatus; email_queued: boolean } };

/**
 * The actions on one booking. Each answers the fresh detail, which replaces the cached one
 * (under its id and its number); the lists are refetched.
 */
export function useBookingActions(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = (r: Detail) => {
    const b = r.data.booking;
    queryClient.setQueryData(bookingQueryOptions(String(b.id)).queryKey, b);
    queryClient.setQueryData(bookingQueryOptions(b.booking_number).queryKey, b);
    void queryClient.invalidateQueries({ queryKey: [...bookingsKey, 'list'] });
  };
  const post = <T extends Detail>(path: string, body?: unknown) => staffApi<T>(`/bookings/${id}${path}`, { method: 'POST', ...(body === undefined ? {} : { body }) });
  return {
    cancel: useMutation({ mutationFn: (b: StaffBookingCancelRequest) => post<CancelResult>('/cancel', b), onSuccess }),
    changeDate: useMutation({ mutationFn: (slotId: number) => post<Detail>('/change-date', { slot_id: slotId }), onSuccess }),
    resend: useMutation({ mutationFn: () => post<Detail>('/resend-confirmation'), onSuccess }),
    resendLink: useMutation({ mutationFn: () => post<Detail>('/resend-payment-link'), onSuccess }),
    note: useMutation({ mutationFn: (body: string) => post<Detail>('/notes', { body }), onSuccess }),
    payment: useMutation({ mutationFn: (b: { amount_cents: number; method: 'cash' | 'card' }) => post<Detail>('/payments', b), onSuccess }),
    noShow: useMutation({ mutationFn: () => post<Detail>('/no-show'), onSuccess }),
  };
}

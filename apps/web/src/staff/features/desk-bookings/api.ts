import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffBookingDetail,
  StaffBookingGuestRequest,
  StaffBookingPartyRequest,
  StaffBookingPartyResponse,
  StaffDeskPartner,
  StaffDeskSlot,
  StaffNewBookingRequest,
  StaffNewBookingResponse,
} from '@tenuta/contracts';
import { addMonths, lastDayOfMonth } from '@tenuta/core/rome-time';
import { staffApi } from '../../app/api.ts';
import { bookingQueryOptions } from '../bookings/api.ts';

const deskKey = ['staff', 'desk'] as const;

/** The first and last Rome day of a month (YYYY-MM). */
const monthRange = (month: string) => ({ from: `${month}-01`, to: lastDayOfMonth(month) });

/**
 * GET /api/staff/desk/slots for the shown month and the months either side (one cached query
 * each, as the public calendar loads them, so its arrow keys cross months): what staff can book
 * now, also past the online cut-off.
 */
export function useDeskSlots(category: 'TRUFFLE' | 'WINE', month: string) {
  const months = [month, addMonths(month, 1), addMonths(month, -1)];
  const results = useQueries({
    queries: months.map((m) => ({
      queryKey: [...deskKey, 'slots', category, m],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        staffApi<{ data: { slots: StaffDeskSlot[] } }>('/desk/slots', { query: { category, ...monthRange(m) }, signal }).then((r) => r.data.slots),
      staleTime: 15_000,
    })),
  });
  const slots = results.flatMap((r) => r.data ?? []);
  return { slots, isPending: results[0]!.isPending, error: results.find((r) => r.error)?.error ?? null };
}

/** GET /api/staff/desk/partners: the resellers booked on account, with their credit now. */
export const useDeskPartners = (enabled: boolean) =>
  useQuery({
    queryKey: [...deskKey, 'partners'],
    queryFn: ({ signal }) => staffApi<{ data: { partners: StaffDeskPartner[] } }>('/desk/partners', { signal }).then((r) => r.data.partners),
    enabled,
  });

/** POST /api/staff/bookings: the new booking (and its payment link); the lists and the slots are read again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffNewBookingRequest) => staffApi<StaffNewBookingResponse>('/bookings', { method: 'POST', body }).then((r) => r.data),
    onSuccess: (data) => {
      queryClient.setQueryData(bookingQueryOptions(String(data.booking.id)).queryKey, data.booking);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'bookings', 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...deskKey, 'slots'] });
      void queryClient.invalidateQueries({ queryKey: [...deskKey, 'partners'] });
    },
  });
}

/** The two changes of an existing booking; each answers the fresh detail, which replaces the cached one. */
export function useDeskChanges(id: number) {
  const queryClient = useQueryClient();
  const fresh = (b: StaffBookingDetail) => {
    queryClient.setQueryData(bookingQueryOptions(String(b.id)).queryKey, b);
    queryClient.setQueryData(bookingQueryOptions(b.booking_number).queryKey, b);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'bookings', 'list'] });
  };
  return {
    party: useMutation({
      mutationFn: (body: StaffBookingPartyRequest) => staffApi<StaffBookingPartyResponse>(`/bookings/${id}/party`, { method: 'POST', body }).then((r) => r.data),
      onSuccess: (data) => fresh(data.booking),
    }),
    guest: useMutation({
      mutationFn: (body: StaffBookingGuestRequest) =>
        staffApi<{ data: { booking: StaffBookingDetail } }>(`/bookings/${id}/guest`, { method: 'POST', body }).then((r) => r.data.booking),
      onSuccess: fresh,
    }),
  };
}

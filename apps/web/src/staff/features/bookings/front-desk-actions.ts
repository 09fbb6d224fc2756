import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffArrival, StaffBookingDetail } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';

/**
 * The front desk's corrections on one booking's page: a no-show or a check-in undone, an on-site
 * payment recorded by mistake voided. Each refreshes the booking (under its id and number), the
 * lists, the day's manifest and Today before it resolves, so the page shows the new state at once.
 */
export function useFrontDeskActions(id: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['staff', 'bookings'] }),
      queryClient.invalidateQueries({ queryKey: ['staff', 'manifest'] }),
      queryClient.invalidateQueries({ queryKey: ['staff', 'today'] }),
    ]);
  const post = <T>(path: string, body?: unknown) => staffApi<T>(`/bookings/${id}${path}`, { method: 'POST', ...(body === undefined ? {} : { body }) });
  return {
    undoNoShow: useMutation({ mutationFn: () => post<{ data: { booking: StaffArrival } }>('/no-show/undo'), onSuccess: refresh }),
    undoCheckIn: useMutation({ mutationFn: () => post<{ data: { booking: StaffArrival } }>('/check-in/undo'), onSuccess: refresh }),
    voidPayment: useMutation({
      mutationFn: (v: { paymentId: number; reason: string }) => post<{ data: { booking: StaffBookingDetail } }>(`/payments/${v.paymentId}/void`, { reason: v.reason }),
      onSuccess: refresh,
    }),
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffArrival, StaffCollectRequest } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';

/**
 * The desk's calls from the check-in result: collect what is due (cash or card terminal), undo a
 * check-in made by mistake, undo a no-show when the guest arrives late. Each answers the booking as
 * the desk sees it; the manifest, Today and the bookings refresh.
 */
export function useFrontDesk() {
  const queryClient = useQueryClient();
  const onSettled = () => {
    for (const key of [
      ['staff', 'manifest'],
      ['staff', 'today'],
      ['staff', 'bookings'],
    ])
      void queryClient.invalidateQueries({ queryKey: key });
  };
  const at = (id: number) => `/bookings/${encodeURIComponent(String(id))}`;
  return {
    collect: useMutation({
      mutationFn: (v: { id: number } & StaffCollectRequest) =>
        staffApi<{ data: { booking: StaffArrival; payment_id: number; due_cents: number } }>(`${at(v.id)}/check-in/collect`, {
          method: 'POST',
          body: { amount_cents: v.amount_cents, method: v.method },
        }).then((r) => r.data),
      onSettled,
    }),
    undoCheckIn: useMutation({
      mutationFn: (id: number) => staffApi<{ data: { booking: StaffArrival } }>(`${at(id)}/check-in/undo`, { method: 'POST' }).then((r) => r.data.booking),
      onSettled,
    }),
    undoNoShow: useMutation({
      mutationFn: (id: number) => staffApi<{ data: { booking: StaffArrival } }>(`${at(id)}/no-show/undo`, { method: 'POST' }).then((r) => r.data.booking),
      onSettled,
    }),
  };
}

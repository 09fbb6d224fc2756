import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffSlot,
  StaffSlotCancelResult,
  StaffSlotCreateRequest,
  StaffSlotCreateResult,
  StaffSlotDetail,
  StaffSlotExperience,
  StaffSlotUpdateRequest,
  StaffSlotsData,
} from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';

const slotsKey = ['staff', 'slots'] as const;

export const getSlots = (from: string, to: string) => staffApi<{ data: StaffSlotsData }>('/slots', { query: { from, to } }).then((r) => r.data);
export const slotsQueryOptions = (from: string, to: string) => queryOptions({ queryKey: [...slotsKey, 'range', from, to], queryFn: () => getSlots(from, to) });
/** The period's slots; the previous period stays on screen while the next one loads. */
export const useSlots = (from: string, to: string) => useQuery({ ...slotsQueryOptions(from, to), placeholderData: keepPreviousData });

export const getSlot = (id: number) => staffApi<{ data: StaffSlotDetail }>(`/slots/${id}`).then((r) => r.data);
export const useSlot = (id: number | null) => useQuery({ queryKey: [...slotsKey, 'one', id], queryFn: () => getSlot(id!), enabled: id !== null });

/** Create, change, cancel; each refreshes every calendar period and slot read. */
export function useSlotMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: slotsKey });
  const create = useMutation({
    mutationFn: (body: StaffSlotCreateRequest) => staffApi<{ data: StaffSlotCreateResult }>('/slots', { method: 'POST', body }).then((r) => r.data),
    onSettled,
  });
  const update = useMutation({
    mutationFn: (v: { id: number; body: StaffSlotUpdateRequest }) =>
      staffApi<{ data: { slot: StaffSlot } }>(`/slots/${v.id}`, { method: 'PATCH', body: v.body }).then((r) => r.data.slot),
    onSettled,
  });
  const cancel = useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      staffApi<{ data: StaffSlotCancelResult }>(`/slots/${v.id}/cancel`, { method: 'POST', body: { reason: v.reason } }).then((r) => r.data),
    onSettled,
  });
  return { create, update, cancel };
}

/** An experience's online-sales cut-off (minutes before the start; null: the category's default); refreshes the calendar. */
export function useCutoffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; minutes: number | null }) =>
      staffApi<{ data: { experience: StaffSlotExperience } }>(`/experiences/${v.id}/cutoff`, { method: 'PATCH', body: { booking_cutoff_minutes: v.minutes } }).then(
        (r) => r.data.experience,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });
}

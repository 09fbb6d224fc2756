import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCouponBookingView, StaffCouponCreateRequest, StaffCouponUpdateRequest, StaffCouponView } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';

const couponsKey = ['staff', 'coupons'] as const;

export const getCoupons = () => staffApi<{ data: { coupons: StaffCouponView[] } }>('/coupons').then((r) => r.data.coupons);
export const couponsQueryOptions = () => queryOptions({ queryKey: couponsKey, queryFn: getCoupons });
export const useCoupons = () => useQuery(couponsQueryOptions());

export const getCouponBookings = (id: number) => staffApi<{ data: { coupon: StaffCouponView; bookings: StaffCouponBookingView[] } }>(`/coupons/${id}/bookings`).then((r) => r.data);
export const useCouponBookings = (id: number | null) => useQuery({ queryKey: [...couponsKey, id, 'bookings'], queryFn: () => getCouponBookings(id!), enabled: id !== null });

type Saved = { data: { coupon: StaffCouponView } };

/** Create, edit, disable and enable; each refreshes the list. */
export function useCouponMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: couponsKey });
  const create = useMutation({ mutationFn: (body: StaffCouponCreateRequest) => staffApi<Saved>('/coupons', { method: 'POST', body }), onSuccess });
  const update = useMutation({
    mutationFn: (v: { id: number; body: StaffCouponUpdateRequest }) => staffApi<Saved>(`/coupons/${v.id}`, { method: 'PATCH', body: v.body }),
    onSuccess,
  });
  const setActive = useMutation({
    mutationFn: (v: { id: number; active: boolean }) => staffApi<Saved>(`/coupons/${v.id}/${v.active ? 'enable' : 'disable'}`, { method: 'POST' }),
    onSuccess,
  });
  return { create, update, setActive };
}

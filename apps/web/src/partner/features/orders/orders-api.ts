import { queryOptions } from '@tanstack/react-query';
import type { PartnerDashboard, PartnerOrder } from '@tenuta/contracts';
import { partnerApi } from '../../app/api.ts';

/** The partner's orders (its bookings): the server answers only this partner's. */
export type OrdersStatus = 'upcoming' | 'past' | 'cancelled' | 'all';
export const ORDERS_PAGE_SIZE = 20;

export interface OrdersFilter {
  status: OrdersStatus;
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

export const ordersQueryOptions = (f: OrdersFilter) =>
  queryOptions({
    queryKey: ['partner', 'orders', f] as const,
    queryFn: ({ signal }) =>
      partnerApi<{ data: { orders: PartnerOrder[]; total: number } }>('/orders', {
        query: { status: f.status, from: f.from, to: f.to, q: f.q, limit: ORDERS_PAGE_SIZE, offset: (f.page - 1) * ORDERS_PAGE_SIZE },
        signal,
      }).then((r) => r.data),
    // The previous page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['partner', 'order', id] as const,
    queryFn: ({ signal }) => partnerApi<{ data: { order: PartnerOrder } }>(`/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.data.order),
  });

export const cancelOrder = (id: number, reason: string) => partnerApi<{ data: { order: PartnerOrder } }>(`/orders/${id}/cancel`, { method: 'POST', body: { reason } });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'dashboard'] as const,
    queryFn: ({ signal }) => partnerApi<{ data: PartnerDashboard }>('/dashboard', { signal }).then((r) => r.data),
  });

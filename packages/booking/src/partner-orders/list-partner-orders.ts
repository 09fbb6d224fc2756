import type { PartnerOrder } from '@tenuta/contracts';
import { notFound } from '@tenuta/core';
import type { PartnerCaller, PartnerOrderDeps } from './partner-order-deps.ts';
import { toPartnerOrder } from './partner-order-mapper.ts';
import { findPartnerOrder, findPartnerOrders, type OrderFilter } from './partner-orders-repository.ts';

type ReadDeps = Pick<PartnerOrderDeps, 'db' | 'clock' | 'refundPolicy'>;

/** GET /api/partners/orders: the caller's partner's bookings only, filtered and paged. */
export async function listPartnerOrders(deps: ReadDeps, caller: PartnerCaller, filter: OrderFilter): Promise<{ orders: PartnerOrder[]; total: number }> {
  const now = deps.clock.now();
  const { rows, total } = await findPartnerOrders(deps.db, caller, filter, now);
  return { orders: rows.map((r) => toPartnerOrder(r, caller, now, deps.refundPolicy)), total };
}

/** GET /api/partners/orders/{id}: one of the caller's partner's bookings; any other id is a 404. */
export async function getPartnerOrder(deps: ReadDeps, caller: PartnerCaller, bookingId: number): Promise<PartnerOrder> {
  const row = await findPartnerOrder(deps.db, caller, bookingId);
  if (!row) throw notFound('Order');
  return toPartnerOrder(row, caller, deps.clock.now(), deps.refundPolicy);
}

import type { PartnerOrderDeps } from '../partner-orders/partner-order-deps.ts';

/** The OCTO booking use cases: a reseller's order's dependencies (checkout, billing, refund policy) and the site's hold length. */
export type OctoBookingDeps = PartnerOrderDeps & { holdMinutes?: number };

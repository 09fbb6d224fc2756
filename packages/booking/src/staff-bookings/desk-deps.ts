import type { RefundPolicy } from '@tenuta/contracts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';

/**
 * The back office's bookings made and changed at the desk: the checkout's dependencies (the
 * payment provider for links and refunds, the estate's address, the site's address) and the
 * active refund policy.
 */
export type DeskDeps = CheckoutDeps & { refundPolicy?: RefundPolicy };

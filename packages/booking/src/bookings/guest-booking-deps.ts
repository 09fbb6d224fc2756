import type { RefundPolicy } from '@tenuta/contracts';
import type { BillingPort } from '../billing-port.ts';
import type { BookingDeps } from '../deps.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/**
 * The guest's booking use cases (manage page, cancel, date change, direct
 * booking): database, clock, the e-mail outbox, the payment provider for
 * refunds, where staff are told, and the active refund policy.
 */
export type GuestBookingDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'> & {
  payments?: PaymentProvider;
  /** Billing: commissions follow cancellations and refunds. */
  billing: BillingPort;
  /** Recipient of staff notifications (STAFF_EMAIL). */
  staffEmail: string;
  /** The active cancellation policy; the default of docs/product.md, Policies, unless configured. */
  refundPolicy?: RefundPolicy;
};

import type { BillingPort } from '../billing-port.ts';
import type { BookingDeps } from '../deps.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The payment API (docs/product.md, Payment API): database, clock and the payment provider. */
export type PaymentsDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'> & {
  payments: PaymentProvider;
  /** Billing: a refund's outcome settles the booking's commission. */
  billing: BillingPort;
  /** Where the staff notice of a direct booking paid through this API goes. */
  staffEmail?: string;
};

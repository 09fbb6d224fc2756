import type { BillingPort } from '../billing-port.ts';
import type { BookingDeps } from '../deps.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** Checkout use cases: database, clock, the payment provider, where staff are told, the site's address. */
export type CheckoutDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'> & {
  payments: PaymentProvider;
  /** Billing: attribution and commission of each booking, the invoice of a paid checkout. */
  billing: BillingPort;
  /** Recipient of staff notifications (STAFF_EMAIL). */
  staffEmail: string;
  /** The site's public address: default success/cancel pages and allowed redirect origin. */
  publicUrl: string;
  /** Outside production, redirects to any localhost origin are allowed too (dev servers). */
  allowLocalhostRedirects?: boolean;
};

/** Wakes the e-mail worker; a failure there never fails the use case. */
export function kickOutbox(deps: Pick<BookingDeps, 'outbox'>): void {
  try {
    deps.outbox?.kick();
  } catch {
    /* the worker's own schedule sends them anyway */
  }
}

import type { CoreDeps } from '@tenuta/core';
import type { PaymentProvider } from './payments/payment-provider.ts';

/** What booking's use cases may depend on; each takes only the parts it needs. */
export interface BookingDeps extends CoreDeps {
  /** The payment provider (simulator or Stripe); checkout and payment use cases need it. */
  payments?: PaymentProvider;
}

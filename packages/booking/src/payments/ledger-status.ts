import type { PaymentStatus } from '@tenuta/db';
import type { ProviderPaymentIntent } from './payment-provider.ts';

/** A PaymentIntent's state as a ledger status: a declined attempt is `failed`. */
export function ledgerStatus(pi: Pick<ProviderPaymentIntent, 'status' | 'lastError'>): PaymentStatus {
  switch (pi.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return pi.lastError ? 'failed' : 'requires_payment_method';
    default:
      return 'pending';
  }
}

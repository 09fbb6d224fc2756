import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { completeCheckout } from '../checkout/complete-checkout.ts';
import { expireCheckout } from '../checkout/expire-checkout.ts';
import { lockingTransaction } from '@tenuta/core';
import { syncPaymentApiIntent } from './confirm-payment.ts';
import type { ProviderEvent } from '../payments/payment-provider.ts';
import { recordWebhookEvent } from '../payments/payments-repository.ts';

/**
 * Dispatches a verified webhook event. Each event id is processed once: it
 * is recorded in the same transaction as its effects, so a replay (or a
 * concurrent duplicate) changes nothing. Out of order is harmless: every
 * handler re-reads the provider and only moves an open checkout.
 */
export async function handleProviderEvent(deps: CheckoutDeps, event: ProviderEvent): Promise<{ outcome: string }> {
  const ref = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completeCheckout(deps, { sessionId: event.object.id, event: ref });
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return expireCheckout(deps, { sessionId: event.object.id, event: ref });
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      // A payment-API attempt (direct booking) settles even if the guest never
      // came back to the page: synced from the provider (idempotent), then recorded.
      const synced = await syncPaymentApiIntent(deps, event.object.id);
      const fresh = await lockingTransaction(deps.db, (tx) => recordWebhookEvent(tx, ref));
      return { outcome: !fresh ? 'duplicate_event' : synced ? 'payment_synced' : 'ignored' };
    }
    default: {
      const fresh = await lockingTransaction(deps.db, (tx) => recordWebhookEvent(tx, ref));
      return { outcome: fresh ? 'ignored' : 'duplicate_event' };
    }
  }
}

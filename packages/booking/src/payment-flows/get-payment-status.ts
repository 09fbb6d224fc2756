import { notFound } from '@tenuta/core';
import { providerFailure } from '../checkout/create-payment.ts';
import { syncAttempt } from './confirm-payment.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { findAttemptByIntent } from '../payments/payments-repository.ts';

/** GET {PAYMENTS_API_BASE}/payment-status/{id}: re-read from the provider (and the ledger row updated). Only our own intents. */
export async function getPaymentStatus(deps: PaymentsDeps, paymentIntentId: string) {
  const attempt = await findAttemptByIntent(deps.db, paymentIntentId);
  if (!attempt?.providerPaymentId) throw notFound('Payment intent');
  let pi: ProviderPaymentIntent;
  try {
    pi = await deps.payments.retrievePaymentIntent(attempt.providerPaymentId);
  } catch (e) {
    throw providerFailure(e);
  }
  await syncAttempt(deps, pi);
  return { payment_intent_id: pi.id, status: pi.status, amount: pi.amountCents, currency: pi.currency, created: pi.created };
}

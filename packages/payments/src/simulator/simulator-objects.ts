import type { SimulatorCheckoutSession, SimulatorPaymentIntent } from '@tenuta/db';
import { ProviderRequestError, type PaymentIntentStatus, type ProviderCheckoutSession, type ProviderEvent, type ProviderPaymentIntent } from '@tenuta/booking';

/** Stripe-style error the simulator throws for a bad request (as StripeInvalidRequestError). */
export class SimulatorRequestError extends ProviderRequestError {
  constructor(message: string, code: string) {
    super(message, code);
    this.name = 'SimulatorRequestError';
  }
}

export const simulatorCheckoutPath = (id: string) => `/api/payments/simulator/checkout/${encodeURIComponent(id)}`;

/** Stripe's view of a simulated Checkout Session. */
export function checkoutSessionView(row: SimulatorCheckoutSession, publicUrl: string): ProviderCheckoutSession {
  return {
    id: row.id,
    url: row.status === 'open' ? `${publicUrl}${simulatorCheckoutPath(row.id)}` : null,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentIntentId: row.paymentIntentId,
    amountTotalCents: row.amountTotalCents,
    currency: row.currency,
    metadata: row.metadata,
    expiresAt: row.expiresAt,
  };
}

/** Stripe's view of a simulated PaymentIntent (3-D Secure and receipts on the simulator's own pages). */
export function paymentIntentView(row: SimulatorPaymentIntent, publicUrl: string): ProviderPaymentIntent {
  const e = row.lastError;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    created: Math.floor(row.createdAt.getTime() / 1000),
    metadata: row.metadata,
    lastError: e ? { code: e.code, declineCode: e.decline_code, message: e.message } : null,
    nextAction:
      row.status === 'requires_action'
        ? { type: 'redirect_to_url', redirect_to_url: { url: `${publicUrl}/api/payments/simulator/payment-intents/${row.id}/authenticate`, return_url: null } }
        : null,
    receiptUrl: row.status === 'succeeded' ? `${publicUrl}/api/payments/simulator/receipts/${row.id}` : null,
  };
}

/** Stripe's Checkout Session object, as it appears in events. */
export function checkoutSessionObject(row: SimulatorCheckoutSession, publicUrl: string): ProviderEvent['object'] {
  return {
    id: row.id,
    object: 'checkout.session',
    amount_total: row.amountTotalCents,
    currency: row.currency,
    customer_email: row.customerEmail,
    client_reference_id: row.metadata.checkout_session_id ?? null,
    created: Math.floor(row.createdAt.getTime() / 1000),
    expires_at: Math.floor(row.expiresAt.getTime() / 1000),
    livemode: false,
    locale: row.locale,
    metadata: row.metadata,
    mode: 'payment',
    payment_intent: row.paymentIntentId,
    payment_status: row.paymentStatus,
    status: row.status,
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    url: row.status === 'open' ? `${publicUrl}${simulatorCheckoutPath(row.id)}` : null,
  };
}

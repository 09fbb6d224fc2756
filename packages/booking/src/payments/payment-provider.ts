/**
 * The one interface both payment providers implement: the real Stripe SDK
 * and the local simulator (ARCHITECTURE.md 5). Amounts in cents, Stripe's
 * words for states, so the rest of the code never knows which one runs.
 */
export type ProviderName = 'simulator' | 'stripe';

export interface ProviderLineItem {
  name: string;
  /** Unit amount in cents. */
  amountCents: number;
  quantity: number;
}

export interface CreateCheckoutSessionInput {
  /** Our checkout_sessions.id: metadata, client_reference_id and idempotency key. */
  checkoutSessionId: string;
  currency: string;
  customerEmail: string;
  locale: 'it' | 'en';
  lineItems: ProviderLineItem[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  /** open | complete | expired */
  status: 'open' | 'complete' | 'expired';
  /** paid | unpaid | no_payment_required */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentIntentId: string | null;
  amountTotalCents: number;
  currency: string;
  metadata: Record<string, string>;
  expiresAt: Date;
}

export interface ProviderPaymentError {
  /** card_declined, authentication_required, incorrect_number, … */
  code: string;
  declineCode: string | null;
  message: string;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  /** Unix seconds, as Stripe. */
  created: number;
  metadata: Record<string, string>;
  lastError: ProviderPaymentError | null;
  nextAction: unknown | null;
  receiptUrl: string | null;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  metadata: Record<string, string>;
  idempotencyKey?: string;
}

export interface ConfirmPaymentIntentInput {
  /** Simulator: a Stripe test card number. */
  cardNumber?: string;
  /** Stripe: a PaymentMethod id (pm_…), e.g. pm_card_visa in test mode. */
  paymentMethod?: string;
  returnUrl?: string;
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer';
  /** The same key gives the same refund back (a retried webhook never refunds twice). */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  status: string;
  amountCents: number;
}

/** A verified webhook event, as Stripe sends it. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  /** data.object */
  object: { id: string; object: string; [key: string]: unknown };
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  /** Ends an open session so it can no longer be paid (Stripe: sessions.expire). */
  expireCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  confirmPaymentIntent(id: string, input: ConfirmPaymentIntentInput): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  /** Verifies the signature on the RAW body (300 s tolerance); throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): ProviderEvent;
}

/**
 * The one interface both payment providers implement: the real Stripe SDK
 * and the local simulator (docs/architecture.md, Payments). Amounts in cents, Stripe's
 * words for states, so the rest of the code never knows which one runs.
 */
export type ProviderName = 'simulator' | 'stripe';

export interface ProviderLineItem {
  name: string;
  /** Unit amount in cents. */
  amountCents: number;
  quantity: number;
}

/**
 * Stripe: a Checkout Session's `expires_at` "can be anywhere from 30 minutes
 * to 24 hours after Checkout Session creation" (whole seconds, measured by
 * Stripe when it creates the session), else the request is refused.
 */
export const CHECKOUT_SESSION_MIN_SECONDS = 30 * 60;
export const CHECKOUT_SESSION_MAX_SECONDS = 24 * 60 * 60;

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

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';

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

/** Stripe's refund statuses. Only `succeeded` means the money went back; `pending` and `requires_action` are on their way. */
export type ProviderRefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
  amountCents: number;
}

/**
 * Stripe keeps an idempotency key 24 hours. A refund row the provider never
 * answered is created again with its key only while the key is surely still
 * valid (counted from the row's creation, before its first call); after that
 * it is left to staff (pending in the ledger), never sent with a key that
 * could refund twice. A refund the provider answered is followed by its id.
 */
export const REFUND_KEY_VALID_MS = 23 * 3_600_000;

/** The ledger status of a refund the provider reports: never `succeeded` unless it says so. */
export function ledgerRefundStatus(status: ProviderRefundStatus | string): 'succeeded' | 'pending' | 'failed' | 'canceled' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed') return 'failed';
  if (status === 'canceled') return 'canceled';
  return 'pending';
}

/** A verified webhook event, as Stripe sends it. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  /** data.object */
  object: { id: string; object: string; [key: string]: unknown };
}

/**
 * A call the provider refused as invalid (Stripe's StripeInvalidRequestError: a missing object, a
 * state that does not allow it): the same call cannot succeed later. Adapters throw it or a subclass.
 */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

/** True for a refusal that retrying cannot fix: ours, or the Stripe SDK's invalid-request error. */
export const isInvalidProviderRequest = (e: unknown): boolean => e instanceof ProviderRequestError || (e as { type?: unknown } | null)?.type === 'StripeInvalidRequestError';

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
  /** A refund's current state (a pending one is followed by its id: no idempotency key involved). */
  retrieveRefund(id: string): Promise<ProviderRefund>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  confirmPaymentIntent(id: string, input: ConfirmPaymentIntentInput): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  /** Verifies the signature on the RAW body (300 s tolerance); throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): ProviderEvent;
}

import Stripe from 'stripe';
import type {
  ConfirmPaymentIntentInput,
  CreateCheckoutSessionInput,
  ProviderCreatePaymentIntentInput as CreatePaymentIntentInput,
  PaymentIntentStatus,
  PaymentProvider,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderRefund,
  RefundInput,
} from '@tenuta/booking';
import { verifyStripeWebhook } from '../webhook-signature.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111: a local stand-in of Stripe's API (tests). */
  apiBase?: string;
  timeoutMs?: number;
}

/** The SDK's host/port/protocol from an API base URL. */
export function stripeHostConfig(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const u = new URL(apiBase);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

const id = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

function toSession(s: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: s.id,
    url: s.url ?? null,
    status: (s.status ?? 'open') as ProviderCheckoutSession['status'],
    paymentStatus: s.payment_status as ProviderCheckoutSession['paymentStatus'],
    paymentIntentId: id(s.payment_intent),
    amountTotalCents: s.amount_total ?? 0,
    currency: s.currency ?? 'eur',
    metadata: (s.metadata ?? {}) as Record<string, string>,
    expiresAt: new Date(s.expires_at * 1000),
  };
}

function toIntent(pi: Stripe.PaymentIntent): ProviderPaymentIntent {
  const charge = pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const e = pi.last_payment_error;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status as PaymentIntentStatus,
    amountCents: pi.amount,
    currency: pi.currency,
    created: pi.created,
    metadata: (pi.metadata ?? {}) as Record<string, string>,
    lastError: e ? { code: e.code ?? 'card_declined', declineCode: e.decline_code ?? null, message: e.message ?? '' } : null,
    nextAction: pi.next_action ?? null,
    receiptUrl: charge?.receipt_url ?? null,
  };
}

/**
 * The real Stripe, through the official SDK: Checkout Sessions (30-minute
 * expiry, EUR, payment mode), refunds, PaymentIntents, signed webhooks.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...stripeHostConfig(options.apiBase),
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'tenuta' },
    });
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: input.currency,
        customer_email: input.customerEmail,
        locale: input.locale,
        client_reference_id: input.checkoutSessionId,
        metadata: { checkout_session_id: input.checkoutSessionId },
        payment_intent_data: { metadata: { checkout_session_id: input.checkoutSessionId } },
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        line_items: input.lineItems.map((l) => ({
          quantity: l.quantity,
          price_data: { currency: input.currency, unit_amount: l.amountCents, product_data: { name: l.name } },
        })),
      },
      { idempotencyKey: `checkout-session-${input.checkoutSessionId}` },
    );
    return toSession(session);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    return toSession(await this.stripe.checkout.sessions.retrieve(sessionId));
  }

  async expireCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    return toSession(await this.stripe.checkout.sessions.expire(sessionId));
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    const r = await this.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        amount: input.amountCents,
        ...(input.reason ? { reason: input.reason } : {}),
        ...(input.metadata ? { metadata: input.metadata } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: r.id, status: (r.status ?? 'pending') as ProviderRefund['status'], amountCents: r.amount };
  }

  async retrieveRefund(id: string): Promise<ProviderRefund> {
    const r = await this.stripe.refunds.retrieve(id);
    return { id: r.id, status: (r.status ?? 'pending') as ProviderRefund['status'], amountCents: r.amount };
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        receipt_email: input.customerEmail,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      },
      input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
    );
    return toIntent(pi);
  }

  async confirmPaymentIntent(piId: string, input: ConfirmPaymentIntentInput): Promise<ProviderPaymentIntent> {
    try {
      const pi = await this.stripe.paymentIntents.confirm(piId, {
        ...(input.paymentMethod ? { payment_method: input.paymentMethod } : {}),
        ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
        expand: ['latest_charge'],
      });
      return toIntent(pi);
    } catch (e) {
      // A decline is an error in the SDK; the PaymentIntent carries it as last_payment_error.
      if (e instanceof Stripe.errors.StripeCardError) return this.retrievePaymentIntent(piId);
      throw e;
    }
  }

  async retrievePaymentIntent(piId: string): Promise<ProviderPaymentIntent> {
    return toIntent(await this.stripe.paymentIntents.retrieve(piId, { expand: ['latest_charge'] }));
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): ProviderEvent {
    return verifyStripeWebhook(rawBody, signatureHeader, this.options.webhookSecret);
  }
}

export const createStripeProvider = (options: StripeProviderOptions) => new StripeProvider(options);

import Stripe from 'stripe';
import { WebhookSignatureError, type ProviderEvent } from '@tenuta/booking';

/** Stripe's default and ours (docs/architecture.md, Payments). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-signed webhook on its RAW body with the SDK
 * (stripe.webhooks.constructEvent) and returns the event. Both providers use
 * it: the simulator signs its events exactly as Stripe does.
 */
export function verifyStripeWebhook(rawBody: Buffer | string, signatureHeader: string | undefined, secret: string): ProviderEvent {
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (e) {
    throw new WebhookSignatureError(e instanceof Error ? e.message : 'Invalid signature');
  }
  const object = (event.data?.object ?? {}) as unknown as ProviderEvent['object'];
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof object.id !== 'string') {
    throw new WebhookSignatureError('Malformed event');
  }
  return { id: event.id, type: event.type, created: event.created, object };
}

/** Signs a payload as Stripe does (the simulator's events, and tests). */
export function signWebhookPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

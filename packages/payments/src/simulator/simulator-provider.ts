import { eq, sql } from 'drizzle-orm';
import { simulatorCheckoutSessions, simulatorPaymentIntents, simulatorRefunds, type Database, type SimulatorCheckoutSession, type SimulatorPaymentIntent } from '@tenuta/db';
import { lockingTransaction, type Clock } from '@tenuta/core';
import {
  CHECKOUT_SESSION_MAX_SECONDS,
  CHECKOUT_SESSION_MIN_SECONDS,
  type ConfirmPaymentIntentInput,
  type CreateCheckoutSessionInput,
  type ProviderCreatePaymentIntentInput as CreatePaymentIntentInput,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type ProviderRefundStatus,
  type RefundInput,
} from '@tenuta/booking';
import { signWebhookPayload, verifyStripeWebhook } from '../webhook-signature.ts';
import { cardOutcome, normalizeCardNumber } from './card-outcomes.ts';
import { simulatorId } from './simulator-ids.ts';
import { checkoutSessionObject, checkoutSessionView, paymentIntentView, SimulatorRequestError, simulatorCheckoutPath } from './simulator-objects.ts';
import { findOpenSimSessionFor, findSimIntent, findSimRefundByKey, findSimSession, updateSimIntent, updateSimSession } from './simulator-repository.ts';

export interface SimulatorOptions {
  db: Database;
  clock: Clock;
  /** The site's public address: the hosted page lives at /api/payments/simulator/checkout/{id}. */
  publicUrl: string;
  /** The secret its events are signed with (the webhook route verifies with it). */
  webhookSecret: string;
}

/**
 * The payment simulator (PAYMENT_PROVIDER=simulator): a faithful local
 * stand-in for the Stripe calls we use. Its state is in the database
 * (simulator_* tables); its webhooks are signed like Stripe's.
 */
export class SimulatorProvider implements PaymentProvider {
  readonly name = 'simulator' as const;
  constructor(readonly options: SimulatorOptions) {}

  private get db() {
    return this.options.db;
  }

  hostedPageUrl(id: string): string {
    return `${this.options.publicUrl}${simulatorCheckoutPath(id)}`;
  }

  toCheckoutSession(row: SimulatorCheckoutSession): ProviderCheckoutSession {
    return checkoutSessionView(row, this.options.publicUrl);
  }

  toPaymentIntent(row: SimulatorPaymentIntent): ProviderPaymentIntent {
    return paymentIntentView(row, this.options.publicUrl);
  }

  /** Stripe's Checkout Session object, as it appears in events. */
  checkoutSessionObject(row: SimulatorCheckoutSession): ProviderEvent['object'] {
    return checkoutSessionObject(row, this.options.publicUrl);
  }

  /** A signed event, ready to POST to the webhook route: exactly what Stripe would send. */
  signedEvent(type: string, object: ProviderEvent['object']): { payload: string; signature: string; eventId: string } {
    const eventId = simulatorId('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    return { payload, signature: signWebhookPayload(payload, this.options.webhookSecret), eventId };
  }

  /** Stripe expires open sessions at expires_at by itself; the simulator does it when asked. */
  private async expireIfDue(row: SimulatorCheckoutSession): Promise<SimulatorCheckoutSession> {
    if (row.status !== 'open' || row.expiresAt.getTime() > this.options.clock.now().getTime()) return row;
    return updateSimSession(this.db, row.id, { status: 'expired' });
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession> {
    const existing = await findOpenSimSessionFor(this.db, input.checkoutSessionId);
    if (existing) return this.toCheckoutSession(existing);
    const amount = input.lineItems.reduce((a, l) => a + l.amountCents * l.quantity, 0);
    if (amount <= 0) throw new SimulatorRequestError('A Checkout Session in payment mode needs a positive amount', 'parameter_invalid_integer');
    // As Stripe: expires_at from 30 minutes to 24 hours after the session's creation, in whole seconds.
    const lifetime = Math.floor(input.expiresAt.getTime() / 1000) - Math.floor(this.options.clock.now().getTime() / 1000);
    if (lifetime < CHECKOUT_SESSION_MIN_SECONDS)
      throw new SimulatorRequestError('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'parameter_invalid_integer');
    if (lifetime > CHECKOUT_SESSION_MAX_SECONDS)
      throw new SimulatorRequestError('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'parameter_invalid_integer');
    const [row] = await this.db
      .insert(simulatorCheckoutSessions)
      .values({
        id: simulatorId('cs_test', 58),
        amountTotalCents: amount,
        currency: input.currency,
        customerEmail: input.customerEmail,
        locale: input.locale,
        lineItems: input.lineItems,
        metadata: { checkout_session_id: input.checkoutSessionId },
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
      })
      .returning();
    return this.toCheckoutSession(row!);
  }

  async findSession(id: string): Promise<SimulatorCheckoutSession | undefined> {
    const row = await findSimSession(this.db, id);
    return row ? this.expireIfDue(row) : undefined;
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
    const row = await this.findSession(id);
    if (!row) throw new SimulatorRequestError(`No such checkout.session: '${id}'`, 'resource_missing');
    return this.toCheckoutSession(row);
  }

  async expireCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
    return lockingTransaction(this.db, async (tx) => {
      const row = await findSimSession(tx, id, true);
      if (!row) throw new SimulatorRequestError(`No such checkout.session: '${id}'`, 'resource_missing');
      if (row.status === 'complete') throw new SimulatorRequestError('This Checkout Session is not in an expirable state', 'checkout_session_not_expirable');
      return this.toCheckoutSession(row.status === 'open' ? await updateSimSession(tx, id, { status: 'expired' }) : row);
    });
  }

  /**
   * Tests: the statuses the next refunds answer, in order (then `succeeded`),
   * as Stripe can: pending, requires_action, succeeded, failed, canceled.
   * Kept in this process only, like a test card's behaviour.
   */
  readonly nextRefundStatuses: ProviderRefundStatus[] = [];
  private readonly refundStatuses = new Map<string, ProviderRefundStatus>();
  /** As Stripe: a request repeated with its idempotency key gets the first answer again, not the refund's state now. */
  private readonly firstRefundStatuses = new Map<string, ProviderRefundStatus>();

  /** Tests: a pending refund moves on (succeeded, failed, canceled); a failed or canceled one gives its amount back to the PaymentIntent. */
  async setRefundStatus(id: string, status: ProviderRefundStatus): Promise<void> {
    const before = this.refundStatuses.get(id) ?? 'succeeded';
    this.refundStatuses.set(id, status);
    const gone = (s: ProviderRefundStatus) => s === 'failed' || s === 'canceled';
    if (gone(status) === gone(before)) return;
    const [row] = await this.db.select().from(simulatorRefunds).where(eq(simulatorRefunds.id, id));
    if (!row) return;
    const pi = await findSimIntent(this.db, row.paymentIntentId);
    if (pi) await updateSimIntent(this.db, pi.id, { amountRefundedCents: pi.amountRefundedCents + (gone(status) ? -row.amountCents : row.amountCents) });
  }

  async retrieveRefund(id: string): Promise<ProviderRefund> {
    const [row] = await this.db.select().from(simulatorRefunds).where(eq(simulatorRefunds.id, id));
    if (!row) throw new SimulatorRequestError(`No such refund: '${id}'`, 'resource_missing');
    return { id: row.id, status: this.refundStatuses.get(row.id) ?? 'succeeded', amountCents: row.amountCents };
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    return lockingTransaction(this.db, async (tx) => {
      const again = await findSimRefundByKey(tx, input.idempotencyKey);
      if (again) return { id: again.id, status: this.firstRefundStatuses.get(again.id) ?? 'succeeded', amountCents: again.amountCents };
      const pi = await findSimIntent(tx, input.paymentIntentId, true);
      if (!pi) throw new SimulatorRequestError(`No such payment_intent: '${input.paymentIntentId}'`, 'resource_missing');
      if (pi.status !== 'succeeded') throw new SimulatorRequestError('This PaymentIntent has no successful charge to refund', 'charge_not_refundable');
      if (input.amountCents <= 0 || input.amountCents > pi.amountCents - pi.amountRefundedCents) {
        throw new SimulatorRequestError('Refund amount is greater than the unrefunded amount', 'amount_too_large');
      }
      const [row] = await tx
        .insert(simulatorRefunds)
        .values({ id: simulatorId('re'), paymentIntentId: pi.id, amountCents: input.amountCents, reason: input.reason ?? null, idempotencyKey: input.idempotencyKey })
        .returning();
      const status = this.nextRefundStatuses.shift() ?? 'succeeded';
      this.refundStatuses.set(row!.id, status);
      this.firstRefundStatuses.set(row!.id, status);
      if (status !== 'failed' && status !== 'canceled') await updateSimIntent(tx, pi.id, { amountRefundedCents: pi.amountRefundedCents + input.amountCents });
      return { id: row!.id, status, amountCents: row!.amountCents };
    });
  }

  async createPaymentIntent(input: CreatePaymentIntentInput & { checkoutSessionId?: string }): Promise<ProviderPaymentIntent> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 50) {
      throw new SimulatorRequestError('Amount must be at least €0.50 eur', 'amount_too_small');
    }
    const id = simulatorId('pi');
    const [row] = await this.db
      .insert(simulatorPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${simulatorId('s').slice(2)}`,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        customerEmail: input.customerEmail,
        metadata: input.metadata,
        checkoutSessionId: input.checkoutSessionId ?? null,
      })
      .returning();
    return this.toPaymentIntent(row!);
  }

  /**
   * Confirms with a test card (4242… when none is given). A 3-D Secure card
   * leaves it in requires_action until the challenge is answered.
   */
  async confirmPaymentIntent(id: string, input: ConfirmPaymentIntentInput): Promise<ProviderPaymentIntent> {
    return lockingTransaction(this.db, async (tx) => {
      const pi = await findSimIntent(tx, id, true);
      if (!pi) throw new SimulatorRequestError(`No such payment_intent: '${id}'`, 'resource_missing');
      if (pi.status === 'succeeded' || pi.status === 'canceled') {
        throw new SimulatorRequestError(`This PaymentIntent's status is ${pi.status}: it cannot be confirmed`, 'payment_intent_unexpected_state');
      }
      const card = normalizeCardNumber(input.cardNumber ?? (input.paymentMethod === 'pm_card_visa' || !input.paymentMethod ? '4242424242424242' : input.paymentMethod));
      const outcome = cardOutcome(card);
      const last4 = card.slice(-4);
      if (outcome.kind === 'succeeded') return this.toPaymentIntent(await updateSimIntent(tx, id, { status: 'succeeded', lastError: null, cardLast4: last4 }));
      if (outcome.kind === 'requires_action') return this.toPaymentIntent(await updateSimIntent(tx, id, { status: 'requires_action', lastError: null, cardLast4: last4 }));
      const e = outcome.error;
      return this.toPaymentIntent(
        await updateSimIntent(tx, id, { status: 'requires_payment_method', cardLast4: last4, lastError: { code: e.code, decline_code: e.declineCode, message: e.message } }),
      );
    });
  }

  /** The 3-D Secure challenge's answer: approve → succeeded; fail → requires_payment_method. */
  async answerChallenge(id: string, approve: boolean): Promise<ProviderPaymentIntent> {
    return lockingTransaction(this.db, async (tx) => {
      const pi = await findSimIntent(tx, id, true);
      if (!pi) throw new SimulatorRequestError(`No such payment_intent: '${id}'`, 'resource_missing');
      if (pi.status !== 'requires_action') return this.toPaymentIntent(pi);
      const set: Partial<SimulatorPaymentIntent> = approve
        ? { status: 'succeeded', lastError: null }
        : {
            status: 'requires_payment_method',
            lastError: {
              code: 'payment_intent_authentication_failure',
              decline_code: null,
              message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            },
          };
      return this.toPaymentIntent(await updateSimIntent(tx, id, set));
    });
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    const row = await findSimIntent(this.db, id);
    if (!row) throw new SimulatorRequestError(`No such payment_intent: '${id}'`, 'resource_missing');
    return this.toPaymentIntent(row);
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): ProviderEvent {
    return verifyStripeWebhook(rawBody, signatureHeader, this.options.webhookSecret);
  }

  /** Test helper and sweep: open sessions past their expiry. */
  async listDueSessions(limit = 100): Promise<SimulatorCheckoutSession[]> {
    return this.db
      .select()
      .from(simulatorCheckoutSessions)
      .where(sql`${simulatorCheckoutSessions.status} = 'open' AND ${simulatorCheckoutSessions.expiresAt} <= ${this.options.clock.now().toISOString()}::timestamptz`)
      .limit(limit);
  }
}

export const createSimulatorProvider = (options: SimulatorOptions) => new SimulatorProvider(options);

import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The payment simulator's state (PAYMENT_PROVIDER=simulator): what Stripe
 * would keep on its side. In the database, so any API process can serve the
 * hosted payment page and nothing lives only in memory.
 */
export const simulatorCheckoutSessions = pgTable('simulator_checkout_sessions', {
  /** cs_test_… */
  id: text('id').primaryKey(),
  /** open | complete | expired (Stripe's words) */
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  /** unpaid | paid */
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  amountTotalCents: integer('amount_total_cents').notNull(),
  currency: text('currency').notNull().default('eur'),
  customerEmail: text('customer_email'),
  locale: text('locale').notNull().default('it'),
  lineItems: jsonb('line_items').$type<{ name: string; amountCents: number; quantity: number }[]>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** The PaymentIntent of the current attempt (pi_…). */
  paymentIntentId: text('payment_intent_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatorPaymentIntents = pgTable('simulator_payment_intents', {
  /** pi_… */
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  /** requires_payment_method | requires_action | processing | succeeded | canceled */
  status: text('status').notNull().default('requires_payment_method'),
  amountCents: integer('amount_cents').notNull(),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  currency: text('currency').notNull().default('eur'),
  description: text('description'),
  customerEmail: text('customer_email'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** The simulated checkout session it pays, if any. */
  checkoutSessionId: text('checkout_session_id'),
  /** { code, decline_code, message } of the last failed attempt. */
  lastError: jsonb('last_error').$type<{ code: string; decline_code: string | null; message: string } | null>(),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatorRefunds = pgTable('simulator_refunds', {
  /** re_… */
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason'),
  /** Stripe's Idempotency-Key: the same key gives the same refund back. */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SimulatorCheckoutSession = typeof simulatorCheckoutSessions.$inferSelect;
export type SimulatorPaymentIntent = typeof simulatorPaymentIntents.$inferSelect;

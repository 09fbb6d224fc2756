import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerUsers, partners } from './partners.ts';
import { staffAccounts } from './staff.ts';

/**
 * A reseller's key to the OCTO API. The key itself is shown once when made and never stored: its
 * SHA-256 (looked up on every call) and its last four characters (so people can tell keys apart).
 * Revoking is final; a revoked key stays as the record of who had access.
 */
export const octoApiKeys = pgTable(
  'octo_api_keys',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** What the partner calls it ("Booking engine", "Channel manager"). */
    name: text('name').notNull(),
    /** SHA-256 (base64url) of the whole key. */
    keyHash: text('key_hash').notNull(),
    keyLast4: text('key_last4').notNull(),
    /** Who made it: a partner owner, or staff on the partner's page (the seed: neither). */
    createdByUser: integer('created_by_user').references(() => partnerUsers.id),
    createdByStaff: integer('created_by_staff').references(() => staffAccounts.id),
    /** The demo reseller's key of a local install (printed in the README): revoked on any public address. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('octo_api_keys_hash_unique').on(t.keyHash),
    index('octo_api_keys_partner_idx').on(t.partnerId),
    check('octo_api_keys_last4', sql`length(${t.keyLast4}) = 4`),
    check('octo_api_keys_name', sql`length(${t.name}) BETWEEN 1 AND 80`),
  ],
);

export const octoWebhookEvents = ['booking_update'] as const;
export type OctoWebhookEvent = (typeof octoWebhookEvents)[number];

/**
 * Where a key's system wants to hear of booking changes. The signing secret must be readable to
 * sign, so it is kept encrypted (AES-256-GCM) with a key of the application's own (`app_secrets`):
 * a leaked export or copy of this table alone gives no one the power to forge deliveries.
 */
export const octoWebhooks = pgTable(
  'octo_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: integer('key_id')
      .notNull()
      .references(() => octoApiKeys.id),
    url: text('url').notNull(),
    /** `v1.<iv>.<ciphertext>.<tag>` (base64url), see packages/booking/src/octo-webhooks. */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The OCTO events it listens to (booking_update). */
    eventTypes: text('event_types').array().notNull(),
    retryOnError: boolean('retry_on_error').notNull().default(true),
    /** Extra headers the reseller asked for on every delivery (a token of its own, say). */
    headers: jsonb('headers').notNull().$type<Record<string, string>>().default({}),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('octo_webhooks_key_idx').on(t.keyId), check('octo_webhooks_events', sql`cardinality(${t.eventTypes}) > 0`)],
);

export const octoDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type OctoDeliveryStatus = (typeof octoDeliveryStatuses)[number];

/**
 * One event for one webhook: written in the transaction of the booking change (like the e-mail
 * outbox), rendered and sent by the job runner after commit, retried with backoff until delivered
 * or given up. Kept as the delivery log the partner sees.
 */
export const octoWebhookDeliveries = pgTable(
  'octo_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => octoWebhooks.id),
    event: text('event', { enum: octoWebhookEvents }).notNull(),
    bookingUuid: uuid('booking_uuid').notNull(),
    /**
     * The body sent (and signed): OCTO's `{ webhook, booking }`, the booking as it stands when first
     * sent (rendered by the job runner, not in the change's transaction); retries send it again.
     */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status', { enum: octoDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status of the last attempt (null: no answer). */
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('octo_webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('octo_webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    check('octo_webhook_deliveries_status', sql`${t.status} IN ('pending', 'delivered', 'failed')`),
  ],
);

export type OctoApiKey = typeof octoApiKeys.$inferSelect;
export type OctoWebhook = typeof octoWebhooks.$inferSelect;
export type OctoWebhookDelivery = typeof octoWebhookDeliveries.$inferSelect;

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Provider webhook events already processed. The row is inserted in the
 * same transaction as the event's effects, so a replay changes nothing.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export type WebhookEvent = typeof webhookEvents.$inferSelect;

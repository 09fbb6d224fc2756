import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * Newsletter subscriptions with double opt-in: pending until the link in the
 * confirmation e-mail is opened; one-click unsubscribe (RFC 8058) afterwards.
 * Tokens are stored as SHA-256 hashes only.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name'),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    status: text('status', { enum: newsletterStatuses }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(t.email),
    uniqueIndex('newsletter_confirm_token_unique').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_token_unique').on(t.unsubscribeTokenHash),
  ],
);

export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;

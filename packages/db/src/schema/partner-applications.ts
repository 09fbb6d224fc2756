import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';

/**
 * A referrer's application waiting for its e-mail address to be confirmed. Nothing of the
 * partner area exists for it yet (no partner, no user, no login): the link sent to the address
 * (256 random bits, only its SHA-256 kept, single use, short-lived) creates the company and its
 * owner from what was filled in. One waiting row per address: a new application replaces it
 * (new token, new data). The daily clean-up deletes rows once their link has expired.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id of the password chosen on the form; cleared when the link is used. */
    passwordHash: text('password_hash'),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    /** The company fields as checked on the form (partners' column names). */
    company: jsonb('company').notNull().default({}).$type<Record<string, string | null>>(),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The company the confirmation created. */
    partnerId: integer('partner_id').references(() => partners.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_applications_token_unique').on(t.tokenHash),
    uniqueIndex('partner_applications_waiting_email').on(t.email).where(sql`${t.confirmedAt} IS NULL`),
    index('partner_applications_expires_idx').on(t.expiresAt),
    check('partner_applications_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type PartnerApplication = typeof partnerApplications.$inferSelect;

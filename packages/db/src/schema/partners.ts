import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff.ts';

export const partnerTypes = ['reseller', 'referral'] as const;
export type PartnerType = (typeof partnerTypes)[number];
/** `inactive`: an application waiting for approval (or an account closed by staff); `suspended`: blocked by staff, with a reason. */
export const partnerStatuses = ['active', 'inactive', 'suspended'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];
export const partnerUserRoles = ['owner', 'booker'] as const;
export type PartnerUserRole = (typeof partnerUserRoles)[number];
export const partnerPaymentTerms = ['on_account', 'card'] as const;
export type PartnerPaymentTerms = (typeof partnerPaymentTerms)[number];

/**
 * A partner company: a reseller (agency, hotel that books for its clients and is invoiced) or a
 * referrer (sends guests by link or code, earns a commission). Its users sign in; its terms are
 * partner_contracts rows.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    partnerType: text('partner_type', { enum: partnerTypes }).notNull(),
    status: text('status', { enum: partnerStatuses }).notNull().default('inactive'),
    /** Why staff suspended or closed it (shown to the partner on the suspended page). */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** An application staff refused (it stays `inactive`; `status_reason` says why): it can no longer be approved. */
    applicationRefusedAt: timestamp('application_refused_at', { withTimezone: true }),
    /** invite (created by staff) | application (the public "become a partner" form). */
    source: text('source', { enum: ['invite', 'application'] }).notNull(),
    applicationMessage: text('application_message'),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    /** The company's contact e-mail (lower case); users have their own. */
    email: text('email').notNull(),
    phone: text('phone'),
    vatNumber: text('vat_number'),
    fiscalCode: text('fiscal_code'),
    /** Codice destinatario SDI (7 characters) or, without it, a PEC address. */
    sdiCode: text('sdi_code'),
    pec: text('pec'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    province: text('province'),
    country: text('country').notNull().default('IT'),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    /** A referrer's public code in links (`?ref=CODE`), upper case; set when first needed. */
    refCode: text('ref_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partners_ref_code_unique').on(t.refCode),
    check('partners_ref_code', sql`${t.refCode} IS NULL OR ${t.refCode} ~ '^[A-Z0-9]{4,16}$'`),
    check('partners_type', sql`${t.partnerType} IN ('reseller', 'referral')`),
    check('partners_status', sql`${t.status} IN ('active', 'inactive', 'suspended')`),
    check('partners_email_lower', sql`${t.email} = lower(${t.email})`),
    index('partners_status_idx').on(t.status),
  ],
);

/**
 * A partner's terms from `valid_from` on. Changes are new rows (dated and kept); the terms in
 * force are the latest row whose valid_from is not in the future. Percentages are basis points
 * (1 % = 100).
 */
export const partnerContracts = pgTable(
  'partner_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Referrers: commission on the bookings credited to them. */
    commissionBps: integer('commission_bps').notNull().default(0),
    /** Resellers: the net rate is the retail price less this discount. */
    netDiscountBps: integer('net_discount_bps').notNull().default(0),
    /** Resellers: on_account (invoiced, within the credit limit) or card (paid at order). */
    paymentTerms: text('payment_terms', { enum: partnerPaymentTerms }).notNull().default('card'),
    /** Days to pay an invoice (on account). */
    paymentDays: integer('payment_days').notNull().default(30),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    /** Referrers: how long a link click keeps a guest attributed. */
    attributionDays: integer('attribution_days').notNull().default(30),
    note: text('note'),
    createdBy: integer('created_by').references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_contracts_partner_idx').on(t.partnerId, t.validFrom),
    check('partner_contracts_bps', sql`${t.commissionBps} BETWEEN 0 AND 10000 AND ${t.netDiscountBps} BETWEEN 0 AND 10000`),
    check('partner_contracts_terms', sql`${t.paymentTerms} IN ('on_account', 'card')`),
    check('partner_contracts_limits', sql`${t.creditLimitCents} >= 0 AND ${t.paymentDays} BETWEEN 0 AND 365 AND ${t.attributionDays} BETWEEN 1 AND 365`),
  ],
);

/** A person who signs in for a partner: the owner (everything) or a booker (orders, no money). */
export const partnerUsers = pgTable(
  'partner_users',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** Stored lower case; unique across partners. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: partnerUserRoles }).notNull(),
    status: text('status', { enum: ['invited', 'active', 'deactivated'] })
      .notNull()
      .default('invited'),
    /** argon2id PHC string; null until set. */
    passwordHash: text('password_hash'),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    /** Demo accounts of a local install only. */
    isDemo: boolean('is_demo').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_users_email_unique').on(t.email),
    index('partner_users_partner_idx').on(t.partnerId),
    check('partner_users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('partner_users_role', sql`${t.role} IN ('owner', 'booker')`),
    check('partner_users_status', sql`${t.status} IN ('invited', 'active', 'deactivated')`),
  ],
);

/** A partner user's session: only the SHA-256 of the bearer token is kept. */
export const partnerSessions = pgTable(
  'partner_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => partnerUsers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [uniqueIndex('partner_sessions_token_unique').on(t.tokenHash), index('partner_sessions_user_idx').on(t.userId)],
);

/**
 * One-time partner links, SHA-256 only, single use:
 * - `invite`: staff invite a company (e-mail, type, 7 days); registering creates the partner and its owner;
 * - `user_invite`: a partner owner invites a colleague (72 h);
 * - `reset`: a password reset (30 minutes).
 */
export const partnerTokens = pgTable(
  'partner_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: ['invite', 'user_invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    partnerType: text('partner_type', { enum: partnerTypes }),
    companyName: text('company_name'),
    partnerId: integer('partner_id').references(() => partners.id),
    userId: integer('user_id').references(() => partnerUsers.id),
    role: text('role', { enum: partnerUserRoles }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdByStaff: integer('created_by_staff').references(() => staffAccounts.id),
    createdByUser: integer('created_by_user').references(() => partnerUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_tokens_hash_unique').on(t.tokenHash),
    index('partner_tokens_email_idx').on(t.email, t.purpose),
    check('partner_tokens_purpose', sql`${t.purpose} IN ('invite', 'user_invite', 'reset')`),
    check('partner_tokens_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
export type PartnerContract = typeof partnerContracts.$inferSelect;
export type NewPartnerContract = typeof partnerContracts.$inferInsert;
export type PartnerUser = typeof partnerUsers.$inferSelect;
export type PartnerSession = typeof partnerSessions.$inferSelect;
export type PartnerToken = typeof partnerTokens.$inferSelect;

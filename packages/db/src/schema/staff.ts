import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const staffRoles = ['owner', 'manager', 'front_desk', 'accountant'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffStatuses = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof staffStatuses)[number];
export const staffTokenPurposes = ['setup', 'invite', 'reset'] as const;
export type StaffTokenPurpose = (typeof staffTokenPurposes)[number];

/**
 * A member of the estate's team. `invited` until the one-time link sets a
 * password; `deactivated` ends every session at once and blocks login.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    status: text('status', { enum: staffStatuses }).notNull().default('invited'),
    /** argon2id PHC string; null until the account's password is set. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret, once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret offered for enrolment, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The session the pending secret was offered to (only it may see and confirm it, while it lives)… */
    totpPendingSessionId: bigint('totp_pending_session_id', { mode: 'number' }),
    /** …and when it was offered. */
    totpPendingAt: timestamp('totp_pending_at', { withTimezone: true }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted (a code is never accepted twice). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Demo accounts of a local install (never on a public address): no second factor required. */
    isDemo: boolean('is_demo').notNull().default(false),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_unique').on(t.email),
    check('staff_accounts_email_lower', sql`${t.email} = lower(${t.email})`),
    check('staff_accounts_role', sql`${t.role} IN ('owner', 'manager', 'front_desk', 'accountant')`),
    check('staff_accounts_status', sql`${t.status} IN ('invited', 'active', 'deactivated')`),
    check('staff_accounts_totp_pending', sql`${t.totpPendingSecret} IS NULL OR (${t.totpPendingSessionId} IS NOT NULL AND ${t.totpPendingAt} IS NOT NULL)`),
  ],
);

/**
 * A staff session. Only a SHA-256 of the bearer token is kept. `mfa` sessions
 * have passed the password and wait for a TOTP code; only `active` ones act.
 * Ended sessions stay as rows (ended_at, end_reason).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage', { enum: ['mfa', 'active'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [uniqueIndex('staff_sessions_token_unique').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time links for staff: `setup` (first owner, from the command line, 24 h),
 * `invite` (from the Team page, 72 h) and `reset` ("forgot password" at sign-in,
 * 30 minutes). SHA-256 only; single use.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    purpose: text('purpose', { enum: staffTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_tokens_hash_unique').on(t.tokenHash), index('staff_tokens_staff_idx').on(t.staffId)],
);

/**
 * Second-factor recovery codes: shown once when a factor is confirmed (or the codes are made
 * anew), kept only as SHA-256, each usable once at sign-in instead of a TOTP code. A new set, a
 * new factor, a reset or turning the factor off deletes the account's earlier codes.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_unique').on(t.staffId, t.codeHash)],
);

/**
 * Every staff action: who, when, what, before and after. Append-only: a
 * trigger refuses UPDATE and DELETE (see the migration).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the command line and the system. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** The actor's e-mail when it acted (kept if the account changes). */
    actorEmail: text('actor_email').notNull(),
    /** e.g. slot.create, booking.cancel, staff.invite */
    action: text('action').notNull(),
    /** e.g. slot, booking, coupon, review, message, staff */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId),
    index('staff_audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/** Named secrets the application generates for itself (e.g. the check-in signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StaffAccount = typeof staffAccounts.$inferSelect;
export type NewStaffAccount = typeof staffAccounts.$inferInsert;
export type StaffSession = typeof staffSessions.$inferSelect;
export type StaffToken = typeof staffTokens.$inferSelect;
export type StaffRecoveryCode = typeof staffRecoveryCodes.$inferSelect;
export type StaffAuditEntry = typeof staffAuditLog.$inferSelect;

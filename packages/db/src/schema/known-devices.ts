import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partnerUsers } from './partners.ts';
import { staffAccounts } from './staff.ts';

/**
 * Devices that signed in to a staff account before. The device keeps a random token in an
 * httpOnly cookie; only its SHA-256 is stored here, with the account it belongs to (one device
 * may hold rows for several accounts: a shared desk). A known device signs in under a limit of
 * its own, not the account's global one, so guesses from elsewhere cannot lock the owner out.
 */
export const staffKnownDevices = pgTable(
  'staff_known_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last good sign-in from it; a device unused for long is forgotten. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_known_devices_token_unique').on(t.tokenHash, t.staffId), index('staff_known_devices_staff_idx').on(t.staffId, t.lastUsedAt)],
);

/** The same for partner users. */
export const partnerKnownDevices = pgTable(
  'partner_known_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => partnerUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_known_devices_token_unique').on(t.tokenHash, t.userId), index('partner_known_devices_user_idx').on(t.userId, t.lastUsedAt)],
);

export type StaffKnownDevice = typeof staffKnownDevices.$inferSelect;
export type PartnerKnownDevice = typeof partnerKnownDevices.$inferSelect;

import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { experiences } from './experiences.ts';

/**
 * A time slot at the estate. TRUFFLE and WINE slots book their experience;
 * a CHOICE slot can become either: its first hold or booking fixes it.
 * Free seats are never stored: they are computed from holds and bookings.
 */
export const slots = pgTable(
  'slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    experienceId: integer('experience_id').references(() => experiences.id),
    category: text('category', { enum: ['TRUFFLE', 'WINE', 'CHOICE'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacityTotal: integer('capacity_total').notNull(),
    /** Tour languages offered on this slot, upper case (IT, EN, FR, DE). */
    languages: text('languages').array().notNull(),
    isVipBlocked: boolean('is_vip_blocked').notNull().default(false),
    /** Prices in euro cents; null where the slot does not offer that category. */
    winePriceCents: integer('wine_price_cents'),
    wineVipUpgradePriceCents: integer('wine_vip_upgrade_price_cents'),
    trufflePriceCents: integer('truffle_price_cents'),
    truffleVipUpgradePriceCents: integer('truffle_vip_upgrade_price_cents'),
    /** False: closed to new bookings (existing bookings stay). */
    isActive: boolean('is_active').notNull().default(true),
    /** Set when staff cancel the slot: every booking on it was cancelled and refunded. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slots_starts_at_idx').on(t.startsAt),
    unique('slots_experience_start_uq').on(t.experienceId, t.startsAt, t.category),
    check('slots_capacity_positive', sql`${t.capacityTotal} > 0`),
  ],
);

export type Slot = typeof slots.$inferSelect;
export type NewSlot = typeof slots.$inferInsert;

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { slots } from './slots.ts';

/**
 * A cart line is a seat hold: it takes adults + children seats on its slot
 * until `hold_expires_at`. Prices are snapshots taken when the hold was made
 * (a price shown on a hold is honoured until it expires).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => slots.id),
    /** The booked category; for a CHOICE slot, the chosen one. */
    category: text('category', { enum: ['TRUFFLE', 'WINE'] }).notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    vip: boolean('vip').notNull().default(false),
    language: text('language').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vipSupplementCents: integer('vip_supplement_cents').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** The latest a checkout may extend the hold to (a hold's life is capped: docs/domain/abuse-limits.md); null: no cap. */
    maxExpiresAt: timestamp('max_expires_at', { withTimezone: true }),
    /** Who made the hold: a salted hash of the guest's address (seats held per address); null for staff and partners. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_cart_slot_uq').on(t.cartId, t.slotId),
    index('cart_items_slot_hold_idx').on(t.slotId, t.holdExpiresAt),
    index('cart_items_hold_expires_idx').on(t.holdExpiresAt),
    index('cart_items_client_hold_idx').on(t.clientKey, t.holdExpiresAt).where(sql`${t.clientKey} IS NOT NULL`),
    check('cart_items_people', sql`${t.adults} >= 0 AND ${t.children} >= 0 AND ${t.adults} + ${t.children} > 0`),
    check('cart_items_category', sql`${t.category} IN ('TRUFFLE', 'WINE')`),
    check('cart_items_prices', sql`${t.unitPriceCents} >= 0 AND ${t.vipSupplementCents} >= 0`),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = typeof cartItems.$inferInsert;

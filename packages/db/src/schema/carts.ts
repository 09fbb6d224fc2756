import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coupons } from './coupons.ts';
import { partners } from './partners.ts';

/** A guest's cart: its lines are cart_items (seat holds). */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The coupon applied to the cart (not a reservation of a use). */
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  /** Items dropped by the expiry sweep that the guest has not been told about yet. */
  expiredUnreported: integer('expired_unreported').notNull().default(0),
  /** A reseller's order basket: only this partner may place an order from it. */
  partnerId: integer('partner_id').references(() => partners.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Cart = typeof carts.$inferSelect;
export type NewCart = typeof carts.$inferInsert;

import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { coupons } from './coupons.ts';

/**
 * One use of a coupon. `reserved` counts against max_uses until `expires_at`
 * (an unfinished checkout); `used` counts for ever; `released` never.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['reserved', 'used', 'released'] })
      .notNull()
      .default('reserved'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_status_idx').on(t.couponId, t.status), check('coupon_redemptions_status', sql`${t.status} IN ('reserved', 'used', 'released')`)],
);

export type CouponRedemption = typeof couponRedemptions.$inferSelect;
export type NewCouponRedemption = typeof couponRedemptions.$inferInsert;

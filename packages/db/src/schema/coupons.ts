import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';

/**
 * A discount code. Applies to truffle items only. `discount_value` is a
 * percent (1–100) for percentage coupons and euro cents for fixed ones.
 * Uses are never counted here: they are coupon_redemptions rows.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case; looked up upper case. */
    code: text('code').notNull().unique(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    discountValue: integer('discount_value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    partnerName: text('partner_name'),
    /** The partner who supplies this code (its bookings are credited to it). */
    partnerId: integer('partner_id').references(() => partners.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.code} = upper(${t.code}) AND length(${t.code}) BETWEEN 1 AND 64`),
    check('coupons_value_range', sql`(${t.discountType} = 'percentage' AND ${t.discountValue} BETWEEN 1 AND 100) OR (${t.discountType} = 'fixed' AND ${t.discountValue} > 0)`),
    check('coupons_discount_type', sql`${t.discountType} IN ('percentage', 'fixed')`),
    check('coupons_max_uses_positive', sql`${t.maxUses} IS NULL OR ${t.maxUses} >= 0`),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

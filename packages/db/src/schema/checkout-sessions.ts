import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { couponRedemptions } from './coupon-redemptions.ts';
import { coupons } from './coupons.ts';
import { partners } from './partners.ts';

export const checkoutSessionStatuses = ['open', 'completed', 'expired', 'refunded'] as const;
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];

/** One cart line as checkout priced it (THE pricing function), in cents. */
export interface CheckoutItemSnapshot {
  /** The cart_items row (seat hold) this line came from. */
  cartItemId: string;
  slotId: number;
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  unitPriceCents: number;
  vipSupplementCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The hold's expiry when checkout started. */
  holdExpiresAtBefore: string;
  /** For receipts and the provider's line items. */
  nameIt: string;
  nameEn: string;
  startsAt: string;
  romeDate: string;
  romeStart: string;
}

/** A reseller's order paid or recorded through this checkout: who placed it and on which terms. */
export interface PartnerOrderSnapshot {
  /** The partner user who placed it; null for an order through the OCTO API (an API key, no user). */
  partnerUserId: number | null;
  /** Where the order came from: the partner area (absent) or the OCTO API ('octo', with the key's id). */
  channel?: 'octo';
  octoKeyId?: number;
  reference: string | null;
  paymentTerms: 'on_account' | 'card';
  netDiscountBps: number;
  /** Net amount per checkout item (cart_items id → cents). */
  netCents: Record<string, number>;
}

/**
 * What one gift voucher pays of one checkout item (cents): the checkout's voucher part, line by
 * line, so that each booking made from the item records its own voucher payment.
 */
export interface CheckoutVoucherPart {
  voucherId: number;
  /** The voucher code's last four characters, for the guest's pages and e-mails. */
  last4: string;
  cartItemId: string;
  amountCents: number;
}

/**
 * A checkout: the guest's data and consent, the priced items, and the
 * payment provider's session. A cart has at most one open checkout session.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status', { enum: checkoutSessionStatuses }).notNull().default('open'),
    email: text('email').notNull(),
    customerData: jsonb('customer_data').$type<Record<string, unknown>>().notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    privacyPolicyVersion: text('privacy_policy_version').notNull(),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    items: jsonb('items').$type<CheckoutItemSnapshot[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** Paid now by card: truffle items after discount, less what gift vouchers pay of them. */
    amountDueCents: integer('amount_due_cents').notNull(),
    /** Paid on site: wine items, less what gift vouchers pay of them. */
    payLaterCents: integer('pay_later_cents').notNull(),
    /** Paid by gift vouchers (redeemed when the checkout started), and how, item by item. */
    voucherCents: integer('voucher_cents').notNull().default(0),
    voucherParts: jsonb('voucher_parts').$type<CheckoutVoucherPart[]>(),
    currency: text('currency').notNull().default('eur'),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponRedemptionId: bigint('coupon_redemption_id', { mode: 'number' }).references(() => couponRedemptions.id),
    /** A reseller's order (null for guests): amount_due is then the net rate of its truffle items. */
    partnerId: integer('partner_id').references(() => partners.id),
    partnerOrder: jsonb('partner_order').$type<PartnerOrderSnapshot>(),
    /**
     * A payment link (staff sent it to the guest): this checkout pays what an existing booking
     * still owes, it books nothing by itself (items empty). No foreign key in the schema: the
     * bookings table already refers to this one (bookings.checkout_session_id).
     */
    paysBookingId: bigint('pays_booking_id', { mode: 'number' }),
    /** simulator | stripe; null when nothing is paid now (wine only). */
    provider: text('provider'),
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    paymentUrl: text('payment_url'),
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_one_open_per_cart').on(t.cartId).where(sql`${t.status} = 'open'`),
    uniqueIndex('checkout_sessions_provider_session_uq').on(t.providerSessionId),
    index('checkout_sessions_open_expiry_idx').on(t.status, t.expiresAt),
    index('checkout_sessions_pays_booking_idx').on(t.paysBookingId).where(sql`${t.paysBookingId} IS NOT NULL`),
    check('checkout_sessions_status', sql`${t.status} IN ('open', 'completed', 'expired', 'refunded')`),
    check('checkout_sessions_amounts', sql`${t.amountDueCents} >= 0 AND ${t.payLaterCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.subtotalCents} >= 0`),
    check('checkout_sessions_voucher_cents', sql`${t.voucherCents} >= 0`),
  ],
);

export type CheckoutSession = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

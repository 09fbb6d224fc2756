import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { checkoutSessions } from './checkout-sessions.ts';
import { coupons } from './coupons.ts';
import { partners, partnerUsers } from './partners.ts';
import { slots } from './slots.ts';

export const bookingStatuses = ['pending', 'confirmed', 'paid', 'checked_in', 'no_show', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A booking takes adults + children seats on its slot unless cancelled or
 * refunded. Minimal for now: the checkout work extends it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Human, not guessable: BK-... */
    bookingNumber: text('booking_number').notNull().unique(),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => slots.id),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    category: text('category', { enum: ['TRUFFLE', 'WINE'] }).notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    vip: boolean('vip').notNull().default(false),
    language: text('language').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    couponId: integer('coupon_id').references(() => coupons.id),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vipSupplementCents: integer('vip_supplement_cents').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The checkout that created it (null for staff or older-flow bookings). */
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    /** The guest's language for e-mails. */
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    /** unpaid | paid (card) | pay_on_site (wine) | on_account (a reseller's order, invoiced) | refunded | partially_refunded */
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'pay_on_site', 'on_account', 'refunded', 'partially_refunded'] })
      .notNull()
      .default('unpaid'),
    /** A reseller's order: the partner, the user who placed it, the agency's own reference. */
    partnerId: integer('partner_id').references(() => partners.id),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id),
    partnerReference: text('partner_reference'),
    /** What the reseller owes for it (the net rate); null for guests' own bookings. */
    partnerNetCents: integer('partner_net_cents'),
    /** on_account | card | on_site (wine, paid by the guest at the estate). */
    partnerPayment: text('partner_payment', { enum: ['on_account', 'card', 'on_site'] }),
    /** When the on-account amount was settled (it stops counting against the credit limit). */
    partnerSettledAt: timestamp('partner_settled_at', { withTimezone: true }),
    /** A cancelled on-account order: what the reseller still owes under the cancellation policy (net × (100 − refund %)). */
    partnerRetainedCents: integer('partner_retained_cents'),
    /** SHA-256 of the token in the guest's "manage my booking" link. */
    manageTokenHash: text('manage_token_hash'),
    notes: text('notes'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Set when the day-before reminder was queued (once per booking and slot). */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    /** Set when the day-after review request was queued (once per booking). */
    reviewRequestQueuedAt: timestamp('review_request_queued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept by PostgreSQL for the staff search: number, name and e-mail without accents, lower case. */
    searchText: text('search_text').generatedAlwaysAs(sql`public.search_fold(booking_number || ' ' || coalesce(customer_name, '') || ' ' || coalesce(customer_email, ''))`),
    /** Kept by PostgreSQL for the staff search: the phone's digits only. */
    searchPhone: text('search_phone').generatedAlwaysAs(sql`regexp_replace(coalesce(customer_phone, ''), '[^0-9]', '', 'g')`),
  },
  (t) => [
    index('bookings_slot_status_idx').on(t.slotId, t.status),
    index('bookings_checkout_session_idx').on(t.checkoutSessionId),
    index('bookings_partner_idx').on(t.partnerId, t.createdAt),
    index('bookings_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('bookings_search_phone_idx').using('gin', t.searchPhone.op('gin_trgm_ops')),
    check('bookings_people', sql`${t.adults} >= 0 AND ${t.children} >= 0 AND ${t.adults} + ${t.children} > 0`),
    check('bookings_category', sql`${t.category} IN ('TRUFFLE', 'WINE')`),
    check('bookings_status', sql`${t.status} IN ('pending', 'confirmed', 'paid', 'checked_in', 'no_show', 'cancelled', 'refunded')`),
    check('bookings_amounts', sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.totalCents} >= 0`),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

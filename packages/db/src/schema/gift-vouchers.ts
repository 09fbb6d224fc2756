import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { checkoutSessions } from './checkout-sessions.ts';

export const giftVoucherStatuses = ['pending_payment', 'active', 'voided', 'expired', 'abandoned'] as const;
export type GiftVoucherStatus = (typeof giftVoucherStatuses)[number];
export const giftVoucherEntryKinds = ['issue', 'redeem', 'refund', 'expiry', 'adjustment'] as const;
export type GiftVoucherEntryKind = (typeof giftVoucherEntryKinds)[number];

/**
 * A gift voucher: a money balance (a multi-purpose voucher) a guest buys, or staff give, and a
 * holder spends at checkout. The code itself is never stored: its SHA-256 (looked up) and its last
 * characters (shown to staff and the holder). The balance is never stored either: it is the sum of
 * the voucher's ledger rows (gift_voucher_entries).
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A purchase's public reference (the return page, the payment's metadata): not guessable, unlike the id. */
    purchaseRef: uuid('purchase_ref').notNull().defaultRandom(),
    /**
     * SHA-256 (hex) of the normalised code (upper case, no separators). Until the code is first
     * e-mailed (unpaid, or waiting for its delivery date) it holds an unmatchable 'unsent:…' mark
     * and last4 '····': a code exists only once it is sent.
     */
    codeHash: text('code_hash').notNull(),
    /** The code's last four characters, for staff search and the holder's pages. */
    codeLast4: text('code_last4').notNull(),
    status: text('status', { enum: giftVoucherStatuses }).notNull(),
    /** 'purchased' by a guest, or 'complimentary' (given by staff, with a reason). */
    origin: text('origin', { enum: ['purchased', 'complimentary'] }).notNull(),
    /** The amount issued, in cents (EUR). */
    amountCents: integer('amount_cents').notNull(),
    /** When bought as an experience for a number of people: what it was meant for (still a money balance). */
    experienceCategory: text('experience_category'),
    experienceSlug: text('experience_slug'),
    people: integer('people'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /** The language of the buyer's receipt and, unless changed, of the voucher. */
    locale: text('locale', { enum: ['it', 'en'] }).notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Set when the voucher goes straight to the recipient by e-mail. */
    recipientEmail: text('recipient_email'),
    message: text('message'),
    /** Who receives the voucher e-mail: the buyer, or the recipient on `deliver_on` (Rome date). */
    deliverTo: text('deliver_to', { enum: ['buyer', 'recipient'] }).notNull(),
    deliverOn: date('deliver_on', { mode: 'string' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The last instant the voucher can be spent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** The purchase's card payment: the payment provider's checkout session and intent. */
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    /** The provider's payment page and when it stops taking payment (the sweep abandons the purchase after it). */
    paymentUrl: text('payment_url'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A complimentary voucher: who gave it and why; a voided one: why. */
    staffId: integer('staff_id'),
    reason: text('reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_code_hash_idx').on(t.codeHash),
    index('gift_vouchers_last4_idx').on(t.codeLast4),
    index('gift_vouchers_provider_session_idx').on(t.providerSessionId),
    uniqueIndex('gift_vouchers_purchase_ref_idx').on(t.purchaseRef),
    index('gift_vouchers_pending_idx').on(t.paymentExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    index('gift_vouchers_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    index('gift_vouchers_delivery_idx').on(t.deliverOn).where(sql`${t.deliveredAt} IS NULL`),
    check('gift_vouchers_amount', sql`${t.amountCents} > 0`),
    check('gift_vouchers_status', sql`${t.status} IN ('pending_payment', 'active', 'voided', 'expired', 'abandoned')`),
    check('gift_vouchers_code_last4', sql`length(${t.codeLast4}) = 4`),
    check('gift_vouchers_people', sql`${t.people} IS NULL OR ${t.people} > 0`),
    check('gift_vouchers_recipient_email', sql`${t.deliverTo} = 'buyer' OR ${t.recipientEmail} IS NOT NULL`),
  ],
);

/**
 * The voucher's balance, row by row, never changed nor deleted (a trigger refuses it): issue (+),
 * redeem (−, on a checkout and its bookings), refund to the voucher (+, a cancellation or a
 * checkout that did not complete), expiry (−, what was left), adjustment (±, by staff, with a reason).
 */
export const giftVoucherEntries = pgTable(
  'gift_voucher_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voucherId: bigint('voucher_id', { mode: 'number' })
      .notNull()
      .references(() => giftVouchers.id),
    kind: text('kind', { enum: giftVoucherEntryKinds }).notNull(),
    /** Signed cents: what the entry adds to the balance. */
    amountCents: integer('amount_cents').notNull(),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id),
    staffId: integer('staff_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_voucher_entries_voucher_idx').on(t.voucherId, t.id),
    index('gift_voucher_entries_checkout_idx').on(t.checkoutSessionId),
    index('gift_voucher_entries_booking_idx').on(t.bookingId),
    check(
      'gift_voucher_entries_sign',
      sql`(${t.kind} IN ('issue', 'refund') AND ${t.amountCents} > 0) OR (${t.kind} IN ('redeem', 'expiry') AND ${t.amountCents} < 0) OR (${t.kind} = 'adjustment' AND ${t.amountCents} <> 0)`,
    ),
  ],
);

export type GiftVoucher = typeof giftVouchers.$inferSelect;
export type NewGiftVoucher = typeof giftVouchers.$inferInsert;
export type GiftVoucherEntry = typeof giftVoucherEntries.$inferSelect;

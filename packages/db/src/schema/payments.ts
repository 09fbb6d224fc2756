import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { checkoutSessions } from './checkout-sessions.ts';
import { giftVouchers } from './gift-vouchers.ts';
import { staffAccounts } from './staff.ts';

export const paymentKinds = ['payment', 'refund'] as const;
export const paymentStatuses = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled', 'pending'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** How money was taken at the estate: cash, or the card terminal (one method, whatever the desk calls it). */
export const onSiteMethods = ['cash', 'card'] as const;
export type OnSiteMethod = (typeof onSiteMethods)[number];

/**
 * The payments ledger: every payment attempt and every refund is a row.
 * A booking is paid when its succeeded payments minus succeeded refunds
 * cover its total. Rows are never deleted; an attempt's status moves on.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    provider: text('provider').notNull(),
    /** The provider's PaymentIntent id (pi_…). */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's Refund id (re_…) for refund rows. */
    providerRefundId: text('provider_refund_id'),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    declineCode: text('decline_code'),
    errorCode: text('error_code'),
    attemptNumber: integer('attempt_number').notNull().default(1),
    receiptUrl: text('receipt_url'),
    reason: text('reason'),
    /** Payments taken on site by staff: cash or the card terminal (provider 'on_site'). */
    method: text('method', { enum: onSiteMethods }),
    /** A payment or refund by gift voucher (provider 'voucher'): the voucher it came from or went back to. */
    giftVoucherId: bigint('gift_voucher_id', { mode: 'number' }).references(() => giftVouchers.id),
    /** The staff account that recorded an on-site payment or started a refund. */
    staffId: integer('staff_id'),
    /**
     * An on-site payment recorded by mistake and voided: its status moved to canceled (it no
     * longer counts as paid), with who voided it, when and why. The row itself stays.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => staffAccounts.id),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    index('payments_checkout_session_idx').on(t.checkoutSessionId),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
    index('payments_gift_voucher_idx').on(t.giftVoucherId).where(sql`${t.giftVoucherId} IS NOT NULL`),
    check('payments_kind', sql`${t.kind} IN ('payment', 'refund')`),
    check('payments_amount', sql`${t.amountCents} >= 0`),
    check('payments_method', sql`${t.method} IS NULL OR ${t.method} IN ('cash', 'card')`),
    check(
      'payments_void',
      sql`${t.voidedAt} IS NULL OR (${t.provider} = 'on_site' AND ${t.kind} = 'payment' AND ${t.status} = 'canceled' AND ${t.voidedBy} IS NOT NULL AND ${t.voidReason} IS NOT NULL)`,
    ),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

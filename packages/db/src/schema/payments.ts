import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { checkoutSessions } from './checkout-sessions.ts';
import { giftVouchers } from './gift-vouchers.ts';

export const paymentKinds = ['payment', 'refund'] as const;
export const paymentStatuses = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled', 'pending'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

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
    /** Payments taken on site by staff: cash, card or pos (provider 'on_site'). */
    method: text('method', { enum: ['cash', 'card', 'pos'] }),
    /** A payment or refund by gift voucher (provider 'voucher'): the voucher it came from or went back to. */
    giftVoucherId: bigint('gift_voucher_id', { mode: 'number' }).references(() => giftVouchers.id),
    /** The staff account that recorded an on-site payment or started a refund. */
    staffId: integer('staff_id'),
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
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Each kind is also listed, with its words for staff, in packages/contracts/src/staff/staff-notification-kinds.ts.
export const notificationKinds = [
  'booking_confirmation',
  'staff_new_booking',
  'payment_refunded_after_expiry',
  'staff_payment_refunded_after_expiry',
  'booking_cancelled',
  'booking_reminder',
  'review_request',
  'newsletter_confirm',
  'staff_contact_message',
  'contact_acknowledgement',
  'staff_booking_cancelled',
  'booking_date_changed',
  'booking_payment_link',
  'staff_review_submitted',
  'late_payment_refunded',
  'staff_late_payment_refunded',
  'slot_cancelled',
  'staff_invite',
  'staff_totp_reset',
  'staff_password_reset',
  'contact_reply',
  'partner_invite',
  'partner_user_invite',
  'partner_password_reset',
  'partner_password_changed',
  'partner_application_confirm',
  'partner_application_received',
  'staff_partner_application',
  'partner_status_changed',
  'partner_order_confirmation',
  'partner_payout_remittance',
  'partner_iban_changed',
  'partner_tax_status_decided',
  'partner_code_request_decided',
  'staff_partner_code_request',
  'partner_invoice_issued',
  'guest_invoice_issued',
  'gift_voucher_receipt',
  'gift_voucher_delivery',
  'gift_voucher_expiry_reminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The transactional outbox: a state change writes its e-mails here in the
 * same transaction; a pg-boss worker renders and sends them after commit,
 * with retries. Rows are never deleted (they are the record of what was sent).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** Recipient e-mail address. */
    recipient: text('recipient').notNull(),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    /** What the template needs (ids, numbers, names); rendered at send time. */
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Message-ID of the sent e-mail (or the .eml file name). */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notifications_pending_idx').on(t.status, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

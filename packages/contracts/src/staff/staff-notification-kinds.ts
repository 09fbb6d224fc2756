import { z } from 'zod';

/**
 * Every kind of e-mail the outbox sends (the same list as the `notifications` table's kinds; the
 * booking engine's staff detail does not compile while one is missing here). The back office
 * names each in words, and its pages do not compile while one has none.
 */
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
export const notificationKind = z.enum(notificationKinds);
export type NotificationKindName = z.infer<typeof notificationKind>;

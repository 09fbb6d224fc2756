/**
 * Every action the staff audit log records, and the kinds of record it points at. The log is
 * read as sentences (the staff app's audit page): each action here has its words there, in
 * Italian and English, and a new action without them fails the web app's typecheck and its
 * catalogue test (docs/domain/staff-audit.md). Imported by the browser: no dependencies.
 */
export const staffAuditActions = [
  // Bookings
  'booking.create',
  'booking.cancel',
  'booking.change_date',
  'booking.change_party',
  'booking.change_guest',
  'booking.check_in',
  'booking.check_in_undo',
  'booking.no_show',
  'booking.no_show_undo',
  'booking.note',
  'booking.payment_on_site',
  'booking.payment_void',
  'booking.resend_confirmation',
  'booking.resend_payment_link',
  // The calendar
  'slot.create',
  'slot.update',
  'slot.open',
  'slot.close',
  'slot.cancel',
  'experience.cutoff',
  // Coupons
  'coupon.create',
  'coupon.update',
  'coupon.enable',
  'coupon.disable',
  // Reviews and messages
  'review.approve',
  'review.reject',
  'review.unpublish',
  'review.reply',
  'review.reply_remove',
  'message.status',
  'message.reply',
  // Files taken out of the back office
  'manifest.export',
  'export.bookings',
  'export.payments',
  'export.report',
  'export.vouchers',
  'export.voucher_report',
  'export.invoices',
  'export.payouts',
  // Personal data
  'privacy.export',
  'privacy.export_account',
  'privacy.erase',
  'privacy.purge',
  // The team
  'staff.create',
  'staff.invite',
  'staff.reinvite',
  'staff.password_set',
  'staff.password_change',
  'staff.role_change',
  'staff.deactivate',
  'staff.login',
  'staff.totp_enable',
  'staff.totp_disable',
  'staff.totp_reset',
  'staff.recovery_code_use',
  'staff.recovery_codes_regenerate',
  // Partners
  'partner.invite',
  'partner.invite_resend',
  'partner.invite_revoke',
  'partner.approve',
  'partner.refuse',
  'partner.suspend',
  'partner.reactivate',
  'partner.contract_change',
  'partner_user.deactivate',
  'partner_code.approve',
  'partner_code.refuse',
  'octo_key.create',
  'octo_key.revoke',
  // Gift vouchers
  'voucher.issue_complimentary',
  'voucher.adjust',
  'voucher.extend',
  'voucher.void',
  'voucher.resend',
  // Invoices, commissions and payouts
  'invoice.prepare',
  'invoice.issue',
  'invoice.credit',
  'invoice.paid',
  'commission.clear',
  'commission.reject',
  'payout.prepare',
  'payout.recalculate',
  'payout.approve',
  'payout.cancel',
  'payout.paid',
  'payout.export',
  'payout_profile.update',
  'payout_profile.confirm_request',
  'payout_profile.refuse_request',
] as const;
export type StaffAuditAction = (typeof staffAuditActions)[number];

/** What an audit row's target_type names: the kind of record (target_id is its id, or a label for exports). */
export const staffAuditTargets = [
  'booking',
  'slot',
  'experience',
  'coupon',
  'review',
  'message',
  'export',
  'privacy',
  'staff',
  'partner',
  'partner_invite',
  'partner_user',
  'partner_code_request',
  'gift_voucher',
  'invoice',
  'commission',
  'payout',
] as const;
export type StaffAuditTarget = (typeof staffAuditTargets)[number];

export const isStaffAuditAction = (value: string): value is StaffAuditAction => (staffAuditActions as readonly string[]).includes(value);

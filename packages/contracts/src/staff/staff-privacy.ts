import { z } from 'zod';

/*
 * Data-subject requests in the back office (permission privacy.manage):
 * everything stored about an e-mail address as JSON, and its erasure. The
 * address of a staff member or a partner is exported by the owner only (403
 * privacy_account_owner_only); no export holds a working token.
 */

const subjectEmail = z.string().trim().toLowerCase().min(3, 'Enter an e-mail address').max(254).email('Enter an e-mail address');

export const staffPrivacyExportQuery = z.object({ email: subjectEmail });
export type StaffPrivacyExportQuery = z.infer<typeof staffPrivacyExportQuery>;

/** The kinds of record an export holds, in this order. */
export const staffPrivacyKinds = [
  'bookings',
  'booking_events',
  'booking_notes',
  'payments',
  'checkouts',
  'carts',
  'cart_items',
  'contact_messages',
  'contact_replies',
  'newsletter',
  'reviews',
  'notifications',
  'access_links',
  'accounts',
  'account_sessions',
  'account_links',
] as const;
export type StaffPrivacyKind = (typeof staffPrivacyKinds)[number];

/** One stored row as the database holds it (snake_case columns; no token, token hash, password or secret). */
const record = z.record(z.string(), z.unknown());
const records = z.array(record);

export const staffPrivacyExport = z.object({
  email: z.string(),
  generated_at: z.string(),
  counts: z.record(z.enum(staffPrivacyKinds), z.number().int()),
  bookings: records,
  booking_events: records,
  booking_notes: records,
  payments: records,
  checkouts: records,
  carts: records,
  cart_items: records,
  contact_messages: records,
  contact_replies: records,
  newsletter: records,
  reviews: records,
  /** E-mail payloads without their tokens or tokenised links, pending ones too. */
  notifications: records,
  /** Manage links issued for the bookings: booking, purpose and dates only. */
  access_links: records,
  /** Owner only, for an account's address: the staff account, partner user or partner company (never a hash or secret). */
  accounts: records,
  account_sessions: records,
  /** One-time links issued to the account: purpose and dates only. */
  account_links: records,
});
export type StaffPrivacyExport = z.infer<typeof staffPrivacyExport>;
export const staffPrivacyExportResponse = z.object({ success: z.literal(true), data: staffPrivacyExport });

/** `confirm` must be true: erasure cannot be undone. */
export const staffPrivacyEraseRequest = z.object({ email: subjectEmail, confirm: z.literal(true, { message: 'Confirm the erasure' }) });
export type StaffPrivacyEraseRequest = z.infer<typeof staffPrivacyEraseRequest>;

export const staffPrivacyErasure = z.object({
  email: z.string(),
  bookings_anonymised: z.number().int(),
  access_tokens: z.number().int(),
  reviews: z.number().int(),
  checkouts_anonymised: z.number().int(),
  contact_messages: z.number().int(),
  contact_replies: z.number().int(),
  newsletter: z.number().int(),
  notifications_blanked: z.number().int(),
  simulator_records: z.number().int(),
});
export type StaffPrivacyErasure = z.infer<typeof staffPrivacyErasure>;
export const staffPrivacyEraseResponse = z.object({ success: z.literal(true), data: staffPrivacyErasure });

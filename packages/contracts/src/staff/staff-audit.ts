import { z } from 'zod';
import { isoDate, localizedText } from '../common.ts';

export const staffAuditQuery = z.object({
  staff_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** A prefix: "booking" matches booking.cancel, booking.check_in… */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/, 'Use an action name such as booking.cancel')
    .optional(),
  target_type: z
    .string()
    .trim()
    .max(30)
    .regex(/^[a-z_]*$/)
    .optional(),
  target_id: z.string().trim().max(60).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * A record an audit row points at, as people call it (the page's sentences and links): null
 * fields when the record is gone or its personal data erased.
 */
export const staffAuditSubject = z.object({
  /** The kind of record (booking, slot, partner, gift_voucher…) and its id. */
  type: z.string(),
  id: z.string(),
  /** A booking or invoice number, a coupon code, a voucher's last characters, a partner's, person's or author's name. */
  label: z.string().nullable(),
  /** A second name: the guest of a booking, the partner of a payout, an e-mail, a message's subject. */
  detail: z.string().nullable(),
  /** A slot's or a booking's start (ISO; the page shows it in Rome time). */
  starts_at: z.string().nullable(),
  title: localizedText.nullable(),
  partner_id: z.number().int().nullable(),
  booking_id: z.number().int().nullable(),
});
export type StaffAuditSubject = z.infer<typeof staffAuditSubject>;

export const staffAuditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  actor_email: z.string(),
  /** The staff member's name today (null for the system and the command line). */
  actor_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  /** The target (null for exports and privacy requests, which name no record). */
  subject: staffAuditSubject.nullable(),
  /** Other records the row names: a commission's booking, a payout's or code request's partner. */
  related: z.array(staffAuditSubject),
});
export type StaffAuditEntryView = z.infer<typeof staffAuditEntry>;

export const staffAuditResponse = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(staffAuditEntry), next_before_id: z.number().int().nullable() }),
});

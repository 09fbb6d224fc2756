import { z } from 'zod';
import { isoDate } from '../common.ts';

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

export const staffAuditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type StaffAuditEntryView = z.infer<typeof staffAuditEntry>;

export const staffAuditResponse = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(staffAuditEntry), next_before_id: z.number().int().nullable() }),
});

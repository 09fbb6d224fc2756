import { z } from 'zod';
import { codeRequestStatus, commissionCredit, commissionStatus } from '../partners/partner-referrals.ts';

/**
 * The back office's commission review (/api/staff/commissions…) and partners' code requests
 * (/api/staff/partner-code-requests…). Money in integer euro cents, rates in basis points.
 */

export const staffCommissionsQuery = z.object({
  /** Rows carrying this flag (e.g. self_referral); with no status, those still waiting for review. */
  flag: z.string().trim().max(40).optional(),
  status: commissionStatus.optional(),
  partner_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffCommissionsQuery = z.input<typeof staffCommissionsQuery>;

export const staffCommissionRow = z.object({
  id: z.number().int(),
  kind: z.enum(['commission', 'reversal']),
  partner: z.object({ id: z.number().int(), company_name: z.string() }),
  booking: z.object({ id: z.number().int(), number: z.string(), guest_name: z.string().nullable(), guest_email: z.string().nullable(), status: z.string() }),
  experience_at: z.string(),
  base_cents: z.number().int(),
  rate_bps: z.number().int(),
  amount_cents: z.number().int(),
  flag: z.string().nullable(),
  status: commissionStatus,
  reason: z.string().nullable(),
  credited: commissionCredit.nullable(),
  created_at: z.string(),
});
export type StaffCommissionRow = z.infer<typeof staffCommissionRow>;

export const staffCommissionsResponse = z.object({
  success: z.literal(true),
  data: z.object({ rows: z.array(staffCommissionRow), total: z.number().int(), page: z.number().int(), per_page: z.number().int(), flagged_count: z.number().int() }),
});
export type StaffCommissionsData = z.infer<typeof staffCommissionsResponse>['data'];

export const staffCommissionReviewRequest = z.object({ note: z.string().trim().max(500).optional() });
export const staffCommissionReviewResponse = z.object({ success: z.literal(true), data: z.object({ entry: staffCommissionRow }) });

export const staffCodeRequestsQuery = z.object({ status: codeRequestStatus.optional() });

export const staffCodeRequestRow = z.object({
  id: z.number().int(),
  partner: z.object({ id: z.number().int(), company_name: z.string(), status: z.string() }),
  code: z.string(),
  discount_percent: z.number().int(),
  note: z.string().nullable(),
  status: codeRequestStatus,
  coupon_id: z.number().int().nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
});
export type StaffCodeRequestRow = z.infer<typeof staffCodeRequestRow>;

export const staffCodeRequestsResponse = z.object({
  success: z.literal(true),
  data: z.object({ requests: z.array(staffCodeRequestRow), pending_count: z.number().int() }),
});
export type StaffCodeRequestsData = z.infer<typeof staffCodeRequestsResponse>['data'];

/** Approve: an optional note to the partner. Refuse: the reason (3 to 500 characters, the partner reads it). */
export const staffCodeRequestDecision = z.object({ note: z.string().trim().max(500).optional() });
export const staffCodeRequestResponse = z.object({ success: z.literal(true), data: z.object({ request: staffCodeRequestRow }) });

import { z } from 'zod';
import { errorResponse } from '../common.ts';
import { partnerTaxRequest, payoutHold, payoutStatus } from '../partners/partner-payouts.ts';

/** The back office's payouts (money.read to read, payouts.manage to act). Money in integer cents. */

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM');

export const staffPayoutsQuery = z.object({
  status: payoutStatus.optional(),
  period: period.optional(),
  partner_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const staffPayoutsCsvQuery = z.object({
  status: payoutStatus.optional(),
  from: period.optional(),
  to: period.optional(),
});

const staffRef = z.object({ id: z.number().int(), email: z.string() });

/** A referrer's tax status request as staff see it. */
export const staffTaxRequest = partnerTaxRequest.extend({
  partner_id: z.number().int(),
  company_name: z.string(),
  /** "Name <e-mail>" of the partner user who asked; null when the data migration wrote it. */
  requested_by: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type StaffTaxRequest = z.infer<typeof staffTaxRequest>;

export const staffPayout = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  company_name: z.string(),
  period: z.string(),
  status: payoutStatus,
  person_type: z.enum(['private', 'company']),
  gross_cents: z.number().int(),
  withholding_cents: z.number().int(),
  net_cents: z.number().int(),
  account_holder: z.string().nullable(),
  iban: z.string().nullable(),
  /** The partner's profile has another IBAN now than the one this payout pays. */
  iban_changed_since: z.boolean(),
  entries: z.number().int(),
  /** Who gathered it (null: the monthly job), last changed it, confirmed the tax status behind its withholding, approved it. */
  prepared_by: staffRef.nullable(),
  changed_by: staffRef.nullable(),
  tax_confirmed_by: staffRef.nullable(),
  approved_by: staffRef.nullable(),
  /** Approved by a second person (or an owner): the SEPA export takes it. */
  approval_counts: z.boolean(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  exported_at: z.string().nullable(),
  sepa_message_id: z.string().nullable(),
  paid_at: z.string().nullable(),
});

export const staffPayoutWaiting = z.object({
  partner_id: z.number().int(),
  company_name: z.string(),
  partner_status: z.string(),
  balance_cents: z.number().int(),
  entries: z.number().int(),
  hold: payoutHold.nullable(),
});

export const staffPayoutsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    payouts: z.array(staffPayout),
    waiting: z.array(staffPayoutWaiting),
    /** Tax status requests waiting for a decision, oldest first. */
    tax_requests: z.array(staffTaxRequest),
    threshold_cents: z.number().int(),
    period_now: z.string(),
  }),
});

export const staffPayoutRow = z.object({
  entry_id: z.number().int(),
  booking_number: z.string(),
  kind: z.enum(['commission', 'reversal']),
  earned_at: z.string(),
  base_cents: z.number().int(),
  rate_bps: z.number().int(),
  amount_cents: z.number().int(),
});
export const staffPayoutResponse = z.object({ success: z.literal(true), data: z.object({ payout: staffPayout, rows: z.array(staffPayoutRow) }) });

export const staffPayoutCancelRequest = z.object({ reason: z.string().trim().min(3, 'Write the reason').max(500) });

export const staffPayoutRunRequest = z.object({ period: period.optional() });
export const staffPayoutRunResponse = z.object({
  success: z.literal(true),
  data: z.object({
    period: z.string(),
    created: z.number().int(),
    outcomes: z.array(z.object({ partner_id: z.number().int(), outcome: z.string(), payout_id: z.number().int().nullable(), reason: z.string().nullable() })),
  }),
});

export const staffSepaExportRequest = z.object({ payout_ids: z.array(z.number().int().positive()).max(1000).optional() });
export const staffSepaParams = z.object({ messageId: z.string().regex(/^[A-Za-z0-9]{1,35}$/) });
/** A SEPA file refused because of one payout's bank details (payout_bank_details_invalid, payout_bic_iban_mismatch) names that payout. */
export const staffSepaErrorResponse = errorResponse.extend({
  payout_id: z.number().int().optional(),
  /** The partner of that payout (its company name). */
  partner: z.string().optional(),
});

export const staffWithholdingQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
const withholdingRow = z.object({ payouts: z.number().int(), gross_cents: z.number().int(), withholding_cents: z.number().int(), net_cents: z.number().int() });
export const staffWithholdingResponse = z.object({
  success: z.literal(true),
  data: z.object({ year: z.number().int(), months: z.array(withholdingRow.extend({ month: z.string() })), totals: withholdingRow }),
});

export const staffPayoutProfileRequest = z.object({
  person_type: z.enum(['private', 'company']),
  withholding_bps: z.number().int().min(0).max(5000),
  /** The VAT number to confirm (null: none); absent: the confirmed one stays (never confirmed: the company data's). */
  vat_number: z.string().trim().max(20).nullable().optional(),
});
export const staffPayoutProfileResponse = z.object({
  success: z.literal(true),
  data: z.object({
    profile: z.object({
      person_type: z.enum(['private', 'company']),
      withholding_bps: z.number().int(),
      withholding_applies: z.boolean(),
      /** The confirmed VAT number. */
      vat_number: z.string().nullable(),
      tax_confirmed: z.boolean(),
      tax_confirmed_at: z.string().nullable(),
      /** The company data's VAT number (what the partner typed). */
      company_vat_number: z.string().nullable(),
      account_holder: z.string().nullable(),
      iban_masked: z.string().nullable(),
      hold_until: z.string().nullable(),
    }),
    /** The referrer's requests, newest first (superseded ones left out). */
    tax_requests: z.array(staffTaxRequest),
  }),
});

export const staffTaxDecisionRequest = z.object({
  decision: z.enum(['confirm', 'refuse']),
  /** Needed to refuse (the partner reads it). */
  reason: z.string().trim().max(500).optional(),
});
export const staffTaxRequestResponse = z.object({ success: z.literal(true), data: z.object({ request: staffTaxRequest }) });

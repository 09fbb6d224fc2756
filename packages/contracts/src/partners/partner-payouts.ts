import { z } from 'zod';

/**
 * A referrer's payouts and payout details (owners only: money). Bearer-token calls under
 * /api/partners; every answer is scoped to the caller's partner. Money in integer euro cents,
 * rates in basis points.
 */

export const payoutStatus = z.enum(['draft', 'approved', 'exported', 'paid', 'cancelled']);
export const payoutHoldReason = z.enum(['suspended', 'below_threshold', 'no_iban', 'tax_unconfirmed', 'iban_recent']);
export const payoutHold = z.object({ reason: payoutHoldReason, until: z.string().nullable() });

export const partnerPayout = z.object({
  id: z.number().int(),
  /** YYYY-MM: the month whose approved commissions it gathered. */
  period: z.string(),
  status: payoutStatus,
  gross_cents: z.number().int(),
  withholding_cents: z.number().int(),
  net_cents: z.number().int(),
  /** Commission rows carried (reversals included). */
  entries: z.number().int(),
  iban_masked: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The remittance PDF, once paid. */
  remittance_url: z.string().nullable(),
});
export type PartnerPayoutView = z.infer<typeof partnerPayout>;

export const partnerPayoutsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    payouts: z.array(partnerPayout),
    /** Approved commissions not yet in a payout (negative: carried over). */
    payable_cents: z.number().int(),
    threshold_cents: z.number().int(),
    /** Why the balance would not be paid at the next monthly run (null: it will). */
    hold: payoutHold.nullable(),
  }),
});

/** A request to change the tax status (the partner changed its VAT number): it waits for staff. */
export const taxRequestStatus = z.enum(['pending', 'confirmed', 'refused', 'superseded']);
export const partnerTaxRequest = z.object({
  id: z.number().int(),
  person_type: z.enum(['private', 'company']),
  vat_number: z.string().nullable(),
  status: taxRequestStatus,
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** Why staff refused it. */
  reason: z.string().nullable(),
});

export const payoutProfileView = z.object({
  /** Confirmed by the estate (read-only here): private person (withholding tax) or company. */
  person_type: z.enum(['private', 'company']),
  withholding_bps: z.number().int(),
  withholding_applies: z.boolean(),
  /** The VAT number the estate confirmed for the tax status. */
  vat_number: z.string().nullable(),
  /** Whether the estate confirmed the tax status; until then payouts wait. */
  tax_confirmed: z.boolean(),
  /** The latest request to change it (pending, or the last decision). */
  tax_request: partnerTaxRequest.nullable(),
  account_holder: z.string().nullable(),
  iban_masked: z.string().nullable(),
  bic: z.string().nullable(),
  iban_changed_at: z.string().nullable(),
  /** Payouts are held until then after a change of IBAN (48 hours). */
  hold_until: z.string().nullable(),
});
export const payoutProfileResponse = z.object({ success: z.literal(true), data: z.object({ profile: payoutProfileView }) });

export const payoutProfileRequest = z.object({
  account_holder: z.string().trim().min(1, 'Enter the account holder').max(70),
  iban: z.string().trim().min(5, 'Enter the IBAN').max(50),
  bic: z.string().trim().max(20).nullable().optional(),
  /** Needed whenever the bank details change. */
  current_password: z.string().max(256).optional(),
});

export const partnerRemittanceQuery = z.object({ lang: z.enum(['it', 'en']).optional() });

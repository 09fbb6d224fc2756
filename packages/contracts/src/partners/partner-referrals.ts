import { z } from 'zod';
import { isoDate } from '../common.ts';

/**
 * A referrer's links, code requests and commission ledger (/api/partners/referrals/…,
 * /api/partners/commissions). Money in integer euro cents, rates in basis points (1000 = 10 %),
 * instants as ISO strings, dates as Rome calendar days.
 */

/** The status of a ledger row, derived from its facts (never stored). */
export const commissionStatus = z.enum(['pending', 'flagged', 'approved', 'in_payout', 'paid', 'rejected']);
export type CommissionStatus = z.infer<typeof commissionStatus>;

/** Why a booking was credited to the partner: its link (label) or its code, and when. */
export const commissionCredit = z.object({
  source: z.enum(['link', 'code']),
  link_id: z.number().int().nullable(),
  link_label: z.string().nullable(),
  code: z.string().nullable(),
  at: z.string(),
});
export type CommissionCredit = z.infer<typeof commissionCredit>;

// ---- commissions ----

export const partnerCommissionsQuery = z.object({
  status: commissionStatus.optional(),
  /** Experience dates from this Rome day … */
  from: isoDate.optional(),
  /** … to this one, included. */
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type PartnerCommissionsQuery = z.input<typeof partnerCommissionsQuery>;

export const partnerCommissionRow = z.object({
  id: z.number().int(),
  /** commission: the booking's row; reversal: a cancellation, refund or no-show taking it back (negative). */
  kind: z.enum(['commission', 'reversal']),
  booking_number: z.string(),
  category: z.enum(['TRUFFLE', 'WINE']),
  /** When the experience takes place (the row's date). */
  experience_at: z.string(),
  /** What the guest paid, net of VAT, after discounts (negative on a reversal). */
  base_cents: z.number().int(),
  rate_bps: z.number().int(),
  amount_cents: z.number().int(),
  status: commissionStatus,
  /** A reversal's cause (cancellation, refund, no-show). */
  reason: z.string().nullable(),
  credited: commissionCredit.nullable(),
  created_at: z.string(),
});
export type PartnerCommissionRow = z.infer<typeof partnerCommissionRow>;

export const commissionTotals = z.object({
  pending: z.number().int(),
  flagged: z.number().int(),
  approved: z.number().int(),
  in_payout: z.number().int(),
  paid: z.number().int(),
  rejected: z.number().int(),
});
export type CommissionTotals = z.infer<typeof commissionTotals>;

export const partnerCommissionsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(partnerCommissionRow),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Sum of amount_cents per status over the dates asked (whatever the status filter). */
    totals_cents: commissionTotals,
  }),
});
export type PartnerCommissionsData = z.infer<typeof partnerCommissionsResponse>['data'];

// ---- links ----

export const partnerReferralLink = z.object({
  id: z.number().int(),
  label: z.string(),
  target_path: z.string(),
  /** The language the link opens the site in; null: the visitor's own (links made before the choice). */
  locale: z.enum(['it', 'en']).nullable(),
  /** The full address to share: `{site}{path}?ref=CODE&c=ID&lang=LOCALE`. */
  url: z.string(),
  clicks: z.number().int(),
  clicks_30d: z.number().int(),
  /** Bookings credited to the partner through this link. */
  bookings: z.number().int(),
  created_at: z.string(),
});
export type PartnerReferralLink = z.infer<typeof partnerReferralLink>;

export const partnerReferralLinksResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The partner's code in links; null until its first link. */
    ref_code: z.string().nullable(),
    /** The home page with the code (no campaign); null until the first link. */
    ref_url: z.string().nullable(),
    /** The public pages a link may point to. */
    targets: z.array(z.string()),
    links: z.array(partnerReferralLink),
  }),
});
export type PartnerReferralLinksData = z.infer<typeof partnerReferralLinksResponse>['data'];

export const partnerReferralLinkCreateRequest = z.object({
  /** One of `targets` (a public page of the site). */
  target_path: z.string().trim().min(1).max(200),
  /** The campaign's name, e.g. "Reception desk". */
  label: z.string().trim().min(1).max(80),
  /** The language the page opens in for whoever follows the link (omitted: the visitor's own). */
  locale: z.enum(['it', 'en']).optional(),
});
export type PartnerReferralLinkCreateRequest = z.input<typeof partnerReferralLinkCreateRequest>;

export const partnerReferralLinkResponse = z.object({ success: z.literal(true), data: z.object({ link: partnerReferralLink, ref_code: z.string() }) });

// ---- code requests ----

export const codeRequestStatus = z.enum(['pending', 'approved', 'refused']);

export const partnerCodeRequestCreate = z.object({
  /** 4 to 20 letters or digits; stored upper case. */
  code: z.string().trim().min(1).max(40),
  discount_percent: z.coerce.number().int().min(1).max(50),
  note: z.string().trim().max(500).optional(),
});
export type PartnerCodeRequestCreate = z.input<typeof partnerCodeRequestCreate>;

export const partnerCodeRequest = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percent: z.number().int(),
  note: z.string().nullable(),
  status: codeRequestStatus,
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type PartnerCodeRequest = z.infer<typeof partnerCodeRequest>;

export const partnerCodeRequestsResponse = z.object({ success: z.literal(true), data: z.object({ requests: z.array(partnerCodeRequest) }) });
export const partnerCodeRequestResponse = z.object({ success: z.literal(true), data: z.object({ request: partnerCodeRequest }) });

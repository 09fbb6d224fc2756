import { z } from 'zod';
import { bookedCategory } from '../availability.ts';
import { bookingPaymentStatus, bookingStatus } from '../bookings.ts';
import { isoDate, localizedText } from '../common.ts';
import { partnerCompanyView, partnerPaymentTerms, partnerStatus, partnerType, partnerUserRole } from '../partners/partner-auth.ts';

/**
 * The back office's partner pages (/api/staff/partners…): the list and one partner whole,
 * invitations, applications, dated contracts, suspension and reactivation, the partner's
 * orders. Money in integer euro cents (`*_cents`), percentages as numbers (12.5 = 12.5 %),
 * instants as ISO strings, dates as Rome calendar days.
 */

const email = z.string().trim().min(3).max(254).email('Enter a valid e-mail address');
const staffName = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const staffPartnerSource = z.enum(['invite', 'application']);

// ---- the list ----

export const staffPartnersQuery = z.object({
  status: partnerStatus.optional(),
  type: partnerType.optional(),
  source: staffPartnerSource.optional(),
  /** Applications only: waiting for a decision, or refused. */
  application: z.enum(['waiting', 'refused']).optional(),
  /** Part of the company name, an e-mail (company or user) or the VAT number, any case. */
  q: z.string().trim().max(120).optional(),
});
export type StaffPartnersQuery = z.input<typeof staffPartnersQuery>;

export const staffPartnerRow = z.object({
  id: z.number().int(),
  company_name: z.string(),
  partner_type: partnerType,
  status: partnerStatus,
  source: staffPartnerSource,
  /** A refused application (it stays inactive). */
  application_refused: z.boolean(),
  email: z.string(),
  vat_number: z.string().nullable(),
  city: z.string().nullable(),
  /** Users not deactivated. */
  users_count: z.number().int(),
  /** Resellers: unsettled on-account amounts; null for referrers. */
  credit_used_cents: z.number().int().nullable(),
  /** The credit limit of the terms in force; null without terms or for referrers. */
  credit_limit_cents: z.number().int().nullable(),
  payment_terms: partnerPaymentTerms.nullable(),
  created_at: z.string(),
  status_changed_at: z.string().nullable(),
});
export type StaffPartnerRow = z.infer<typeof staffPartnerRow>;

export const staffPartnersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    partners: z.array(staffPartnerRow),
    /** For the tabs, whatever the filters: every partner, applications waiting, suspended. */
    counts: z.object({ all: z.number().int(), applications: z.number().int(), suspended: z.number().int() }),
  }),
});
export type StaffPartnersData = z.infer<typeof staffPartnersResponse>['data'];

// ---- invitations ----

/** pending (can be used), used (the company registered), expired, revoked (by staff or by a newer invite). */
export const staffPartnerInviteStatus = z.enum(['pending', 'used', 'expired', 'revoked']);
export type StaffPartnerInviteStatus = z.infer<typeof staffPartnerInviteStatus>;

export const staffPartnerInvite = z.object({
  id: z.number().int(),
  email: z.string(),
  partner_type: partnerType,
  company_name: z.string().nullable(),
  status: staffPartnerInviteStatus,
  /** Language of the invitation e-mail. */
  locale: z.enum(['it', 'en']),
  /** Delivery of the invitation e-mail (null when none was queued). */
  email_status: z.enum(['pending', 'sent', 'failed']).nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  invited_by: staffName,
  /** The partner the invitation created, once used. */
  partner_id: z.number().int().nullable(),
});
export type StaffPartnerInvite = z.infer<typeof staffPartnerInvite>;

export const staffPartnerInvitesQuery = z.object({ status: staffPartnerInviteStatus.optional() });
export const staffPartnerInvitesResponse = z.object({ success: z.literal(true), data: z.object({ invites: z.array(staffPartnerInvite) }) });

export const staffPartnerInviteRequest = z.object({
  email,
  company_name: z.string().trim().min(2).max(160),
  partner_type: partnerType,
  locale: z.enum(['it', 'en']).default('it'),
});
export type StaffPartnerInviteRequest = z.input<typeof staffPartnerInviteRequest>;
export const staffPartnerInviteResponse = z.object({ success: z.literal(true), data: z.object({ invite: staffPartnerInvite }) });

// ---- one partner ----

/** One dated row of terms. `in_force`: the terms applied now; `scheduled`: from a future date; `past`: replaced. */
export const staffPartnerContract = z.object({
  id: z.number().int(),
  valid_from: z.string(),
  state: z.enum(['in_force', 'scheduled', 'past']),
  commission_percent: z.number(),
  net_discount_percent: z.number(),
  payment_terms: partnerPaymentTerms,
  payment_days: z.number().int(),
  credit_limit_cents: z.number().int(),
  attribution_days: z.number().int(),
  note: z.string().nullable(),
  created_by: staffName,
  created_at: z.string(),
});
export type StaffPartnerContract = z.infer<typeof staffPartnerContract>;

export const staffPartnerUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: partnerUserRole,
  status: z.enum(['invited', 'active', 'deactivated']),
  locale: z.enum(['it', 'en']),
  created_at: z.string(),
});
export type StaffPartnerUser = z.infer<typeof staffPartnerUser>;

/** An approval, refusal, suspension or reactivation, from the audit log. */
export const staffPartnerStatusChange = z.object({
  change: z.enum(['approved', 'refused', 'suspended', 'reactivated']),
  at: z.string(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
});
export type StaffPartnerStatusChange = z.infer<typeof staffPartnerStatusChange>;

/** One booking of a partner, as the back office lists it. */
export const staffPartnerOrder = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: bookingStatus,
  payment_status: bookingPaymentStatus,
  category: bookedCategory,
  experience_title: localizedText,
  starts_at: z.string(),
  /** Rome date and start time of the slot. */
  date: isoDate,
  start_time: z.string(),
  people_count: z.number().int(),
  customer_name: z.string().nullable(),
  /** The agency's own reference. */
  reference: z.string().nullable(),
  /** The partner's user who placed it. */
  placed_by: z.string().nullable(),
  retail_cents: z.number().int(),
  net_cents: z.number().int().nullable(),
  partner_payment: z.enum(['on_account', 'card', 'on_site']).nullable(),
  settled_at: z.string().nullable(),
  created_at: z.string(),
  /** order: the partner's own order (a reseller); referral: a guest's booking the partner sent (a link or a code). */
  source: z.enum(['order', 'referral']),
});
export type StaffPartnerOrder = z.infer<typeof staffPartnerOrder>;

export const staffPartnerDetail = z.object({
  id: z.number().int(),
  partner_type: partnerType,
  status: partnerStatus,
  status_reason: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  /** When staff refused the application (null otherwise); status_reason says why. */
  application_refused_at: z.string().nullable(),
  source: staffPartnerSource,
  application_message: z.string().nullable(),
  ...partnerCompanyView,
  created_at: z.string(),
  users: z.array(staffPartnerUser),
  /** The terms in force now (null before the first terms take effect). */
  contract: staffPartnerContract.nullable(),
  /** Every dated row, newest valid_from first. */
  contracts: z.array(staffPartnerContract),
  /** Resellers: unsettled on-account amounts; null for referrers. */
  credit_used_cents: z.number().int().nullable(),
  status_history: z.array(staffPartnerStatusChange),
  /** The last orders, newest first (the full list: /orders). */
  recent_orders: z.array(staffPartnerOrder),
  /** What staff may do now. */
  actions: z.object({ approve: z.boolean(), refuse: z.boolean(), suspend: z.boolean(), reactivate: z.boolean() }),
});
export type StaffPartnerDetail = z.infer<typeof staffPartnerDetail>;
export const staffPartnerResponse = z.object({ success: z.literal(true), data: z.object({ partner: staffPartnerDetail }) });

export const staffPartnerOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export const staffPartnerOrdersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    orders: z.array(staffPartnerOrder),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
  }),
});
export type StaffPartnerOrdersData = z.infer<typeof staffPartnerOrdersResponse>['data'];

// ---- changes ----

/** Suspension and reactivation: the reason is required (the partner reads it). */
export const PARTNER_STATUS_REASON_MAX = 500;
export const staffPartnerStatusRequest = z.object({ reason: z.string().trim().min(3, 'Write the reason').max(PARTNER_STATUS_REASON_MAX) });

/** 0 to 100 with at most two decimals (stored as basis points). */
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'At most two decimals');

/**
 * New terms: a new dated row, never an edit. `valid_from` is a Rome day (today or later);
 * without it, or with today, the terms apply at once; a later day applies from its midnight.
 */
export const staffPartnerContractRequest = z.object({
  valid_from: isoDate.optional(),
  commission_percent: percent,
  net_discount_percent: percent,
  payment_terms: partnerPaymentTerms,
  payment_days: z.number().int().min(0).max(365),
  credit_limit_cents: z.number().int().min(0).max(100_000_000),
  attribution_days: z.number().int().min(1).max(365),
  note: z.string().trim().max(500).nullable().optional(),
});
export type StaffPartnerContractRequest = z.input<typeof staffPartnerContractRequest>;

/**
 * Approving an application sets its terms first: they take effect at once (no date). The earning
 * percentage of the partner's kind must be above zero (a referrer's commission, a reseller's
 * net-rate discount): 400 commission_required / net_discount_required otherwise.
 */
export const staffPartnerApproveRequest = staffPartnerContractRequest.omit({ valid_from: true });
export type StaffPartnerApproveRequest = z.input<typeof staffPartnerApproveRequest>;

/** Refusing a waiting application: the reason is e-mailed to the applicant in their language. */
export const staffPartnerRefuseRequest = staffPartnerStatusRequest;

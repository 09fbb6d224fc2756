import { z } from 'zod';
import { errorResponse } from '../common.ts';

/**
 * The partner area's account calls (/api/partners/auth/*). Answers are wrapped as
 * `{ success: true, data }`; errors are the API's `{ success: false, error, code }`.
 * Money in integer euro cents (`*_cents`), percentages as numbers (12.5 = 12.5 %),
 * instants as ISO strings.
 */

export const partnerTypes = ['reseller', 'referral'] as const;
export const partnerType = z.enum(partnerTypes);
export type PartnerTypeName = z.infer<typeof partnerType>;
export const partnerStatus = z.enum(['active', 'inactive', 'suspended']);
export type PartnerStatusName = z.infer<typeof partnerStatus>;
export const partnerUserRole = z.enum(['owner', 'booker']);
export type PartnerUserRoleName = z.infer<typeof partnerUserRole>;
export const partnerPaymentTerms = z.enum(['on_account', 'card']);

const email = z.string().trim().min(3).max(254).email('Enter a valid e-mail address');
/** Length and commonness are checked by the server (12 to 128 characters, not a common password). */
const password = z.string().min(1).max(1024);
const token = z.string().min(20).max(200);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The partner's terms in force, as the partner (owner) sees them. */
export const partnerContractView = z.object({
  payment_terms: partnerPaymentTerms,
  /** Resellers: net rate = retail less this percentage. */
  net_discount_percent: z.number(),
  /** Referrers: commission on credited bookings. */
  commission_percent: z.number(),
  credit_limit_cents: z.number().int(),
  payment_days: z.number().int(),
  attribution_days: z.number().int(),
  valid_from: z.string(),
});
export type PartnerContractView = z.infer<typeof partnerContractView>;

/** The signed-in user of a partner account. */
export const partnerUserView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: partnerUserRole,
  status: z.enum(['invited', 'active', 'deactivated']),
  locale: z.enum(['it', 'en']),
});
export type PartnerUserView = z.infer<typeof partnerUserView>;

/** The company data a partner keeps in its settings (and staff see). */
export const partnerCompanyFields = {
  company_name: z.string().trim().min(2).max(160),
  contact_name: optionalText(120),
  phone: optionalText(40),
  vat_number: optionalText(20),
  fiscal_code: optionalText(16),
  sdi_code: optionalText(7),
  pec: z.string().trim().max(254).email('Enter a valid PEC address').nullable().optional(),
  address: optionalText(200),
  city: optionalText(100),
  postal_code: optionalText(12),
  province: optionalText(4),
  country: z.string().trim().length(2).optional(),
};

/** A partner company's data as the API shows it (to the partner and to staff). */
export const partnerCompanyView = {
  company_name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  vat_number: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  sdi_code: z.string().nullable(),
  pec: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  locale: z.enum(['it', 'en']),
};

/** `partner` of the login and me answers (the partner data the web app stores under `partner_data`). */
export const partnerView = z.object({
  id: z.number().int(),
  partner_type: partnerType,
  status: partnerStatus,
  /** Why it is suspended or inactive (shown on /partner/suspended). */
  status_reason: z.string().nullable(),
  /** An application the estate refused (inactive for good; status_reason says why). */
  application_refused: z.boolean().optional(),
  ...partnerCompanyView,
  user: partnerUserView,
  /** Bookers see no money (prices, credit, commissions). */
  can_see_money: z.boolean(),
  /** null for bookers. */
  contract: partnerContractView.nullable(),
});
export type PartnerView = z.infer<typeof partnerView>;

export const partnerLoginRequest = z.object({ email, password });
export const partnerLoginResponse = z.object({
  success: z.literal(true),
  access_token: z.string(),
  expires_at: z.string(),
  partner: partnerView,
});
export type PartnerLoginResponse = z.infer<typeof partnerLoginResponse>;

export const partnerMeResponse = z.object({ success: z.literal(true), data: z.object({ partner: partnerView }) });
export const partnerValidateResponse = z.object({ success: z.literal(true), data: z.object({ valid: z.literal(true), partner: partnerView }) });

/** PUT /api/partners/auth/me: company data (owner only), the user's own name and language, a password change (current password required). */
export const partnerMeUpdateRequest = z
  .object({
    ...Object.fromEntries(Object.entries(partnerCompanyFields).map(([k, v]) => [k, v.optional()])),
    user_name: z.string().trim().min(1).max(120).optional(),
    locale: z.enum(['it', 'en']).optional(),
    current_password: password.optional(),
    new_password: password.optional(),
  })
  .strict() as z.ZodType<Partial<PartnerCompanyInput> & { user_name?: string; locale?: 'it' | 'en'; current_password?: string; new_password?: string }>;
export type PartnerCompanyInput = { [K in keyof typeof partnerCompanyFields]: z.infer<(typeof partnerCompanyFields)[K]> };

export const partnerInviteQuery = z.object({ token });
/** POST /api/partners/auth/validate-invite?token= */
export const partnerInviteInfoResponse = z.object({
  success: z.literal(true),
  data: z.object({
    kind: z.enum(['invite', 'user_invite']),
    email: z.string(),
    partner_type: partnerType,
    company_name: z.string().nullable(),
    expires_at: z.string(),
  }),
});

/**
 * POST /api/partners/auth/register: with `invite_token`, an invited company (or colleague) sets up
 * its account and is signed in; without it, a referrer's application: nothing is created until the
 * address is confirmed by the link e-mailed to it (answers `confirmation_sent`, whether or not the
 * address has an account), see POST /auth/register/confirm.
 */
export const partnerRegisterRequest = z.object({
  invite_token: token.optional(),
  email,
  name: z.string().trim().min(1).max(120),
  password,
  confirm_password: password,
  /** Only for an application (a referrer); invites carry the type. */
  partner_type: partnerType.optional(),
  company: z.object(partnerCompanyFields).partial({ company_name: true }).optional(),
  message: z.string().trim().max(2000).optional(),
  locale: z.enum(['it', 'en']).default('it'),
  privacy_accepted: z.literal(true, { message: 'Accept the privacy policy to continue' }),
});
export const partnerRegisterResponse = z.union([
  partnerLoginResponse.extend({ application_received: z.literal(false) }),
  z.object({ success: z.literal(true), confirmation_sent: z.literal(true) }),
]);

/**
 * POST /api/partners/auth/register/confirm: the link of an application's e-mail (single use, 24 h)
 * with the password chosen on the form creates the application (an inactive referrer and its
 * owner, waiting for staff approval). 400 application_password_wrong (`tries_left` in the answer;
 * the link stays usable), 400 application_password_locked (the link's last try was wrong: it is
 * deleted), 404 application_link_invalid / application_link_expired, 409 application_link_used.
 */
export const partnerApplicationConfirmRequest = z.object({ token, password });
/** The confirmation's 400: with application_password_wrong, the tries the link has left. */
export const partnerApplicationConfirmRefusal = errorResponse.extend({ tries_left: z.number().int().optional() });
export const partnerApplicationConfirmResponse = z.object({ success: z.literal(true), application_received: z.literal(true) });

export const partnerResetRequest = z.object({ email, locale: z.enum(['it', 'en']).optional() });
export const partnerResetConfirmRequest = z.object({ token, new_password: password, confirm_password: password });
export const partnerOkResponse = z.object({ success: z.literal(true) });

/** Users of a partner account (owner only). */
export const partnerUsersResponse = z.object({
  success: z.literal(true),
  data: z.object({ users: z.array(partnerUserView.extend({ created_at: z.string() })) }),
});
export const partnerUserInviteRequest = z.object({
  email,
  name: z.string().trim().min(1).max(120),
  role: partnerUserRole.default('booker'),
  locale: z.enum(['it', 'en']).default('it'),
});

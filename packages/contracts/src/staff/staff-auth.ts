import { z } from 'zod';

export const staffRoles = ['owner', 'manager', 'front_desk', 'accountant'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRoleName = z.infer<typeof staffRole>;

/** A staff account as the API shows it. */
export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  status: z.enum(['invited', 'active', 'deactivated']),
  locale: z.enum(['it', 'en']),
  totp_enabled: z.boolean(),
  /** Owners must use a second factor (demo accounts of a local install excepted). */
  totp_required: z.boolean(),
});
export type StaffAccountView = z.infer<typeof staffAccount>;

const email = z.string().trim().min(3).max(254).email('Enter a valid e-mail address');
/** Length and commonness are checked by the server (12 to 128 characters, not a common password). */
const password = z.string().min(1).max(1024);

export const staffLoginRequest = z.object({ email, password });
export const staffLoginResponse = z.object({
  success: z.literal(true),
  data: z.union([
    z.object({ mfa_required: z.literal(false), access_token: z.string(), expires_at: z.string(), staff: staffAccount }),
    z.object({ mfa_required: z.literal(true), mfa_token: z.string(), expires_at: z.string() }),
  ]),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

/** A code of the authenticator app (six digits) or one of the recovery codes (xxxx-xxxx-xxxx). */
const factorCode = z.string().trim().min(6).max(32);
export const staffTotpLoginRequest = z.object({ mfa_token: z.string().min(20).max(200), code: factorCode });
export const staffSessionResponse = z.object({
  success: z.literal(true),
  data: z.object({ access_token: z.string(), expires_at: z.string(), staff: staffAccount }),
});

export const staffMeResponse = z.object({
  success: z.literal(true),
  data: z.object({
    staff: staffAccount,
    /** What this role may do (the web app hides what the server would refuse). */
    permissions: z.array(z.string()),
    /** An owner without a second factor must set one up before anything else. */
    must_enrol_totp: z.boolean(),
    /** The page this role lands on after signing in (the accountant: the reports; the others: Today). */
    home: z.string(),
  }),
});
export type StaffMe = z.infer<typeof staffMeResponse>['data'];

export const okResponse = z.object({ success: z.literal(true) });

export const staffTokenQuery = z.object({ token: z.string().min(20).max(200) });
export const staffTokenInfoResponse = z.object({
  success: z.literal(true),
  data: z.object({ purpose: z.enum(['setup', 'invite', 'reset']), expires_at: z.string(), staff: staffAccount }),
});
export const staffAcceptRequest = z.object({ token: z.string().min(20).max(200), password, name: z.string().trim().min(1).max(120).optional() });
export const staffAccountResponse = z.object({ success: z.literal(true), data: z.object({ staff: staffAccount }) });

export const staffPasswordChangeRequest = z.object({ current_password: password, new_password: password });
export const staffTotpSetupResponse = z.object({
  success: z.literal(true),
  data: z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() }),
});
/** Set-up needs the password; a current code of the existing factor (or a recovery code) too when one is enabled. */
export const staffTotpSetupRequest = z.object({ password, code: factorCode.optional() });
export const staffTotpConfirmRequest = z.object({ code: z.string().trim().min(6).max(10) });
/** Confirmation answers the recovery codes once: they are never shown again. */
export const staffTotpConfirmResponse = z.object({ success: z.literal(true), data: z.object({ staff: staffAccount, recovery_codes: z.array(z.string()) }) });
export const staffTotpDisableRequest = z.object({ password, code: factorCode });
/** New recovery codes (the old ones stop working): the password and a current code or a recovery code. */
export const staffRecoveryCodesRequest = z.object({ password, code: factorCode });
export const staffRecoveryCodesResponse = z.object({ success: z.literal(true), data: z.object({ recovery_codes: z.array(z.string()) }) });
/** The account page's second factor as this session sees it: the offer it started and has not confirmed is shown again. */
export const staffTotpStateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    enabled: z.boolean(),
    recovery_codes_left: z.number().int(),
    pending: z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string(), offered_at: z.string() }).nullable(),
  }),
});
export type StaffTotpState = z.infer<typeof staffTotpStateResponse>['data'];
/** "Forgot password" at sign-in: always the same answer, whether the address has an account or not. */
export const staffPasswordResetRequest = z.object({ email });
export const staffLocaleRequest = z.object({ locale: z.enum(['it', 'en']) });

export const staffTeamResponse = z.object({
  success: z.literal(true),
  data: z.object({ staff: z.array(staffAccount.extend({ created_at: z.string(), deactivated_at: z.string().nullable() })) }),
});
export const staffInviteRequest = z.object({ email, name: z.string().trim().min(1).max(120), role: staffRole, locale: z.enum(['it', 'en']).default('it') });
export const staffInviteResponse = z.object({ success: z.literal(true), data: z.object({ staff: staffAccount, expires_at: z.string() }) });
/** `expected_role`: the role the confirmation named; when the account no longer has it, 409 role_changed. */
export const staffRoleRequest = z.object({ role: staffRole, expected_role: staffRole.optional() });

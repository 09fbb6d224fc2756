import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  okResponse,
  staffAcceptRequest,
  staffAccountResponse,
  staffLocaleRequest,
  staffLoginRequest,
  staffLoginResponse,
  staffMeResponse,
  staffPasswordResetRequest,
  staffRecoveryCodesRequest,
  staffRecoveryCodesResponse,
  staffPasswordChangeRequest,
  staffSessionResponse,
  staffTokenInfoResponse,
  staffTokenQuery,
  staffTotpConfirmRequest,
  staffTotpConfirmResponse,
  staffTotpDisableRequest,
  staffTotpLoginRequest,
  staffTotpSetupRequest,
  staffTotpSetupResponse,
  staffTotpStateResponse,
} from '@tenuta/contracts';
import {
  acceptStaffToken,
  beginTotpEnrolment,
  cancelTotpEnrolment,
  changeStaffPassword,
  completeStaffLogin,
  confirmTotpEnrolment,
  describeStaffToken,
  disableTotp,
  getTotpState,
  homePath,
  loginStaff,
  logoutStaff,
  permissionsOf,
  regenerateRecoveryCodes,
  requestStaffPasswordReset,
  setStaffLocale,
  staffView,
} from '@tenuta/identity';
import { staffAccounts } from '@tenuta/db';
import { eq } from 'drizzle-orm';
import { setSignInDevice, signInDevice } from '../../plugins/sign-in-device.ts';
import { currentStaff, identityDeps, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse };

/**
 * Staff sign-in and the signed-in member's own account: password, second
 * factor (TOTP), language, and the one-time set-password links.
 */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => identityDeps(app);
  const session = requireStaff(app, null, { allowWithoutTotp: true });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'E-mail and password: a session token, or a second-factor step',
        body: staffLoginRequest,
        response: { 200: staffLoginResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await loginStaff(deps(), { email: req.body.email, password: req.body.password, address: req.ip, device: signInDevice(req, 'staff') });
      if (r.kind === 'mfa') return { success: true as const, data: { mfa_required: true as const, mfa_token: r.mfaToken, expires_at: r.expiresAt.toISOString() } };
      setSignInDevice(app, req, reply, 'staff', r.deviceToken);
      return { success: true as const, data: { mfa_required: false as const, access_token: r.token, expires_at: r.expiresAt.toISOString(), staff: r.staff } };
    },
  );

  app.post(
    '/auth/login/totp',
    { schema: { tags: ['staff'], summary: 'Second step: the code of the authenticator app', body: staffTotpLoginRequest, response: { 200: staffSessionResponse, ...errors } } },
    async (req, reply) => {
      const r = await completeStaffLogin(deps(), { mfaToken: req.body.mfa_token, code: req.body.code, address: req.ip, device: signInDevice(req, 'staff') });
      setSignInDevice(app, req, reply, 'staff', r.deviceToken);
      return { success: true as const, data: { access_token: r.token, expires_at: r.expiresAt.toISOString(), staff: r.staff } };
    },
  );

  app.get(
    '/auth/me',
    { preHandler: session, schema: { tags: ['staff'], summary: 'The signed-in staff member, their permissions', response: { 200: staffMeResponse, ...errors } } },
    async (req) => {
      const me = currentStaff(req);
      const [a] = await app.deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, me.id));
      return { success: true as const, data: { staff: staffView(a!), permissions: permissionsOf(me.role), must_enrol_totp: me.mustEnrolTotp, home: homePath(me.role) } };
    },
  );

  app.post('/auth/logout', { preHandler: session, schema: { tags: ['staff'], summary: 'Ends this session at once', response: { 200: okResponse, ...errors } } }, async (req) => {
    await logoutStaff(deps(), currentStaff(req));
    return { success: true as const };
  });

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['staff'],
        summary: '"Forgot password": e-mails a one-time link (30 minutes) to an active account; the same answer whether the address has an account or not; 429 past the limits',
        body: staffPasswordResetRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await requestStaffPasswordReset(deps(), { email: req.body.email, address: req.ip, device: signInDevice(req, 'staff') });
      return { success: true as const };
    },
  );

  app.get(
    '/auth/invite',
    {
      schema: {
        tags: ['staff'],
        summary: 'Who a one-time set-password link is for (404 when used, revoked or expired)',
        querystring: staffTokenQuery,
        response: { 200: staffTokenInfoResponse, ...errors },
      },
    },
    async (req) => {
      const t = await describeStaffToken(deps(), req.query.token);
      return { success: true as const, data: { purpose: t.purpose, expires_at: t.expiresAt.toISOString(), staff: t.staff } };
    },
  );

  app.post(
    '/auth/accept-invite',
    {
      schema: {
        tags: ['staff'],
        summary: 'Sets the password with a one-time link (an invitation, the first set-up or a password reset; single use)',
        body: staffAcceptRequest,
        response: { 200: staffAccountResponse, ...errors },
      },
    },
    async (req) => {
      const staff = await acceptStaffToken(deps(), { token: req.body.token, password: req.body.password, address: req.ip, ...(req.body.name ? { name: req.body.name } : {}) });
      return { success: true as const, data: { staff } };
    },
  );

  app.post(
    '/account/password',
    {
      preHandler: session,
      schema: {
        tags: ['staff'],
        summary: 'New password: every session ends; a fresh one is returned',
        body: staffPasswordChangeRequest,
        response: { 200: staffSessionResponse, ...errors },
      },
    },
    async (req) => {
      const me = currentStaff(req);
      const s = await changeStaffPassword(deps(), me, { currentPassword: req.body.current_password, newPassword: req.body.new_password });
      const [a] = await app.deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, me.id));
      return { success: true as const, data: { access_token: s.token, expires_at: s.expiresAt.toISOString(), staff: staffView(a!) } };
    },
  );

  app.post(
    '/account/totp/setup',
    {
      preHandler: session,
      schema: {
        tags: ['staff'],
        summary: 'Starts second-factor set-up: a secret and its QR code (needs the password, and a current code when a factor exists)',
        body: staffTotpSetupRequest,
        response: { 200: staffTotpSetupResponse, ...errors },
      },
    },
    async (req) => {
      const o = await beginTotpEnrolment(deps(), currentStaff(req), { password: req.body.password, code: req.body.code });
      return { success: true as const, data: { secret: o.secret, otpauth_uri: o.otpauthUri, qr_svg: o.qrSvg } };
    },
  );

  app.get(
    '/account/totp',
    {
      preHandler: session,
      schema: {
        tags: ['staff'],
        summary: "The second factor as this session sees it: enabled, recovery codes left, and this session's unconfirmed offer (shown again after leaving the page)",
        response: { 200: staffTotpStateResponse, ...errors },
      },
    },
    async (req, reply) => {
      const s = await getTotpState(deps(), currentStaff(req));
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: {
          enabled: s.enabled,
          recovery_codes_left: s.recoveryCodesLeft,
          pending: s.pending ? { secret: s.pending.secret, otpauth_uri: s.pending.otpauthUri, qr_svg: s.pending.qrSvg, offered_at: s.pending.offeredAt.toISOString() } : null,
        },
      };
    },
  );

  app.post(
    '/account/totp/cancel',
    {
      preHandler: session,
      schema: { tags: ['staff'], summary: "Drops this session's unconfirmed offer (the factor in use stays)", response: { 200: okResponse, ...errors } },
    },
    async (req) => {
      await cancelTotpEnrolment(deps(), currentStaff(req));
      return { success: true as const };
    },
  );

  app.post(
    '/account/totp/confirm',
    {
      preHandler: session,
      schema: {
        tags: ['staff'],
        summary: 'Confirms the second factor with a code from the app; answers the recovery codes, once',
        body: staffTotpConfirmRequest,
        response: { 200: staffTotpConfirmResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await confirmTotpEnrolment(deps(), currentStaff(req), req.body.code);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { staff: r.staff, recovery_codes: r.recoveryCodes } };
    },
  );

  app.post(
    '/account/totp/recovery-codes',
    {
      preHandler: session,
      schema: {
        tags: ['staff'],
        summary: 'New recovery codes, the old ones stop working (the password and a current code or a recovery code); answered once',
        body: staffRecoveryCodesRequest,
        response: { 200: staffRecoveryCodesResponse, ...errors },
      },
    },
    async (req, reply) => {
      const codes = await regenerateRecoveryCodes(deps(), currentStaff(req), req.body);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/account/totp/disable',
    {
      preHandler: session,
      schema: { tags: ['staff'], summary: 'Turns the second factor off (not for owners)', body: staffTotpDisableRequest, response: { 200: staffAccountResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: { staff: await disableTotp(deps(), currentStaff(req), req.body) } }),
  );

  app.put(
    '/account/locale',
    {
      preHandler: session,
      schema: { tags: ['staff'], summary: 'The language of e-mails to this staff member', body: staffLocaleRequest, response: { 200: okResponse, ...errors } },
    },
    async (req) => {
      await setStaffLocale(deps(), currentStaff(req), req.body.locale);
      return { success: true as const };
    },
  );
};

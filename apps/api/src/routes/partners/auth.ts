import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestTaxStatusChange } from '@tenuta/billing';
import {
  errorResponse,
  partnerApplicationConfirmRefusal,
  partnerApplicationConfirmRequest,
  partnerApplicationConfirmResponse,
  partnerInviteInfoResponse,
  partnerInviteQuery,
  partnerLoginRequest,
  partnerLoginResponse,
  partnerMeResponse,
  partnerMeUpdateRequest,
  partnerOkResponse,
  partnerRegisterRequest,
  partnerRegisterResponse,
  partnerResetConfirmRequest,
  partnerResetRequest,
  partnerValidateResponse,
} from '@tenuta/contracts';
import {
  confirmPartnerApplication,
  confirmPartnerPasswordReset,
  describePartnerInvite,
  getPartnerMe,
  loginPartner,
  logoutPartner,
  registerPartner,
  requestPartnerPasswordReset,
  updatePartnerMe,
  type PartnerApplicationDeps,
} from '@tenuta/identity';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';
import { setSignInDevice, signInDevice } from '../../plugins/sign-in-device.ts';
import { identityDeps } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse };

/** The identity use cases' dependencies, with the staff address applications are announced to. */
export const partnerAccountDeps = (app: FastifyInstance): PartnerApplicationDeps => ({ ...identityDeps(app), staffEmail: app.config.STAFF_EMAIL ?? 'staff@tenuta.example' });

/**
 * Partner sign-in and the signed-in user's own account (/api/partners/auth/…): invitations,
 * registration and applications, password reset, me. Sign-in, registration, invitation checks and
 * reset are open; the rest needs a session, also for a suspended or inactive partner (what the
 * suspended page needs).
 */
export const partnerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => partnerAccountDeps(app);
  const session = requirePartner(app, { allowInactive: true });

  app.post(
    '/auth/validate-invite',
    {
      schema: {
        tags: ['partners'],
        summary: 'Who an invitation link is for (404 invite_invalid / invite_expired, 409 invite_used)',
        querystring: partnerInviteQuery,
        response: { 200: partnerInviteInfoResponse, ...errors },
      },
    },
    async (req) => {
      const i = await describePartnerInvite(deps(), req.query.token);
      return { success: true as const, data: { kind: i.kind, email: i.email, partner_type: i.partnerType, company_name: i.companyName, expires_at: i.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['partners'],
        summary: 'With an invitation: creates the account and signs in (single use). Without: a referrer’s application, e-mailed a confirmation link first',
        body: partnerRegisterRequest,
        response: { 200: partnerRegisterResponse, ...errors },
      },
    },
    async (req) => {
      const b = req.body;
      const r = await registerPartner(deps(), {
        inviteToken: b.invite_token,
        email: b.email,
        name: b.name,
        password: b.password,
        confirmPassword: b.confirm_password,
        partnerType: b.partner_type,
        company: b.company,
        message: b.message,
        locale: b.locale,
        address: req.ip,
      });
      if (r.kind === 'confirmation_sent') return { success: true as const, confirmation_sent: true as const };
      return { success: true as const, access_token: r.token, expires_at: r.expiresAt.toISOString(), partner: r.partner, application_received: false as const };
    },
  );

  app.post(
    '/auth/register/confirm',
    {
      schema: {
        tags: ['partners'],
        summary: 'The link of an application’s e-mail (single use) and the password chosen on the form: creates the application, inactive until staff approve',
        body: partnerApplicationConfirmRequest,
        response: { 200: partnerApplicationConfirmResponse, ...errors, 400: partnerApplicationConfirmRefusal },
      },
    },
    async (req) => {
      await confirmPartnerApplication(deps(), { token: req.body.token, password: req.body.password });
      return { success: true as const, application_received: true as const };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['partners'],
        summary: 'E-mail and password: a session token and the partner (also when suspended: see partner.status)',
        body: partnerLoginRequest,
        response: { 200: partnerLoginResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await loginPartner(deps(), { email: req.body.email, password: req.body.password, address: req.ip, device: signInDevice(req, 'partner') });
      setSignInDevice(app, req, reply, 'partner', r.deviceToken);
      return { success: true as const, access_token: r.token, expires_at: r.expiresAt.toISOString(), partner: r.partner };
    },
  );

  app.get(
    '/auth/validate',
    {
      onRequest: session,
      schema: { tags: ['partners'], summary: 'Whether the session is live (401 otherwise), with the partner', response: { 200: partnerValidateResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: { valid: true as const, partner: await getPartnerMe(deps(), currentPartner(req)) } }),
  );

  app.get(
    '/auth/me',
    { onRequest: session, schema: { tags: ['partners'], summary: 'The signed-in user and its partner', response: { 200: partnerMeResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      data: { partner: await getPartnerMe(deps(), currentPartner(req)) },
    }),
  );

  app.put(
    '/auth/me',
    {
      onRequest: session,
      schema: {
        tags: ['partners'],
        summary:
          "Company data (owner), own name and language, password change (current password; other sessions end). A referrer's new VAT number is also a tax status request: its withholding changes only once staff confirm it",
        body: partnerMeUpdateRequest,
        response: { 200: partnerMeResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { partner: await updatePartnerMe({ ...deps(), partnerTax: { vatNumberChanged: requestTaxStatusChange } }, currentPartner(req), req.body) },
    }),
  );

  app.post(
    '/auth/logout',
    { onRequest: session, schema: { tags: ['partners'], summary: 'Ends this session at once', response: { 200: partnerOkResponse, ...errors } } },
    async (req) => {
      await logoutPartner(deps(), currentPartner(req));
      return { success: true as const };
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      schema: {
        tags: ['partners'],
        summary: 'Sends a reset link (30 min) when the address has an account; the same answer either way',
        body: partnerResetRequest,
        response: { 200: partnerOkResponse, ...errors },
      },
    },
    async (req) => {
      await requestPartnerPasswordReset(deps(), { email: req.body.email, locale: req.body.locale, address: req.ip, device: signInDevice(req, 'partner') });
      return { success: true as const };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags: ['partners'],
        summary: 'Sets a new password with a reset link (single use); every session of the user ends',
        body: partnerResetConfirmRequest,
        response: { 200: partnerOkResponse, ...errors },
      },
    },
    async (req) => {
      await confirmPartnerPasswordReset(deps(), {
        token: req.body.token,
        newPassword: req.body.new_password,
        confirmPassword: req.body.confirm_password,
        address: req.ip,
      });
      return { success: true as const };
    },
  );
};

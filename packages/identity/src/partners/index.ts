export {
  type PartnerPrincipal,
  authenticatePartner,
  openPartnerSession,
  endPartnerSession,
  endPartnerUserSessions,
  endPartnerSessions,
  partnerPrincipalOf,
} from './partner-sessions.ts';
export * from './staff/index.ts';
export { buildPartnerView, loadPartnerView, partnerContractViewOf, partnerUserViewOf } from './partner-view.ts';
export { loginPartner, logoutPartner, PARTNER_LOGIN_RATE_LIMITS, type PartnerSignedIn } from './partner-login.ts';
export { describePartnerInvite, type PartnerInviteInfo } from './partner-invite-info.ts';
export { registerPartner, type RegisterPartnerInput, type RegisterPartnerResult } from './register-partner.ts';
export {
  PARTNER_APPLICATION_RATE_LIMIT,
  PARTNER_APPLICATION_EMAIL_RATE_LIMIT,
  PARTNER_APPLICATION_CONFIRM_HOURS,
  partnerApplicationConfirmLink,
  type PartnerApplicationDeps,
} from './partner-application.ts';
export { confirmPartnerApplication, purgeExpiredPartnerApplications } from './confirm-partner-application.ts';
export { defaultPartnerTerms } from './create-partner-account.ts';
export { partnerCompanyChanges, assertNewPassword } from './partner-account-rules.ts';
export { requestPartnerPasswordReset, confirmPartnerPasswordReset, partnerResetLink, PARTNER_RESET_MINUTES, PARTNER_RESET_RATE_LIMITS } from './partner-password-reset.ts';
export { getPartnerMe, updatePartnerMe, type PartnerMeUpdate, type PartnerTaxPort } from './partner-me.ts';
export { verifyPartnerCurrentPassword, PARTNER_CURRENT_PASSWORD_RATE_LIMIT } from './partner-password-check.ts';
export { listPartnerUsers, invitePartnerUser, deactivatePartnerUser, partnerRegisterLink, PARTNER_USER_INVITE_HOURS } from './partner-users.ts';
export { seedDemoPartners, demoPartners, DEMO_PARTNER_PASSWORD } from './demo-partners.ts';
export * from './octo-keys/index.ts';

export type { IdentityDeps } from './identity-deps.ts';
export { permissions, rolePermissions, can, permissionsOf, homePath, type Permission } from './roles.ts';
export { type StaffPrincipal, type StaffView, staffView } from './staff-principal.ts';
export { authenticateStaff, bearerToken, endAllSessions, SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS, MFA_STEP_MINUTES } from './sessions.ts';
export { loginStaff, completeStaffLogin, loginFailed, LOGIN_RATE_LIMITS, type LoginResult } from './login.ts';
export { KNOWN_DEVICE_DAYS } from './known-devices.ts';
export type { SignInRules } from './sign-in-limits.ts';
export { CURRENT_PASSWORD_RATE_LIMIT } from './staff-password-check.ts';
export { PASSWORD_MIN, PASSWORD_MAX, passwordProblem, hashPassword } from './passwords.ts';
export { totpCode } from './totp.ts';
export { STAFF_TOKEN_HOURS, staffResetLink } from './staff-tokens.ts';
export {
  createStaffAccount,
  inviteStaff,
  describeStaffToken,
  acceptStaffToken,
  SET_PASSWORD_RATE_LIMIT,
  listTeam,
  changeStaffRole,
  deactivateStaff,
  logoutStaff,
  changeStaffPassword,
  setStaffLocale,
} from './accounts.ts';
export {
  beginTotpEnrolment,
  getTotpState,
  cancelTotpEnrolment,
  confirmTotpEnrolment,
  regenerateRecoveryCodes,
  disableTotp,
  resetStaffTotp,
  SECOND_FACTOR_RATE_LIMIT,
} from './second-factor.ts';
export { RECOVERY_CODE_COUNT } from './recovery-codes.ts';
export { requestStaffPasswordReset, STAFF_RESET_RATE_LIMITS } from './staff-password-reset.ts';
export { recordStaffAction, listStaffAudit, type AuditActor, type AuditRecord, type AuditFilter } from './audit.ts';
export { auditSubjectKey, describeAuditEntries, type AuditSubject } from './audit-subjects.ts';
export { seedDemoStaff, demoStaff, DEMO_STAFF_PASSWORD, isLoopbackUrl } from './demo-staff.ts';
export { disableDemoAccounts, demoSignInAllowed, isDemoAccount } from './demo-accounts.ts';
export * from './partners/index.ts';

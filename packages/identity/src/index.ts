export type { IdentityDeps } from './identity-deps.ts';
export { permissions, rolePermissions, can, permissionsOf, type Permission } from './roles.ts';
export { type StaffPrincipal, type StaffView, staffView } from './staff-principal.ts';
export { authenticateStaff, bearerToken, endAllSessions, SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS, MFA_STEP_MINUTES } from './sessions.ts';
export { loginStaff, completeStaffLogin, loginFailed, LOGIN_RATE_LIMITS, type LoginResult } from './login.ts';
export { PASSWORD_MIN, PASSWORD_MAX, passwordProblem, hashPassword } from './passwords.ts';
export { totpCode } from './totp.ts';
export { STAFF_TOKEN_HOURS } from './staff-tokens.ts';
export {
  createStaffAccount,
  inviteStaff,
  describeStaffToken,
  acceptStaffToken,
  listTeam,
  changeStaffRole,
  deactivateStaff,
  logoutStaff,
  changeStaffPassword,
  beginTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  setStaffLocale,
} from './accounts.ts';
export { recordStaffAction, listStaffAudit, type AuditActor, type AuditRecord, type AuditFilter } from './audit.ts';
export { seedDemoStaff, demoStaff, DEMO_STAFF_PASSWORD, isLoopbackUrl } from './demo-staff.ts';
export * from './partners/index.ts';

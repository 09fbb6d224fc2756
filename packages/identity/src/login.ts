import { and, eq } from 'drizzle-orm';
import { staffAccounts, staffSessions } from '@tenuta/db';
import { DomainError, lockingTransaction } from '@tenuta/core';
import { recordStaffAction } from '@tenuta/core';
import { demoSignInAllowed } from './demo-accounts.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findKnownDevice, rememberDevice } from './known-devices.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { findLiveSession, openSession } from './sessions.ts';
import { giveSignInSlotsBack, takeSignInSlots, type SignInRules } from './sign-in-limits.ts';
import { staffView, type StaffView } from './staff-principal.ts';
import { spendCurrentFactor } from './second-factor-checks.ts';

/**
 * Staff sign-in attempts (the password step and the code step alike). Each takes its slots before
 * anything is checked; a good password or code gives them back, so a desk that signs in all day
 * never uses its budget up. The account's global limit applies to devices it does not know; a
 * device that signed in before has its own instead (docs/domain/staff-accounts.md).
 */
export const LOGIN_RATE_LIMITS = {
  address: { name: 'staff-login-address', limit: 50, windowSeconds: 900 },
  accountAddress: { name: 'staff-login-account-address', limit: 10, windowSeconds: 900 },
  account: { name: 'staff-login-account-hour', limit: 30, windowSeconds: 3600 },
  device: { name: 'staff-login-device', limit: 10, windowSeconds: 900 },
} satisfies SignInRules;

/** One message for every failure: it never tells whether the e-mail exists. */
export const loginFailed = () => new DomainError('unauthorized', 'Invalid email or password', 'login_failed');

export type LoginResult = { kind: 'session'; token: string; expiresAt: Date; staff: StaffView; deviceToken: string } | { kind: 'mfa'; mfaToken: string; expiresAt: Date };

/**
 * E-mail and password. An account with a second factor gets a short-lived
 * `mfa` token to trade for a session with a code (completeStaffLogin).
 * `device` is the known-device cookie's token, if any; a session's answer
 * carries the token to set in it (`deviceToken`).
 */
export async function loginStaff(deps: IdentityDeps, input: { email: string; password: string; address: string; device?: string | undefined }): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const now = deps.clock.now();
  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  const deviceId = account ? await findKnownDevice(deps.db, 'staff', account.id, input.device, now) : null;
  const slots = await takeSignInSlots(deps, LOGIN_RATE_LIMITS, { email, address: input.address, deviceId });
  // A demo account never signs in on a public address, whatever made it active.
  const usable = account && account.status === 'active' && account.passwordHash && demoSignInAllowed(deps, account);
  // An unknown account costs the same argon2 work as a known one.
  const ok = await verifyPassword(usable ? account.passwordHash! : await decoyHash(), input.password);
  // A failure keeps its slots: that is what the limits count.
  if (!usable || !ok) throw loginFailed();
  await giveSignInSlotsBack(deps, slots);
  if (account.totpEnabledAt && account.totpSecret) {
    const mfa = await openSession(deps.db, now, account.id, 'mfa');
    return { kind: 'mfa', mfaToken: mfa.token, expiresAt: mfa.expiresAt };
  }
  const session = await lockingTransaction(deps.db, async (tx) => {
    const s = await openSession(tx, now, account.id, 'active');
    await recordStaffAction(tx, account, { action: 'staff.login', targetType: 'staff', targetId: account.id }, now);
    return s;
  });
  const deviceToken = await rememberDevice(deps.db, 'staff', account.id, input.device, now);
  return { kind: 'session', token: session.token, expiresAt: session.expiresAt, staff: staffView(account), deviceToken };
}

/**
 * The second step: the `mfa` token and a TOTP code, or one of the account's recovery codes
 * (spent for good), become a session. A code attempt takes its slots of the same sign-in limits
 * first; a wrong code keeps them, a good one gives them back.
 */
export async function completeStaffLogin(
  deps: IdentityDeps,
  input: { mfaToken: string; code: string; address: string; device?: string | undefined },
): Promise<Extract<LoginResult, { kind: 'session' }>> {
  const now = deps.clock.now();
  const found = await findLiveSession(deps.db, now, input.mfaToken);
  if (found?.session.stage !== 'mfa' || !found.account.totpSecret) throw loginFailed();
  const { account, session } = found;
  const deviceId = await findKnownDevice(deps.db, 'staff', account.id, input.device, now);
  const slots = await takeSignInSlots(deps, LOGIN_RATE_LIMITS, { email: account.email, address: input.address, deviceId });
  // A wrong code throws (its slots kept); a right one is spent here, whatever happens next.
  const used = await lockingTransaction(deps.db, (tx) => spendCurrentFactor(tx, account, input.code, now, 'sign_in'));
  await giveSignInSlotsBack(deps, slots);
  const s = await lockingTransaction(deps.db, async (tx) => {
    await tx
      .update(staffSessions)
      .set({ endedAt: now, endReason: 'mfa_passed' })
      .where(and(eq(staffSessions.id, session.id)));
    const opened = await openSession(tx, now, account.id, 'active');
    await recordStaffAction(
      tx,
      account,
      {
        action: 'staff.login',
        targetType: 'staff',
        targetId: account.id,
        after: { second_factor: true, ...(used.recoveryCodesLeft === null ? {} : { recovery_code: true, recovery_codes_left: used.recoveryCodesLeft }) },
      },
      now,
    );
    return opened;
  });
  const deviceToken = await rememberDevice(deps.db, 'staff', account.id, input.device, now);
  return { kind: 'session' as const, token: s.token, expiresAt: s.expiresAt, staff: staffView(account), deviceToken };
}

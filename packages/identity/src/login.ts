import { and, eq } from 'drizzle-orm';
import { staffAccounts, staffSessions } from '@tenuta/db';
import { DomainError, assertUnderRateLimit, hitRateLimit, lockingTransaction, type RateLimitRule } from '@tenuta/booking';
import { recordStaffAction } from '@tenuta/booking';
import type { IdentityDeps } from './identity-deps.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { findLiveSession, openSession } from './sessions.ts';
import { staffView, type StaffView } from './staff-principal.ts';
import { invalidCode, spendTotpCode } from './totp.ts';

/**
 * Failed sign-ins allowed per account and per client address in 15 minutes; past them every
 * attempt answers 429 until the window ends. Good sign-ins are not counted (a desk that signs
 * in all day never locks itself out); a wrong password or code counts on both.
 */
export const LOGIN_RATE_LIMITS = {
  account: { name: 'staff-login-account', limit: 10, windowSeconds: 900 } satisfies RateLimitRule,
  address: { name: 'staff-login-address', limit: 50, windowSeconds: 900 } satisfies RateLimitRule,
};

async function assertMayTry(deps: IdentityDeps, email: string, address: string): Promise<void> {
  await assertUnderRateLimit(deps, LOGIN_RATE_LIMITS.address, address);
  await assertUnderRateLimit(deps, LOGIN_RATE_LIMITS.account, email);
}

async function countFailure(deps: IdentityDeps, email: string, address: string): Promise<void> {
  await hitRateLimit(deps, LOGIN_RATE_LIMITS.address, address);
  await hitRateLimit(deps, LOGIN_RATE_LIMITS.account, email);
}

/** One message for every failure: it never tells whether the e-mail exists. */
export const loginFailed = () => new DomainError('unauthorized', 'Invalid email or password', 'login_failed');

export type LoginResult = { kind: 'session'; token: string; expiresAt: Date; staff: StaffView } | { kind: 'mfa'; mfaToken: string; expiresAt: Date };

/**
 * E-mail and password. An account with a second factor gets a short-lived
 * `mfa` token to trade for a session with a code (completeStaffLogin).
 */
export async function loginStaff(deps: IdentityDeps, input: { email: string; password: string; address: string }): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  await assertMayTry(deps, email, input.address);
  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  const usable = account && account.status === 'active' && account.passwordHash;
  // An unknown account costs the same argon2 work as a known one.
  const ok = await verifyPassword(usable ? account.passwordHash! : await decoyHash(), input.password);
  if (!usable || !ok) {
    await countFailure(deps, email, input.address);
    throw loginFailed();
  }
  const now = deps.clock.now();
  if (account.totpEnabledAt && account.totpSecret) {
    const mfa = await openSession(deps.db, now, account.id, 'mfa');
    return { kind: 'mfa', mfaToken: mfa.token, expiresAt: mfa.expiresAt };
  }
  const session = await lockingTransaction(deps.db, async (tx) => {
    const s = await openSession(tx, now, account.id, 'active');
    await recordStaffAction(tx, account, { action: 'staff.login', targetType: 'staff', targetId: account.id }, now);
    return s;
  });
  return { kind: 'session', token: session.token, expiresAt: session.expiresAt, staff: staffView(account) };
}

/** The second step: the `mfa` token and a TOTP code become a session; wrong codes count as failed sign-ins. */
export async function completeStaffLogin(deps: IdentityDeps, input: { mfaToken: string; code: string; address: string }): Promise<Extract<LoginResult, { kind: 'session' }>> {
  const now = deps.clock.now();
  const found = await findLiveSession(deps.db, now, input.mfaToken);
  if (found?.session.stage !== 'mfa' || !found.account.totpSecret) throw loginFailed();
  const { account, session } = found;
  await assertMayTry(deps, account.email, input.address);
  const ok = await lockingTransaction(deps.db, (tx) => spendTotpCode(tx, account.id, account.totpSecret!, input.code, now));
  if (!ok) {
    await countFailure(deps, account.email, input.address);
    throw invalidCode();
  }
  return lockingTransaction(deps.db, async (tx) => {
    await tx
      .update(staffSessions)
      .set({ endedAt: now, endReason: 'mfa_passed' })
      .where(and(eq(staffSessions.id, session.id)));
    const s = await openSession(tx, now, account.id, 'active');
    await recordStaffAction(tx, account, { action: 'staff.login', targetType: 'staff', targetId: account.id, after: { second_factor: true } }, now);
    return { kind: 'session' as const, token: s.token, expiresAt: s.expiresAt, staff: staffView(account) };
  });
}

import { eq } from 'drizzle-orm';
import { notifications, staffAccounts } from '@tenuta/db';
import { lockingTransaction, takeRateLimitSlots, type RateLimitRule } from '@tenuta/core';
import { demoSignInAllowed } from './demo-accounts.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findKnownDevice } from './known-devices.ts';
import { issueStaffToken, staffResetLink } from './staff-tokens.ts';

/**
 * "Forgot password" requests per client address and per account and hour. Every request counts,
 * known address or not, before anything is looked up or sent, so the limit answers the same for
 * an unknown address. A device that signed in to the account before counts on its own instead of
 * the account's budget: requests from elsewhere cannot stop the owner asking for a link.
 * Following the link is the set-password link's flow (SET_PASSWORD_RATE_LIMIT per address).
 */
export const STAFF_RESET_RATE_LIMITS = {
  account: { name: 'staff-reset-account', limit: 5, windowSeconds: 3600 } satisfies RateLimitRule,
  device: { name: 'staff-reset-device', limit: 5, windowSeconds: 3600 } satisfies RateLimitRule,
  address: { name: 'staff-reset-address', limit: 20, windowSeconds: 3600 } satisfies RateLimitRule,
};

/**
 * The staff sign-in's "forgot password": for an active account with a password, a one-time link
 * (30 minutes, the account's earlier unused links revoked) by e-mail in the account's language.
 * The caller always gets the same answer, whether the address has an account or not; a demo
 * account on a public address gets nothing. The link sets the password through the same flow as
 * an invitation (acceptStaffToken): single use, every session ends, audited. The second factor
 * stays: the next sign-in still asks for a code (or a recovery code).
 */
export async function requestStaffPasswordReset(deps: IdentityDeps, input: { email: string; address: string; device?: string | undefined }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const now = deps.clock.now();
  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  const deviceId = account ? await findKnownDevice(deps.db, 'staff', account.id, input.device, now) : null;
  await takeRateLimitSlots(deps, [
    { rule: STAFF_RESET_RATE_LIMITS.address, subject: input.address },
    deviceId === null ? { rule: STAFF_RESET_RATE_LIMITS.account, subject: email } : { rule: STAFF_RESET_RATE_LIMITS.device, subject: `${email}\n${deviceId}` },
  ]);
  if (account?.status !== 'active' || !account.passwordHash || !demoSignInAllowed(deps, account)) return;
  await lockingTransaction(deps.db, async (tx) => {
    // Requests of one account one after the other: each revokes the earlier links, so one stays live.
    await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.id, account.id)).for('update');
    const { token, expiresAt } = await issueStaffToken(tx, { staffId: account.id, purpose: 'reset', now });
    await tx.insert(notifications).values({
      kind: 'staff_password_reset',
      recipient: account.email,
      locale: account.locale,
      payload: { name: account.name, url: staffResetLink(deps.publicUrl, token, account.locale), expires_at: expiresAt.toISOString() },
    });
  });
  deps.outbox?.kick();
}

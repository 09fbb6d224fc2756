import { eq } from 'drizzle-orm';
import { partnerUsers } from '@tenuta/db';
import { DomainError, assertUnderRateLimit, hitRateLimit } from '@tenuta/booking';
import type { IdentityDeps } from '../identity-deps.ts';
import { verifyPassword } from '../passwords.ts';
import { PARTNER_LOGIN_RATE_LIMITS } from './partner-login.ts';

/**
 * Checks a partner user's current password before a sensitive change (a new password, the payout
 * IBAN). A wrong one counts as a failed sign-in of the account, so a stolen session cannot guess
 * it for long (429 after the account's limit); 400 current_password_wrong otherwise.
 */
export async function verifyPartnerCurrentPassword(deps: Pick<IdentityDeps, 'db' | 'clock'>, userId: number, password: string): Promise<void> {
  const [user] = await deps.db.select({ email: partnerUsers.email, passwordHash: partnerUsers.passwordHash }).from(partnerUsers).where(eq(partnerUsers.id, userId));
  if (!user) throw new DomainError('unauthorized', 'Sign in to continue', 'session_invalid');
  await assertUnderRateLimit(deps, PARTNER_LOGIN_RATE_LIMITS.account, user.email);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await hitRateLimit(deps, PARTNER_LOGIN_RATE_LIMITS.account, user.email);
    throw new DomainError('validation_error', 'The current password is not correct', 'current_password_wrong');
  }
}

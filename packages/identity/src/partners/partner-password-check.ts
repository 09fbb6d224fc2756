import { eq } from 'drizzle-orm';
import { partnerUsers } from '@tenuta/db';
import { DomainError, releaseRateLimitSlots, takeRateLimitSlots, type RateLimitRule } from '@tenuta/core';
import type { IdentityDeps } from '../identity-deps.ts';
import { verifyPassword } from '../passwords.ts';

/**
 * Checks of a signed-in partner user's current password, per user. Each check takes its slot
 * before the password is looked at (a burst gets no more than one by one); a right password gives
 * it back. Its own budget, not the sign-in's: guesses from elsewhere that exhaust the account's
 * sign-in limit never stop its owner, signed in, from changing the password.
 */
export const PARTNER_CURRENT_PASSWORD_RATE_LIMIT = { name: 'partner-current-password', limit: 10, windowSeconds: 900 } satisfies RateLimitRule;

/**
 * Checks a partner user's current password before a sensitive change (a new password, the payout
 * IBAN), so a stolen session cannot guess it for long: 429 past the limit, 400
 * current_password_wrong when it does not match.
 */
export async function verifyPartnerCurrentPassword(deps: Pick<IdentityDeps, 'db' | 'clock'>, userId: number, password: string): Promise<void> {
  const slots = await takeRateLimitSlots(deps, [{ rule: PARTNER_CURRENT_PASSWORD_RATE_LIMIT, subject: String(userId) }]);
  const [user] = await deps.db.select({ passwordHash: partnerUsers.passwordHash }).from(partnerUsers).where(eq(partnerUsers.id, userId));
  if (!user) throw new DomainError('unauthorized', 'Sign in to continue', 'session_invalid');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new DomainError('validation_error', 'The current password is not correct', 'current_password_wrong');
  }
  await releaseRateLimitSlots(deps, slots);
}

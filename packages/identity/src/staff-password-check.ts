import { eq } from 'drizzle-orm';
import { staffAccounts } from '@tenuta/db';
import { DomainError, releaseRateLimitSlots, takeRateLimitSlots, type RateLimitRule } from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks of a signed-in staff member's current password, per account. Each check takes its slot
 * before the password is looked at (a burst gets no more than one by one); a right password gives
 * it back. Past the limit: 429, and no check.
 */
export const CURRENT_PASSWORD_RATE_LIMIT = { name: 'staff-current-password', limit: 10, windowSeconds: 900 } satisfies RateLimitRule;

/**
 * Checks a signed-in staff member's current password before a sensitive change (a new password,
 * the second factor). Answers 400 current_password_wrong when it does not match, 429 past
 * CURRENT_PASSWORD_RATE_LIMIT.
 */
export async function verifyStaffCurrentPassword(deps: Pick<IdentityDeps, 'db' | 'clock'>, staffId: number, password: string): Promise<void> {
  const slots = await takeRateLimitSlots(deps, [{ rule: CURRENT_PASSWORD_RATE_LIMIT, subject: String(staffId) }]);
  const [a] = await deps.db.select({ passwordHash: staffAccounts.passwordHash }).from(staffAccounts).where(eq(staffAccounts.id, staffId));
  if (!a?.passwordHash || !(await verifyPassword(a.passwordHash, password))) {
    throw new DomainError('validation_error', 'The current password is not correct', 'current_password_wrong');
  }
  await releaseRateLimitSlots(deps, slots);
}

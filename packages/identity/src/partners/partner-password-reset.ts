import { and, eq, gt, isNull } from 'drizzle-orm';
import { notifications, partnerTokens, partnerUsers } from '@tenuta/db';
import { DomainError, lockingTransaction, releaseRateLimitSlots, takeRateLimitSlots, type RateLimitRule } from '@tenuta/core';
import type { IdentityDeps } from '../identity-deps.ts';
import { findKnownDevice } from '../known-devices.ts';
import { hashPassword } from '../passwords.ts';
import { hashToken, randomToken } from '../tokens.ts';
import { assertNewPassword, normalizeEmail, tokenProblem } from './partner-account-rules.ts';
import { endPartnerUserSessions } from './partner-sessions.ts';

export const PARTNER_RESET_MINUTES = 30;

/**
 * Reset requests per client address and per account and hour; every request counts, known address
 * or not, each before anything is looked up or sent. A device that signed in to the account before
 * counts on its own (`device`) instead of the account's: requests from elsewhere cannot stop the
 * owner asking for a link. Confirmations (each hashes a password) per client address.
 */
export const PARTNER_RESET_RATE_LIMITS = {
  account: { name: 'partner-reset-account', limit: 5, windowSeconds: 3600 } satisfies RateLimitRule,
  device: { name: 'partner-reset-device', limit: 5, windowSeconds: 3600 } satisfies RateLimitRule,
  address: { name: 'partner-reset-address', limit: 20, windowSeconds: 3600 } satisfies RateLimitRule,
  confirmAddress: { name: 'partner-reset-confirm-address', limit: 20, windowSeconds: 900 } satisfies RateLimitRule,
};

export const partnerResetLink = (publicUrl: string, token: string) => `${publicUrl}/partner/reset/${token}`;

/**
 * "Forgot password": for an active user, a one-time link (30 minutes) by e-mail; a new request
 * revokes the user's earlier unused links. The caller always gets the same answer, whether the
 * address has an account or not.
 */
export async function requestPartnerPasswordReset(
  deps: IdentityDeps,
  input: { email: string; locale?: 'it' | 'en' | undefined; address: string; device?: string | undefined },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const now = deps.clock.now();
  const [user] = await deps.db.select().from(partnerUsers).where(eq(partnerUsers.email, email));
  const deviceId = user ? await findKnownDevice(deps.db, 'partner', user.id, input.device, now) : null;
  await takeRateLimitSlots(deps, [
    { rule: PARTNER_RESET_RATE_LIMITS.address, subject: input.address },
    deviceId === null ? { rule: PARTNER_RESET_RATE_LIMITS.account, subject: email } : { rule: PARTNER_RESET_RATE_LIMITS.device, subject: `${email}\n${deviceId}` },
  ]);
  if (user?.status !== 'active') return;
  await lockingTransaction(deps.db, async (tx) => {
    await tx
      .update(partnerTokens)
      .set({ revokedAt: now })
      .where(and(eq(partnerTokens.userId, user.id), eq(partnerTokens.purpose, 'reset'), isNull(partnerTokens.usedAt), isNull(partnerTokens.revokedAt)));
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + PARTNER_RESET_MINUTES * 60_000);
    await tx.insert(partnerTokens).values({ purpose: 'reset', tokenHash: hashToken(token), email, partnerId: user.partnerId, userId: user.id, expiresAt, createdAt: now });
    await tx.insert(notifications).values({
      kind: 'partner_password_reset',
      recipient: email,
      locale: input.locale ?? user.locale,
      payload: { name: user.name, url: partnerResetLink(deps.publicUrl, token), expires_at: expiresAt.toISOString() },
    });
  });
  deps.outbox?.kick();
}

const resetError = (problem: 'invalid' | 'expired' | 'used') =>
  problem === 'used'
    ? new DomainError('conflict', 'This link has already been used: ask for a new one if needed', 'reset_used')
    : problem === 'expired'
      ? new DomainError('not_found', 'This link has expired: ask for a new one', 'reset_expired')
      : new DomainError('not_found', 'This link is not valid: ask for a new one', 'reset_invalid');

/**
 * The link's page: spends the link (once, even under two concurrent confirms), sets the password,
 * ends every session of the user and tells them by e-mail. The user then signs in anew.
 */
export async function confirmPartnerPasswordReset(
  deps: IdentityDeps,
  input: { token: string; newPassword: string; confirmPassword: string; address?: string | undefined },
): Promise<void> {
  // Taken before anything is looked at, given back when the password is set.
  const slots = input.address ? await takeRateLimitSlots(deps, [{ rule: PARTNER_RESET_RATE_LIMITS.confirmAddress, subject: input.address }]) : null;
  await resetWithLink(deps, input);
  if (slots) await releaseRateLimitSlots(deps, slots);
  deps.outbox?.kick();
}

async function resetWithLink(deps: IdentityDeps, input: { token: string; newPassword: string; confirmPassword: string }): Promise<void> {
  const hash = hashToken(input.token);
  const now = deps.clock.now();
  const [peek] = await deps.db
    .select({ token: partnerTokens, user: partnerUsers })
    .from(partnerTokens)
    .innerJoin(partnerUsers, eq(partnerUsers.id, partnerTokens.userId))
    .where(and(eq(partnerTokens.tokenHash, hash), eq(partnerTokens.purpose, 'reset')));
  if (!peek || peek.token.usedAt || peek.token.revokedAt || peek.token.expiresAt <= now) throw resetError(tokenProblem(peek?.token, now));
  assertNewPassword(input.newPassword, input.confirmPassword, peek.user);
  const passwordHash = await hashPassword(input.newPassword);
  await lockingTransaction(deps.db, async (tx) => {
    const [t] = await tx
      .update(partnerTokens)
      .set({ usedAt: now })
      .where(
        and(eq(partnerTokens.tokenHash, hash), eq(partnerTokens.purpose, 'reset'), isNull(partnerTokens.usedAt), isNull(partnerTokens.revokedAt), gt(partnerTokens.expiresAt, now)),
      )
      .returning();
    if (!t?.userId) {
      const [seen] = await tx.select().from(partnerTokens).where(eq(partnerTokens.tokenHash, hash));
      throw resetError(tokenProblem(seen, now));
    }
    const [user] = await tx.select().from(partnerUsers).where(eq(partnerUsers.id, t.userId)).for('update');
    if (user?.status !== 'active') throw resetError('invalid');
    await tx.update(partnerUsers).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(partnerUsers.id, user.id));
    await endPartnerUserSessions(tx, now, user.id, 'password_reset');
    await tx
      .insert(notifications)
      .values({ kind: 'partner_password_changed', recipient: user.email, locale: user.locale, payload: { name: user.name, changed_at: now.toISOString(), via: 'reset' } });
  });
}

import { eq } from 'drizzle-orm';
import { partnerUsers, partners } from '@tenuta/db';
import { assertUnderRateLimit, hitRateLimit, type RateLimitRule } from '@tenuta/booking';
import type { PartnerView } from '@tenuta/contracts';
import type { IdentityDeps } from '../identity-deps.ts';
import { loginFailed } from '../login.ts';
import { decoyHash, verifyPassword } from '../passwords.ts';
import { normalizeEmail } from './partner-account-rules.ts';
import { endPartnerSession, openPartnerSession, type PartnerPrincipal } from './partner-sessions.ts';
import { buildPartnerView } from './partner-view.ts';

/**
 * Failed partner sign-ins allowed per account and per client address in 15 minutes (as for
 * staff); past them every attempt answers 429 until the window ends. Good sign-ins do not count.
 */
export const PARTNER_LOGIN_RATE_LIMITS = {
  account: { name: 'partner-login-account', limit: 10, windowSeconds: 900 } satisfies RateLimitRule,
  address: { name: 'partner-login-address', limit: 50, windowSeconds: 900 } satisfies RateLimitRule,
};

export interface PartnerSignedIn {
  token: string;
  expiresAt: Date;
  partner: PartnerView;
}

/**
 * E-mail and password of a partner user. One answer for every failure (unknown e-mail, wrong
 * password, deactivated user). A suspended or inactive partner signs in all the same: the
 * answer's status sends the web app to the suspended page, and the guard refuses the rest.
 */
export async function loginPartner(deps: IdentityDeps, input: { email: string; password: string; address: string }): Promise<PartnerSignedIn> {
  const email = normalizeEmail(input.email);
  await assertUnderRateLimit(deps, PARTNER_LOGIN_RATE_LIMITS.address, input.address);
  await assertUnderRateLimit(deps, PARTNER_LOGIN_RATE_LIMITS.account, email);
  const [row] = await deps.db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(eq(partnerUsers.email, email));
  const usable = row && row.user.status === 'active' && row.user.passwordHash;
  // An unknown account costs the same argon2 work as a known one.
  const ok = await verifyPassword(usable ? row.user.passwordHash! : await decoyHash(), input.password);
  if (!usable || !ok) {
    await hitRateLimit(deps, PARTNER_LOGIN_RATE_LIMITS.address, input.address);
    await hitRateLimit(deps, PARTNER_LOGIN_RATE_LIMITS.account, email);
    throw loginFailed();
  }
  const now = deps.clock.now();
  const session = await openPartnerSession(deps.db, now, row.user.id);
  return { token: session.token, expiresAt: session.expiresAt, partner: await buildPartnerView(deps.db, row.partner, row.user, now) };
}

/** Ends the caller's session at once (its next call answers 401). */
export async function logoutPartner(deps: Pick<IdentityDeps, 'db' | 'clock'>, p: PartnerPrincipal): Promise<void> {
  await endPartnerSession(deps.db, deps.clock.now(), p.sessionId, 'logout');
}

import { eq } from 'drizzle-orm';
import { partnerUsers, partners } from '@tenuta/db';
import type { PartnerView } from '@tenuta/contracts';
import { demoSignInAllowed } from '../demo-accounts.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { findKnownDevice, rememberDevice } from '../known-devices.ts';
import { loginFailed } from '../login.ts';
import { decoyHash, verifyPassword } from '../passwords.ts';
import { giveSignInSlotsBack, takeSignInSlots, type SignInRules } from '../sign-in-limits.ts';
import { normalizeEmail } from './partner-account-rules.ts';
import { endPartnerSession, openPartnerSession, type PartnerPrincipal } from './partner-sessions.ts';
import { buildPartnerView } from './partner-view.ts';

/**
 * Partner sign-in attempts, as for staff: each takes its slots before the password is checked, a
 * good one gives them back; the account's global limit applies to devices it does not know, a
 * device that signed in before has its own (docs/domain/partner-accounts.md).
 */
export const PARTNER_LOGIN_RATE_LIMITS = {
  address: { name: 'partner-login-address', limit: 50, windowSeconds: 900 },
  accountAddress: { name: 'partner-login-account-address', limit: 10, windowSeconds: 900 },
  account: { name: 'partner-login-account-hour', limit: 30, windowSeconds: 3600 },
  device: { name: 'partner-login-device', limit: 10, windowSeconds: 900 },
} satisfies SignInRules;

export interface PartnerSignedIn {
  token: string;
  expiresAt: Date;
  partner: PartnerView;
}

/**
 * E-mail and password of a partner user. One answer for every failure (unknown e-mail, wrong
 * password, deactivated user). A suspended or inactive partner signs in all the same: the
 * answer's status sends the web app to the suspended page, and the guard refuses the rest.
 * `device` is the known-device cookie's token, if any; `deviceToken` is the one to set in it.
 */
export async function loginPartner(
  deps: IdentityDeps,
  input: { email: string; password: string; address: string; device?: string | undefined },
): Promise<PartnerSignedIn & { deviceToken: string }> {
  const email = normalizeEmail(input.email);
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(eq(partnerUsers.email, email));
  const deviceId = row ? await findKnownDevice(deps.db, 'partner', row.user.id, input.device, now) : null;
  const slots = await takeSignInSlots(deps, PARTNER_LOGIN_RATE_LIMITS, { email, address: input.address, deviceId });
  // A demo account never signs in on a public address, whatever made it active.
  const usable = row && row.user.status === 'active' && row.user.passwordHash && demoSignInAllowed(deps, row.user);
  // An unknown account costs the same argon2 work as a known one.
  const ok = await verifyPassword(usable ? row.user.passwordHash! : await decoyHash(), input.password);
  // A failure keeps its slots: that is what the limits count.
  if (!usable || !ok) throw loginFailed();
  await giveSignInSlotsBack(deps, slots);
  const session = await openPartnerSession(deps.db, now, row.user.id);
  const deviceToken = await rememberDevice(deps.db, 'partner', row.user.id, input.device, now);
  return { token: session.token, expiresAt: session.expiresAt, partner: await buildPartnerView(deps.db, row.partner, row.user, now), deviceToken };
}

/** Ends the caller's session at once (its next call answers 401). */
export async function logoutPartner(deps: Pick<IdentityDeps, 'db' | 'clock'>, p: PartnerPrincipal): Promise<void> {
  await endPartnerSession(deps.db, deps.clock.now(), p.sessionId, 'logout');
}

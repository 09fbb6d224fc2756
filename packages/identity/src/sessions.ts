import { and, eq, gt, isNull } from 'drizzle-orm';
import { staffAccounts, staffSessions, type StaffAccount } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';
import { mustEnrolTotp, type StaffPrincipal } from './staff-principal.ts';
import { hashToken, randomToken } from './tokens.ts';

/** A session ends after this long without a call… */
export const SESSION_IDLE_MINUTES = 120;
/** …and after this long in any case (a working day). */
export const SESSION_ABSOLUTE_HOURS = 12;
/** Between the password and the second factor. */
export const MFA_STEP_MINUTES = 5;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_SECONDS = 60;

export async function openSession(db: Executor, now: Date, staffId: number, stage: 'mfa' | 'active'): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + (stage === 'mfa' ? MFA_STEP_MINUTES * 60_000 : SESSION_ABSOLUTE_HOURS * 3_600_000));
  await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), stage, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live session of this token and its account, whatever its stage; undefined when ended, expired, idle or the account is not active. */
export async function findLiveSession(db: Executor, now: Date, token: string) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staffAccounts.status, 'active'),
      ),
    );
  return row;
}

export const principalOf = (account: StaffAccount, sessionId: number): StaffPrincipal => ({
  id: account.id,
  email: account.email,
  name: account.name,
  role: account.role,
  locale: account.locale,
  sessionId,
  totpEnabled: Boolean(account.totpEnabledAt),
  mustEnrolTotp: mustEnrolTotp(account),
});

/**
 * The staff member behind a bearer token, read on every call: role and status
 * come from the database, so a role change or a deactivation applies at once.
 */
export async function authenticateStaff(deps: Pick<IdentityDeps, 'db' | 'clock'>, token: string | undefined): Promise<StaffPrincipal | undefined> {
  if (!token || token.length > 200) return undefined;
  const now = deps.clock.now();
  const row = await findLiveSession(deps.db, now, token);
  if (row?.session.stage !== 'active') return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
    await deps.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
  }
  return principalOf(row.account, row.session.id);
}

export async function endSession(db: Executor, now: Date, sessionId: number, reason: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}

/** Ends every open session of an account (password change, deactivation, second factor changes). */
export async function endAllSessions(db: Executor, now: Date, staffId: number, reason: string): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** The bearer token of an `Authorization: Bearer …` header. */
export const bearerToken = (header: string | undefined): string | undefined => {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return m?.[1];
};

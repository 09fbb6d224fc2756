import { and, eq, gt, isNull } from 'drizzle-orm';
import { partnerSessions, partnerUsers, partners, type Partner, type PartnerUser } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import type { IdentityDeps } from '../identity-deps.ts';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '../sessions.ts';
import { hashToken, randomToken } from '../tokens.ts';

/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_SECONDS = 60;

/**
 * Who calls the partner API: a user of one partner company. Status, type and role are read from
 * the database on every call, so a suspension or a role change applies at the next request.
 */
export interface PartnerPrincipal {
  sessionId: number;
  userId: number;
  partnerId: number;
  partnerType: Partner['partnerType'];
  partnerStatus: Partner['status'];
  role: PartnerUser['role'];
  email: string;
  name: string;
  locale: 'it' | 'en';
}

/** A new session (same lifetimes as staff sessions: 2 h idle, 12 h at most). */
export async function openPartnerSession(db: Executor, now: Date, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * 3_600_000);
  await db.insert(partnerSessions).values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

export const partnerPrincipalOf = (user: PartnerUser, partner: Partner, sessionId: number): PartnerPrincipal => ({
  sessionId,
  userId: user.id,
  partnerId: partner.id,
  partnerType: partner.partnerType,
  partnerStatus: partner.status,
  role: user.role,
  email: user.email,
  name: user.name,
  locale: user.locale,
});

/**
 * The partner user behind a bearer token, whatever the partner's status (the guard decides what
 * a suspended or inactive partner may still call); undefined when the session ended, expired or
 * idled out, or the user is not active.
 */
export async function authenticatePartner(deps: Pick<IdentityDeps, 'db' | 'clock'>, token: string | undefined): Promise<PartnerPrincipal | undefined> {
  if (!token || token.length > 200) return undefined;
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const [row] = await deps.db
    .select({ session: partnerSessions, user: partnerUsers, partner: partners })
    .from(partnerSessions)
    .innerJoin(partnerUsers, eq(partnerUsers.id, partnerSessions.userId))
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(
      and(
        eq(partnerSessions.tokenHash, hashToken(token)),
        isNull(partnerSessions.endedAt),
        gt(partnerSessions.expiresAt, now),
        gt(partnerSessions.lastSeenAt, idleSince),
        eq(partnerUsers.status, 'active'),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
    await deps.db.update(partnerSessions).set({ lastSeenAt: now }).where(eq(partnerSessions.id, row.session.id));
  }
  return partnerPrincipalOf(row.user, row.partner, row.session.id);
}

export async function endPartnerSession(db: Executor, now: Date, sessionId: number, reason: string): Promise<void> {
  await db
    .update(partnerSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(partnerSessions.id, sessionId), isNull(partnerSessions.endedAt)));
}

/** Ends every open session of one user (password change or reset, deactivation). */
export async function endPartnerUserSessions(db: Executor, now: Date, userId: number, reason: string): Promise<number> {
  const rows = await db
    .update(partnerSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(partnerSessions.userId, userId), isNull(partnerSessions.endedAt)))
    .returning({ id: partnerSessions.id });
  return rows.length;
}

/** Ends every open session of every user of a partner (suspension, closing). */
export async function endPartnerSessions(db: Executor, now: Date, partnerId: number, reason: string): Promise<number> {
  const users = await db.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.partnerId, partnerId));
  let ended = 0;
  for (const u of users) ended += await endPartnerUserSessions(db, now, u.id, reason);
  return ended;
}

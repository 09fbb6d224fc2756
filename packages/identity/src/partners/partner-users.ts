import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { notifications, partnerTokens, partnerUsers, partners, type PartnerUserRole } from '@tenuta/db';
import { DomainError, lockingTransaction, type Executor, type Transaction } from '@tenuta/core';
import type { PartnerUserView } from '@tenuta/contracts';
import type { IdentityDeps } from '../identity-deps.ts';
import { hashToken, randomToken } from '../tokens.ts';
import { emailTaken, isUniqueViolation, normalizeEmail } from './partner-account-rules.ts';
import { endPartnerUserSessions, type PartnerPrincipal } from './partner-sessions.ts';
import { partnerUserViewOf } from './partner-view.ts';

/** How long an owner's invitation of a colleague lives. */
export const PARTNER_USER_INVITE_HOURS = 72;

export const partnerRegisterLink = (publicUrl: string, token: string) => `${publicUrl}/partner/register?token=${encodeURIComponent(token)}`;

const userNotFound = () => new DomainError('not_found', 'User not found', 'partner_user_not_found');

/** The users of the caller's partner: active first, then invited, then deactivated. */
export async function listPartnerUsers(db: Executor, p: PartnerPrincipal): Promise<(PartnerUserView & { created_at: string })[]> {
  const rows = await db
    .select()
    .from(partnerUsers)
    .where(eq(partnerUsers.partnerId, p.partnerId))
    .orderBy(asc(sql`CASE ${partnerUsers.status} WHEN 'active' THEN 0 WHEN 'invited' THEN 1 ELSE 2 END`), asc(partnerUsers.name), asc(partnerUsers.id));
  return rows.map((u) => ({ ...partnerUserViewOf(u), created_at: u.createdAt.toISOString() }));
}

/**
 * The owner invites a colleague: an invited user of this partner and a single-use link (72 h) by
 * e-mail. Inviting an already invited colleague again sends a new link (the older ones are
 * revoked); an address used by any other partner user answers 409 `email_taken`.
 */
export async function invitePartnerUser(
  deps: IdentityDeps,
  by: PartnerPrincipal,
  input: { email: string; name: string; role: PartnerUserRole; locale: 'it' | 'en' },
): Promise<{ user: PartnerUserView; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const now = deps.clock.now();
  try {
    const result = await lockingTransaction(deps.db, async (tx) => {
      const [partner] = await tx.select().from(partners).where(eq(partners.id, by.partnerId));
      if (!partner) throw userNotFound();
      const [existing] = await tx.select().from(partnerUsers).where(eq(partnerUsers.email, email)).for('update');
      if (existing && (existing.partnerId !== by.partnerId || existing.status !== 'invited')) throw emailTaken();
      const values = { name, role: input.role, locale: input.locale, updatedAt: now };
      const [user] = existing
        ? await tx.update(partnerUsers).set(values).where(eq(partnerUsers.id, existing.id)).returning()
        : await tx
            .insert(partnerUsers)
            .values({ partnerId: by.partnerId, email, status: 'invited', createdAt: now, ...values })
            .returning();
      await revokeOpenTokens(tx, user!.id, now);
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + PARTNER_USER_INVITE_HOURS * 3_600_000);
      await tx.insert(partnerTokens).values({
        purpose: 'user_invite',
        tokenHash: hashToken(token),
        email,
        partnerId: by.partnerId,
        userId: user!.id,
        role: input.role,
        expiresAt,
        createdByUser: by.userId,
        createdAt: now,
      });
      await tx.insert(notifications).values({
        kind: 'partner_user_invite',
        recipient: email,
        locale: input.locale,
        payload: {
          name,
          company_name: partner.companyName,
          invited_by: by.name,
          role: input.role,
          url: partnerRegisterLink(deps.publicUrl, token),
          expires_at: expiresAt.toISOString(),
        },
      });
      return { user: partnerUserViewOf(user!), expiresAt };
    });
    deps.outbox?.kick();
    return result;
  } catch (error) {
    if (isUniqueViolation(error, 'partner_users_email_unique')) throw emailTaken();
    throw error;
  }
}

async function revokeOpenTokens(tx: Transaction, userId: number, now: Date): Promise<void> {
  await tx
    .update(partnerTokens)
    .set({ revokedAt: now })
    .where(and(eq(partnerTokens.userId, userId), inArray(partnerTokens.purpose, ['user_invite', 'reset']), isNull(partnerTokens.usedAt), isNull(partnerTokens.revokedAt)));
}

/**
 * The owner deactivates a user of the same partner (another partner's user answers 404): its
 * sessions end at once and its open links are revoked. Nobody deactivates themselves, and a
 * partner keeps at least one active owner.
 */
export async function deactivatePartnerUser(deps: IdentityDeps, by: PartnerPrincipal, userId: number): Promise<PartnerUserView> {
  if (userId === by.userId) throw new DomainError('conflict', 'You cannot deactivate your own account', 'self_deactivation');
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    // Owners of one partner change one at a time, so two deactivations cannot leave it without one.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('partner-owners'), ${by.partnerId})`);
    const [u] = await tx
      .select()
      .from(partnerUsers)
      .where(and(eq(partnerUsers.id, userId), eq(partnerUsers.partnerId, by.partnerId)))
      .for('update');
    if (!u) throw userNotFound();
    if (u.status === 'deactivated') return partnerUserViewOf(u);
    if (u.role === 'owner' && u.status === 'active') {
      const [other] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(partnerUsers)
        .where(and(eq(partnerUsers.partnerId, by.partnerId), eq(partnerUsers.role, 'owner'), eq(partnerUsers.status, 'active'), ne(partnerUsers.id, u.id)));
      if ((other?.n ?? 0) === 0) throw new DomainError('conflict', 'The account must keep at least one active owner', 'last_owner');
    }
    const [updated] = await tx.update(partnerUsers).set({ status: 'deactivated', updatedAt: now }).where(eq(partnerUsers.id, u.id)).returning();
    await endPartnerUserSessions(tx, now, u.id, 'deactivated');
    await revokeOpenTokens(tx, u.id, now);
    return partnerUserViewOf(updated!);
  });
}

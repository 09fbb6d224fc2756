import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { partnerTokens, partnerUsers, partners, type PartnerUser } from '@tenuta/db';
import { DomainError, lockingTransaction, type Transaction } from '@tenuta/core';
import type { IdentityDeps } from '../identity-deps.ts';
import { hashPassword } from '../passwords.ts';
import { hashToken } from '../tokens.ts';
import { applyAsReferrer, type PartnerApplicationDeps, type RegisterPartnerInput } from './partner-application.ts';

export type { RegisterPartnerInput } from './partner-application.ts';
import { assertNewPassword, emailTaken, inviteError, isUniqueViolation, normalizeEmail, partnerCompanyChanges, tokenProblem } from './partner-account-rules.ts';
import { createPartnerAccount } from './create-partner-account.ts';
import type { PartnerSignedIn } from './partner-login.ts';
import { openPartnerSession } from './partner-sessions.ts';
import { buildPartnerView } from './partner-view.ts';

export type RegisterPartnerResult = ({ kind: 'signed_in' } & PartnerSignedIn) | { kind: 'confirmation_sent' };

/**
 * The registration page. With an invitation: spends it (once, even under concurrent requests),
 * creates the company with its owner, or adds the invited colleague, and signs in. Without: a
 * referrer's application, which waits for its address to be confirmed by e-mail
 * (partner-application.ts).
 */
export async function registerPartner(deps: PartnerApplicationDeps, input: RegisterPartnerInput): Promise<RegisterPartnerResult> {
  if (!input.inviteToken) {
    await applyAsReferrer(deps, input);
    return { kind: 'confirmation_sent' };
  }
  return { kind: 'signed_in', ...(await registerByInvite(deps, { ...input, inviteToken: input.inviteToken })) };
}

async function registerByInvite(deps: IdentityDeps, input: RegisterPartnerInput & { inviteToken: string }): Promise<PartnerSignedIn> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  assertNewPassword(input.password, input.confirmPassword, { email, name });
  // Company data is checked before anything is spent.
  const company = input.company ? partnerCompanyChanges(input.company, { country: 'IT' }) : {};
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const hash = hashToken(input.inviteToken);
  try {
    return await lockingTransaction(deps.db, async (tx) => {
      // Spent here, atomically: of two concurrent registrations the second finds used_at set.
      const [t] = await tx
        .update(partnerTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(partnerTokens.tokenHash, hash),
            inArray(partnerTokens.purpose, ['invite', 'user_invite']),
            isNull(partnerTokens.usedAt),
            isNull(partnerTokens.revokedAt),
            gt(partnerTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!t) {
        const [seen] = await tx
          .select()
          .from(partnerTokens)
          .where(and(eq(partnerTokens.tokenHash, hash), inArray(partnerTokens.purpose, ['invite', 'user_invite'])));
        throw inviteError(tokenProblem(seen, now));
      }
      if (t.email !== email) throw new DomainError('validation_error', 'Register with the e-mail address the invitation was sent to', 'invite_email_mismatch');
      if (t.purpose === 'invite') {
        if (!t.partnerType) throw inviteError('invalid');
        await assertEmailFree(tx, email);
        const { partner, owner } = await createPartnerAccount(tx, {
          now,
          partner: {
            partnerType: t.partnerType,
            status: 'active',
            source: 'invite',
            email,
            locale: input.locale,
            ...company,
            companyName: company.companyName ?? t.companyName ?? name,
            contactName: company.contactName ?? name,
          },
          owner: { email, name, passwordHash, locale: input.locale },
        });
        // The invitation now points at the company it created (staff see it on the invitations list).
        await tx.update(partnerTokens).set({ partnerId: partner.id, userId: owner.id }).where(eq(partnerTokens.id, t.id));
        return signIn(tx, now, partner.id, owner);
      }
      const user = await activateInvitedColleague(tx, { token: t, email, name, passwordHash, locale: input.locale, now });
      return signIn(tx, now, user.partnerId, user);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'partner_users_email_unique')) throw emailTaken();
    throw error;
  }
}

async function assertEmailFree(tx: Transaction, email: string): Promise<void> {
  const [existing] = await tx.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.email, email));
  if (existing) throw emailTaken();
}

/** A colleague's invitation: the invited user row (made by the owner's invite) becomes active with its password. */
async function activateInvitedColleague(
  tx: Transaction,
  o: { token: typeof partnerTokens.$inferSelect; email: string; name: string; passwordHash: string; locale: 'it' | 'en'; now: Date },
): Promise<PartnerUser> {
  const { token: t } = o;
  if (!t.partnerId || !t.role) throw inviteError('invalid');
  const changes = { name: o.name, role: t.role, status: 'active' as const, passwordHash: o.passwordHash, locale: o.locale, passwordChangedAt: o.now, updatedAt: o.now };
  if (t.userId) {
    const [u] = await tx
      .select()
      .from(partnerUsers)
      .where(and(eq(partnerUsers.id, t.userId), eq(partnerUsers.partnerId, t.partnerId)))
      .for('update');
    if (u?.status !== 'invited') throw inviteError('invalid');
    const [updated] = await tx.update(partnerUsers).set(changes).where(eq(partnerUsers.id, u.id)).returning();
    return updated!;
  }
  await assertEmailFree(tx, o.email);
  const [created] = await tx
    .insert(partnerUsers)
    .values({ partnerId: t.partnerId, email: o.email, ...changes, createdAt: o.now })
    .returning();
  return created!;
}

async function signIn(tx: Transaction, now: Date, partnerId: number, user: PartnerUser): Promise<PartnerSignedIn> {
  const [partner] = await tx.select().from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw inviteError('invalid');
  const session = await openPartnerSession(tx, now, user.id);
  return { token: session.token, expiresAt: session.expiresAt, partner: await buildPartnerView(tx, partner, user, now) };
}

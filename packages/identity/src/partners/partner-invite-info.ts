import { and, eq, inArray } from 'drizzle-orm';
import { partnerTokens, partnerUsers, partners, type PartnerType } from '@tenuta/db';
import type { IdentityDeps } from '../identity-deps.ts';
import { hashToken } from '../tokens.ts';
import { inviteError, tokenProblem } from './partner-account-rules.ts';

export interface PartnerInviteInfo {
  /** invite: staff invited a company; user_invite: a partner's owner invited a colleague. */
  kind: 'invite' | 'user_invite';
  email: string;
  partnerType: PartnerType;
  companyName: string | null;
  expiresAt: Date;
}

/**
 * What the registration page shows for an invitation link, without spending it. Unknown or
 * revoked: 404 `invite_invalid`; expired: 404 `invite_expired`; used: 409 `invite_used`.
 */
export async function describePartnerInvite(deps: Pick<IdentityDeps, 'db' | 'clock'>, token: string): Promise<PartnerInviteInfo> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ token: partnerTokens, partner: partners, user: partnerUsers })
    .from(partnerTokens)
    .leftJoin(partners, eq(partners.id, partnerTokens.partnerId))
    .leftJoin(partnerUsers, eq(partnerUsers.id, partnerTokens.userId))
    .where(and(eq(partnerTokens.tokenHash, hashToken(token)), inArray(partnerTokens.purpose, ['invite', 'user_invite'])));
  const t = row?.token;
  if (!t || t.usedAt || t.revokedAt || t.expiresAt <= now) throw inviteError(tokenProblem(t, now));
  if (t.purpose === 'user_invite') {
    // A colleague's invitation belongs to a partner and to the invited (not yet active) user.
    if (!row.partner || (row.user && row.user.status !== 'invited')) throw inviteError('invalid');
    return { kind: 'user_invite', email: t.email, partnerType: row.partner.partnerType, companyName: row.partner.companyName, expiresAt: t.expiresAt };
  }
  if (!t.partnerType) throw inviteError('invalid');
  return { kind: 'invite', email: t.email, partnerType: t.partnerType, companyName: t.companyName, expiresAt: t.expiresAt };
}

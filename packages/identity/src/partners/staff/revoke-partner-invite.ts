import { eq } from 'drizzle-orm';
import { partnerTokens } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, recordStaffAction } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import { findPartnerInvites } from './partner-invites-repository.ts';
import type { StaffPartnerInviteView } from './staff-partner-views.ts';

/** Revokes an unused invitation: its link stops working at once. Revoking twice is one revocation; a used one is 409 invite_used. */
export async function revokePartnerInvite(deps: Pick<IdentityDeps, 'db' | 'clock'>, by: StaffPrincipal, inviteId: number): Promise<StaffPartnerInviteView> {
  const now = deps.clock.now();
  await lockingTransaction(deps.db, async (tx) => {
    const [t] = await tx.select().from(partnerTokens).where(eq(partnerTokens.id, inviteId)).for('update');
    if (t?.purpose !== 'invite') throw notFound('Invitation');
    if (t.usedAt) throw new DomainError('conflict', 'This invitation has been used: the company is registered', 'invite_used');
    if (t.revokedAt) return;
    await tx.update(partnerTokens).set({ revokedAt: now }).where(eq(partnerTokens.id, t.id));
    await recordStaffAction(
      tx,
      { id: by.id, email: by.email },
      {
        action: 'partner.invite_revoke',
        targetType: 'partner_invite',
        targetId: t.id,
        before: { email: t.email, expires_at: t.expiresAt.toISOString() },
        after: { revoked: true },
      },
      now,
    );
  });
  const [view] = await findPartnerInvites(deps.db, now, { id: inviteId });
  return view!;
}

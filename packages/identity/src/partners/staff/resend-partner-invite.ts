import { eq } from 'drizzle-orm';
import { partnerTokens } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import { assertEmailFree, findPartnerInvites, issuePartnerInvite, lockInviteEmail } from './partner-invites-repository.ts';
import type { StaffPartnerInviteView } from './staff-partner-views.ts';

/**
 * Sends an invitation again as a new token (7 days from now), in the language of the last
 * e-mail of that invitation unless another is asked; the old token and any other unused one
 * for the e-mail are revoked. A used invitation cannot be resent (409 invite_used).
 */
export async function resendPartnerInvite(deps: IdentityDeps, by: StaffPrincipal, inviteId: number, options: { locale?: 'it' | 'en' } = {}): Promise<StaffPartnerInviteView> {
  const now = deps.clock.now();
  const [before] = await findPartnerInvites(deps.db, now, { id: inviteId });
  if (!before) throw notFound('Invitation');
  const id = await lockingTransaction(deps.db, async (tx) => {
    await lockInviteEmail(tx, before.email);
    const [t] = await tx.select().from(partnerTokens).where(eq(partnerTokens.id, inviteId)).for('update');
    if (t?.purpose !== 'invite') throw notFound('Invitation');
    if (t.usedAt) throw new DomainError('conflict', 'This invitation has been used: the company is registered', 'invite_used');
    await assertEmailFree(tx, t.email);
    const issued = await issuePartnerInvite(
      tx,
      deps,
      by,
      { email: t.email, partnerType: t.partnerType ?? before.partner_type, companyName: t.companyName ?? before.company_name ?? t.email, locale: options.locale ?? before.locale },
      now,
      t.id,
    );
    return issued.id;
  });
  deps.outbox?.kick();
  const [view] = await findPartnerInvites(deps.db, now, { id });
  return view!;
}

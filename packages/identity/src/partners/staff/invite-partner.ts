import type { PartnerType } from '@tenuta/db';
import { lockingTransaction } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import { assertEmailFree, findPartnerInvites, issuePartnerInvite, lockInviteEmail } from './partner-invites-repository.ts';
import type { StaffPartnerInviteView } from './staff-partner-views.ts';

export interface PartnerInviteInput {
  email: string;
  companyName: string;
  partnerType: PartnerType;
  locale: 'it' | 'en';
}

/**
 * Staff invite a company: a random 256-bit token (only its hash is kept) tied to the e-mail
 * (lower case) and the partner type, valid 7 days, once; the invitation e-mail carries the
 * registration link. A new invitation revokes the e-mail's older unused ones; an e-mail that
 * already signs in as a partner user is refused (409 email_taken).
 */
export async function invitePartner(deps: IdentityDeps, by: StaffPrincipal, input: PartnerInviteInput): Promise<StaffPartnerInviteView> {
  const email = input.email.trim().toLowerCase();
  const companyName = input.companyName.trim();
  const now = deps.clock.now();
  const id = await lockingTransaction(deps.db, async (tx) => {
    await lockInviteEmail(tx, email);
    await assertEmailFree(tx, email);
    return (await issuePartnerInvite(tx, deps, by, { email, companyName, partnerType: input.partnerType, locale: input.locale }, now)).id;
  });
  deps.outbox?.kick();
  const [view] = await findPartnerInvites(deps.db, now, { id });
  return view!;
}

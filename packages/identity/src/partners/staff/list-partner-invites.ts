import type { IdentityDeps } from '../../identity-deps.ts';
import { findPartnerInvites } from './partner-invites-repository.ts';
import type { StaffPartnerInviteStatus, StaffPartnerInviteView } from './staff-partner-views.ts';

/** Company invitations, newest first (the last 500), optionally of one status: pending, used, expired or revoked. */
export async function listPartnerInvites(
  deps: Pick<IdentityDeps, 'db' | 'clock'>,
  filter: { status?: StaffPartnerInviteStatus | undefined } = {},
): Promise<StaffPartnerInviteView[]> {
  return findPartnerInvites(deps.db, deps.clock.now(), filter.status ? { status: filter.status } : {});
}

import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import type { StaffPartnerDetailView } from './get-partner-detail.ts';
import { changePartnerStatus, statusReason } from './partner-status-change.ts';

/** Reactivates a suspended partner with a reason; its users sign in again and it is told by e-mail. 409 not_suspended. */
export async function reactivatePartner(deps: IdentityDeps, by: StaffPrincipal, partnerId: number, input: { reason: string }): Promise<StaffPartnerDetailView> {
  return changePartnerStatus(deps, by, partnerId, 'reactivated', statusReason(input.reason));
}

import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import type { StaffPartnerDetailView } from './get-partner-detail.ts';
import { changePartnerStatus, statusReason } from './partner-status-change.ts';

/**
 * Suspends a partner with a reason: every session of its users ends at once (the next call
 * answers 401), and the partner is told by e-mail with the reason. 409 already_suspended.
 */
export async function suspendPartner(deps: IdentityDeps, by: StaffPrincipal, partnerId: number, input: { reason: string }): Promise<StaffPartnerDetailView> {
  return changePartnerStatus(deps, by, partnerId, 'suspended', statusReason(input.reason));
}

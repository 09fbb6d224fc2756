import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import type { StaffPartnerDetailView } from './get-partner-detail.ts';
import { changePartnerStatus, statusReason } from './partner-status-change.ts';

/**
 * A waiting application is refused with a reason (3 to 500 characters): the company stays
 * inactive and can no longer be approved, its users' sessions end, and the applicant is e-mailed
 * the reason in the language they applied in. Audited as `partner.refuse`. Anything but a waiting
 * application is 409 (not_an_application, not_waiting).
 */
export const refusePartnerApplication = (deps: IdentityDeps, by: StaffPrincipal, partnerId: number, input: { reason: string }): Promise<StaffPartnerDetailView> =>
  changePartnerStatus(deps, by, partnerId, 'refused', statusReason(input.reason));

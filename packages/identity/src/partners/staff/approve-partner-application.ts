import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import type { StaffPartnerDetailView } from './get-partner-detail.ts';
import { changePartnerStatus } from './partner-status-change.ts';

/**
 * A referrer's application (registered through the public form, inactive until now) is
 * approved: the partner becomes active and is told by e-mail. Anything but a waiting
 * application is 409 (not_an_application, not_waiting).
 */
export const approvePartnerApplication = (deps: IdentityDeps, by: StaffPrincipal, partnerId: number): Promise<StaffPartnerDetailView> =>
  changePartnerStatus(deps, by, partnerId, 'approved', null);

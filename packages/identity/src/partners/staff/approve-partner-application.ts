import { partnerContracts } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import { contractDraft, type ContractInput } from './contract-terms.ts';
import type { StaffPartnerDetailView } from './get-partner-detail.ts';
import { changePartnerStatus } from './partner-status-change.ts';

/** The terms an approval starts with: in force at once, so no date. */
export type ApprovalTerms = Omit<ContractInput, 'validFrom'>;

/**
 * A referrer's application (registered through the public form, inactive until now) is approved
 * with its contract terms, in one transaction under the partner's lock: the terms become a dated
 * row in force from that moment, the partner becomes active and is told by e-mail, and the audit
 * row holds the terms. No partner starts at 0 %: a referrer needs a commission above zero (400
 * `commission_required`), a reseller a net-rate discount above zero (400 `net_discount_required`).
 * Anything but a waiting application is 409 (not_an_application, not_waiting).
 */
export async function approvePartnerApplication(deps: IdentityDeps, by: StaffPrincipal, partnerId: number, terms: ApprovalTerms): Promise<StaffPartnerDetailView> {
  const draft = contractDraft({ ...terms, validFrom: undefined }, deps.clock.now());
  return changePartnerStatus(deps, by, partnerId, 'approved', null, async (tx, partner, now) => {
    if (partner.partnerType === 'referral' && draft.commissionBps <= 0) {
      throw new DomainError('validation_error', 'Set the commission before approving: no partner works at 0 %', 'commission_required');
    }
    if (partner.partnerType === 'reseller' && draft.netDiscountBps <= 0) {
      throw new DomainError('validation_error', 'Set the net-rate discount before approving: no partner works at 0 %', 'net_discount_required');
    }
    const [row] = await tx
      .insert(partnerContracts)
      .values({ partnerId: partner.id, ...draft, validFrom: now, createdBy: by.id, createdAt: now })
      .returning();
    return {
      contract_id: row!.id,
      commission_bps: row!.commissionBps,
      net_discount_bps: row!.netDiscountBps,
      payment_terms: row!.paymentTerms,
      attribution_days: row!.attributionDays,
    };
  });
}

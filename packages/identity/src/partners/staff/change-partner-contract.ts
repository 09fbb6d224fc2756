import { partnerContracts } from '@tenuta/db';
import { contractInForce, lockingTransaction, lockPartner, notFound, recordStaffAction } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import { contractDraft, type ContractInput } from './contract-terms.ts';
import { getPartnerDetail, type StaffPartnerDetailView } from './get-partner-detail.ts';

const auditTerms = (c: {
  validFrom: Date;
  commissionBps: number;
  netDiscountBps: number;
  paymentTerms: string;
  paymentDays: number;
  creditLimitCents: number;
  attributionDays: number;
  note: string | null;
}) => ({
  valid_from: c.validFrom.toISOString(),
  commission_bps: c.commissionBps,
  net_discount_bps: c.netDiscountBps,
  payment_terms: c.paymentTerms,
  payment_days: c.paymentDays,
  credit_limit_cents: c.creditLimitCents,
  attribution_days: c.attributionDays,
  note: c.note,
});

/**
 * New terms for a partner: always a new dated row (from now, or from the Rome midnight of a
 * later day), never an edit, so every order keeps the terms of its moment and the history
 * stays. Written under the partner's lock, the one on-account orders take, so an order is
 * decided on the terms before or after the change, never a mix.
 */
export async function changePartnerContract(deps: IdentityDeps, by: StaffPrincipal, partnerId: number, input: ContractInput): Promise<StaffPartnerDetailView> {
  const now = deps.clock.now();
  const draft = contractDraft(input, now);
  await lockingTransaction(deps.db, async (tx) => {
    const p = await lockPartner(tx, partnerId);
    if (!p) throw notFound('Partner');
    const before = await contractInForce(tx, p.id, now);
    const [row] = await tx
      .insert(partnerContracts)
      .values({ partnerId: p.id, ...draft, createdBy: by.id, createdAt: now })
      .returning();
    await recordStaffAction(
      tx,
      { id: by.id, email: by.email },
      {
        action: 'partner.contract_change',
        targetType: 'partner',
        targetId: p.id,
        before: before ? { contract_id: before.id, ...auditTerms(before) } : null,
        after: { contract_id: row!.id, ...auditTerms(row!) },
      },
      now,
    );
  });
  return getPartnerDetail(deps, partnerId);
}

import { eq } from 'drizzle-orm';
import { notifications, partnerTaxRequests, type Database, type NewNotification } from '@tenuta/db';
import type { Clock, Outbox } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { lockPartner } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { applyTaxStatus, assertWithholdingBps, taxVatNumber } from './apply-tax-status.ts';
import { partnerRecipients, readPayoutProfile, staffPayoutProfile, type PayoutProfileView } from './payout-profile.ts';
import { findTaxRequest, type PersonType, type TaxRequestView } from './tax-status.ts';

export interface TaxDecisionDeps {
  db: Database;
  clock: Clock;
  outbox?: Outbox;
}

export interface TaxProfileInput {
  personType: PersonType;
  withholdingBps: number;
  /** The VAT number to confirm; absent: the confirmed one stays (or, never confirmed, the company data's). */
  vatNumber?: string | null | undefined;
}

const notReferrer = () => new DomainError('conflict', 'Only referrers are paid commissions', 'not_a_referrer');

/**
 * Staff set a referrer's tax status (payouts.manage): private or company, the rate and the VAT
 * number. It is confirmed by whoever sets it, audited; open payouts it changes are recalculated.
 */
export async function setPayoutTaxProfile(deps: TaxDecisionDeps, actor: StaffActor, partnerId: number, input: TaxProfileInput): Promise<PayoutProfileView> {
  assertWithholdingBps(input.withholdingBps);
  const now = deps.clock.now();
  await lockingTransaction(deps.db, async (tx) => {
    const partner = await lockPartner(tx, partnerId);
    if (!partner) throw notFound('Partner');
    if (partner.partnerType !== 'referral') throw notReferrer();
    const before = await readPayoutProfile(tx, partnerId);
    const vatNumber = input.vatNumber !== undefined ? taxVatNumber(input.vatNumber) : before.taxConfirmedAt ? before.vatNumber : partner.vatNumber;
    await applyTaxStatus(tx, actor, partnerId, { personType: input.personType, withholdingBps: input.withholdingBps, vatNumber }, now, { action: 'payout_profile.update' });
  });
  return staffPayoutProfile(deps.db, partnerId, now);
}

/**
 * Staff confirm or refuse a referrer's pending request (payouts.manage). Confirming gives the
 * profile the requested person type and VAT number (the rate stays); refusing needs a reason and
 * changes nothing. Either way it is audited and the company address and owners are e-mailed in
 * their language. 409 tax_request_not_pending when it was decided or superseded meanwhile.
 */
export async function decideTaxRequest(
  deps: TaxDecisionDeps,
  actor: StaffActor,
  requestId: number,
  decision: { confirm: true } | { confirm: false; reason: string },
): Promise<TaxRequestView> {
  const reason = decision.confirm ? null : decision.reason.trim();
  if (reason !== null && reason.length < 3) throw new DomainError('validation_error', 'Write the reason', 'reason_required');
  const now = deps.clock.now();
  await lockingTransaction(deps.db, async (tx) => {
    const [peek] = await tx.select({ partnerId: partnerTaxRequests.partnerId }).from(partnerTaxRequests).where(eq(partnerTaxRequests.id, requestId));
    if (!peek) throw notFound('Tax status request');
    // The partner first (the payout run's and the partner's own order), then the request.
    const partner = await lockPartner(tx, peek.partnerId);
    if (!partner) throw notFound('Partner');
    const [request] = await tx.select().from(partnerTaxRequests).where(eq(partnerTaxRequests.id, requestId)).for('update');
    if (request?.status !== 'pending') throw new DomainError('conflict', 'This request was already decided or replaced by a newer one', 'tax_request_not_pending');
    await tx
      .update(partnerTaxRequests)
      .set({ status: decision.confirm ? 'confirmed' : 'refused', decidedBy: actor.id, decidedAt: now, reason })
      .where(eq(partnerTaxRequests.id, requestId));
    const profile = await readPayoutProfile(tx, partner.id);
    if (decision.confirm) {
      await applyTaxStatus(tx, actor, partner.id, { personType: request.personType, vatNumber: request.vatNumber, withholdingBps: profile.withholdingBps }, now, {
        action: 'payout_profile.confirm_request',
        after: { request_id: requestId },
      });
    } else {
      await recordStaffAction(
        tx,
        actor,
        {
          action: 'payout_profile.refuse_request',
          targetType: 'partner',
          targetId: partner.id,
          before: { person_type: profile.personType, vat_number: profile.vatNumber },
          after: { request_id: requestId, person_type: request.personType, vat_number: request.vatNumber, reason },
        },
        now,
      );
    }
    const payload = {
      request_id: requestId,
      decision: decision.confirm ? 'confirmed' : 'refused',
      company_name: partner.companyName,
      person_type: request.personType,
      vat_number: request.vatNumber,
      withholding_bps: profile.withholdingBps,
      reason,
    };
    const rows = (await partnerRecipients(tx, partner.id)).map((r): NewNotification => ({ kind: 'partner_tax_status_decided', recipient: r.email, locale: r.locale, payload }));
    if (rows.length) await tx.insert(notifications).values(rows);
  });
  deps.outbox?.kick();
  return (await findTaxRequest(deps.db, requestId))!;
}

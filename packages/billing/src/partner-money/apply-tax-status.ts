import { and, eq, inArray } from 'drizzle-orm';
import { partnerPayoutProfiles, partnerPayouts } from '@tenuta/db';
import { isPlausibleForeignVatNumber, isValidItalianVatNumber, normalizeVatNumber } from '@tenuta/contracts';
import { DomainError } from '@tenuta/core';
import { recordStaffAction, type StaffActor, type StaffAuditAction } from '@tenuta/core';
import type { Transaction } from '@tenuta/core';
import { readPayoutProfile } from './payout-profile.ts';
import type { PersonType } from './tax-status.ts';
import { MAX_WITHHOLDING_BPS, payoutAmounts } from './withholding.ts';

export interface TaxStatusValues {
  personType: PersonType;
  withholdingBps: number;
  vatNumber: string | null;
}

/** A VAT number as the company data stores it (Italian ones without "IT"), or 400 vat_number_invalid. */
export function taxVatNumber(value: string | null | undefined): string | null {
  const v = normalizeVatNumber(value ?? '');
  if (!v) return null;
  if (isValidItalianVatNumber(v)) return v.replace(/^IT/, '');
  if (/^(IT)?\d+$/.test(v) || !isPlausibleForeignVatNumber(v)) throw new DomainError('validation_error', 'The VAT number is not valid', 'vat_number_invalid');
  return v;
}

export function assertWithholdingBps(bps: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_WITHHOLDING_BPS) {
    throw new DomainError('validation_error', `The withholding rate must be 0 to ${MAX_WITHHOLDING_BPS / 100} %`, 'withholding_out_of_range');
  }
}

/**
 * Writes a confirmed tax status (inside the caller's transaction, the partner's row already
 * locked): the profile takes the values, confirmed now by `actor`, audited. The partner's open
 * payouts (draft or approved, not yet in a SEPA file) whose withholding this changes are
 * recalculated and go back to draft: `actor` changed them, so someone else approves them.
 */
export async function applyTaxStatus(
  tx: Transaction,
  actor: StaffActor,
  partnerId: number,
  values: TaxStatusValues,
  now: Date,
  audit: { action: StaffAuditAction; after?: Record<string, unknown> },
): Promise<number[]> {
  const before = await readPayoutProfile(tx, partnerId);
  const set = { ...values, taxConfirmedAt: now, taxConfirmedBy: actor.id, updatedAt: now };
  await tx
    .insert(partnerPayoutProfiles)
    .values({ partnerId, ...set })
    .onConflictDoUpdate({ target: partnerPayoutProfiles.partnerId, set });
  await recordStaffAction(
    tx,
    actor,
    {
      action: audit.action,
      targetType: 'partner',
      targetId: partnerId,
      before: { person_type: before.personType, withholding_bps: before.withholdingBps, vat_number: before.vatNumber, confirmed: before.taxConfirmedAt !== null },
      after: { person_type: values.personType, withholding_bps: values.withholdingBps, vat_number: values.vatNumber, ...audit.after },
    },
    now,
  );
  const open = await tx
    .select()
    .from(partnerPayouts)
    .where(and(eq(partnerPayouts.partnerId, partnerId), inArray(partnerPayouts.status, ['draft', 'approved'])))
    .orderBy(partnerPayouts.id)
    .for('update');
  const changed: number[] = [];
  for (const p of open) {
    const amounts = payoutAmounts(p.grossCents, values);
    if (amounts.withholdingCents === p.withholdingCents) continue;
    await tx
      .update(partnerPayouts)
      .set({ ...amounts, status: 'draft', approvedBy: null, approvedAt: null, changedBy: actor.id, changedAt: now, taxConfirmedBy: actor.id })
      .where(eq(partnerPayouts.id, p.id));
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'payout.recalculate',
        targetType: 'payout',
        targetId: p.id,
        before: { status: p.status, withholding_cents: p.withholdingCents, net_cents: p.netCents },
        after: { status: 'draft', withholding_cents: amounts.withholdingCents, net_cents: amounts.netCents },
      },
      now,
    );
    changed.push(p.id);
  }
  return changed;
}

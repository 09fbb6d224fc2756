import type { StaffVoucherDetail } from '@tenuta/contracts';
import { DomainError, lockingTransaction, recordStaffAction, type StaffActor } from '@tenuta/core';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';
import { getStaffVoucher } from './staff-voucher-queries.ts';
import { lockActiveVoucher, plainReason, VOUCHER_AUDIT_TARGET } from './staff-voucher-rules.ts';
import { appendVoucherEntry, voucherBalance } from './voucher-ledger.ts';

/**
 * A manual correction of an active voucher's balance (owner or manager): an 'adjustment' entry
 * of ± cents with its reason, under the voucher's lock. A balance never goes below zero: taking
 * more than it holds is 409 voucher_balance_too_low. Audited as voucher.adjust.
 */
export async function adjustVoucher(deps: StaffVoucherDeps, actor: StaffActor, id: number, input: { amountCents: number; reason: string }): Promise<StaffVoucherDetail> {
  const now = deps.clock.now();
  const reason = plainReason(input.reason);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0)
    throw new DomainError('validation_error', 'The adjustment must be a non-zero number of cents', 'amount_zero');
  await lockingTransaction(deps.db, async (tx) => {
    await lockActiveVoucher(tx, id);
    const balance = await voucherBalance(tx, id);
    if (balance + input.amountCents < 0) throw new DomainError('conflict', `The voucher holds only ${(balance / 100).toFixed(2)} EUR`, 'voucher_balance_too_low');
    await appendVoucherEntry(tx, { voucherId: id, kind: 'adjustment', amountCents: input.amountCents, staffId: actor.id, reason, at: now });
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'voucher.adjust',
        targetType: VOUCHER_AUDIT_TARGET,
        targetId: id,
        before: { balance_cents: balance },
        after: { balance_cents: balance + input.amountCents, amount_cents: input.amountCents, reason },
      },
      now,
    );
  });
  return getStaffVoucher(deps, id);
}

import { eq } from 'drizzle-orm';
import { giftVouchers } from '@tenuta/db';
import type { StaffVoucherDetail } from '@tenuta/contracts';
import { addDays, DomainError, lockingTransaction, recordStaffAction, romeDate, romeDayStart, type StaffActor } from '@tenuta/core';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';
import { getStaffVoucher } from './staff-voucher-queries.ts';
import { lockActiveVoucher, plainReason, VOUCHER_AUDIT_TARGET } from './staff-voucher-rules.ts';

/** The furthest an extension may reach: this many days from today (a typo in the year is refused). */
export const VOUCHER_EXTEND_MAX_DAYS = 5 * 366;

/**
 * Extends an active voucher to the end of a later Rome day (also one past its date that the
 * expiry job has not closed yet): the new date must be later than the current one and not in
 * the past. The holder is reminded again before the new date. Audited as voucher.extend.
 * An expired voucher is closed (its balance went to zero on the ledger): give a new one instead.
 */
export async function extendVoucher(deps: StaffVoucherDeps, actor: StaffActor, id: number, input: { expiresOn: string; reason: string }): Promise<StaffVoucherDetail> {
  const now = deps.clock.now();
  const today = romeDate(now);
  const reason = plainReason(input.reason);
  if (input.expiresOn < today) throw new DomainError('validation_error', 'The new expiry date is in the past', 'expiry_in_past');
  if (input.expiresOn > addDays(today, VOUCHER_EXTEND_MAX_DAYS))
    throw new DomainError('validation_error', 'The new expiry date is too far ahead (at most five years)', 'expiry_too_far');
  const expiresAt = new Date(romeDayStart(addDays(input.expiresOn, 1)).getTime() - 1);
  await lockingTransaction(deps.db, async (tx) => {
    const v = await lockActiveVoucher(tx, id);
    if (expiresAt.getTime() <= v.expiresAt.getTime()) throw new DomainError('validation_error', `The new expiry date must be after ${romeDate(v.expiresAt)}`, 'expiry_not_later');
    await tx.update(giftVouchers).set({ expiresAt, expiryRemindedAt: null, updatedAt: now }).where(eq(giftVouchers.id, id));
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'voucher.extend',
        targetType: VOUCHER_AUDIT_TARGET,
        targetId: id,
        before: { expires_on: romeDate(v.expiresAt) },
        after: { expires_on: input.expiresOn, reason },
      },
      now,
    );
  });
  return getStaffVoucher(deps, id);
}

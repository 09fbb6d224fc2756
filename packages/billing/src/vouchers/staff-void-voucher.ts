import { eq } from 'drizzle-orm';
import { giftVouchers } from '@tenuta/db';
import type { StaffVoucherDetail } from '@tenuta/contracts';
import { lockingTransaction, notFound, recordStaffAction, type StaffActor } from '@tenuta/core';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';
import { getStaffVoucher } from './staff-voucher-queries.ts';
import { plainReason, VOUCHER_AUDIT_TARGET, voucherNotActive } from './staff-voucher-rules.ts';
import { appendVoucherEntry, lockVoucher, voucherBalance } from './voucher-ledger.ts';

/**
 * Voids an active voucher (owner or manager, with a reason): under the voucher's lock, what it
 * still holds leaves by an 'adjustment' entry (the ledger says where the money went), then the
 * status is 'voided' and nothing can spend it. A checkout spending it at the same moment waits
 * for the lock: either it spent first and the void takes what is left, or it finds the voucher
 * voided. Audited as voucher.void with the balance before. Money a cancellation gives back to a
 * voucher after it was voided stays on its ledger (a voided voucher is never revived): voiding
 * it again takes that off too.
 */
export async function voidVoucher(deps: StaffVoucherDeps, actor: StaffActor, id: number, input: { reason: string }): Promise<StaffVoucherDetail> {
  const now = deps.clock.now();
  const reason = plainReason(input.reason);
  await lockingTransaction(deps.db, async (tx) => {
    const v = await lockVoucher(tx, id);
    if (!v) throw notFound('Voucher');
    const balance = await voucherBalance(tx, id);
    // A cancellation refunded to a voucher already voided leaves money on it: voiding again settles it.
    if (v.status !== 'active' && !(v.status === 'voided' && balance > 0)) throw voucherNotActive(v);
    if (balance > 0) await appendVoucherEntry(tx, { voucherId: id, kind: 'adjustment', amountCents: -balance, staffId: actor.id, reason, at: now });
    if (v.status === 'active') await tx.update(giftVouchers).set({ status: 'voided', voidedAt: now, reason, updatedAt: now }).where(eq(giftVouchers.id, id));
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'voucher.void',
        targetType: VOUCHER_AUDIT_TARGET,
        targetId: id,
        before: { status: v.status, balance_cents: balance },
        after: { status: 'voided', balance_cents: Math.min(balance, 0), reason },
      },
      now,
    );
  });
  return getStaffVoucher(deps, id);
}

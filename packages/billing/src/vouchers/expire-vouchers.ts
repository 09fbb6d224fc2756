import { and, asc, eq, lt } from 'drizzle-orm';
import { giftVouchers } from '@tenuta/db';
import { type CoreDeps, lockingTransaction } from '@tenuta/core';
import { appendVoucherEntry, lockVoucher, voucherBalance } from './voucher-ledger.ts';

/**
 * Job: active vouchers past their last instant expire: under the voucher's lock (a checkout
 * spending it waits, then finds it expired), an 'expiry' ledger entry takes what was left to
 * zero, and the status becomes expired. Run twice, the second finds nothing to do.
 */
export async function expireVouchers(deps: Pick<CoreDeps, 'db' | 'clock'>, options: { limit?: number } = {}): Promise<{ expired: number; expiredCents: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: giftVouchers.id })
    .from(giftVouchers)
    .where(and(eq(giftVouchers.status, 'active'), lt(giftVouchers.expiresAt, now)))
    .orderBy(asc(giftVouchers.expiresAt))
    .limit(options.limit ?? 500);
  const result = { expired: 0, expiredCents: 0 };
  for (const { id } of due) {
    const cents = await lockingTransaction(deps.db, async (tx) => {
      const v = await lockVoucher(tx, id);
      if (v?.status !== 'active' || v.expiresAt.getTime() >= now.getTime()) return null;
      const balance = await voucherBalance(tx, v.id);
      if (balance > 0) await appendVoucherEntry(tx, { voucherId: v.id, kind: 'expiry', amountCents: -balance, reason: 'expired', at: now });
      await tx.update(giftVouchers).set({ status: 'expired', updatedAt: now }).where(eq(giftVouchers.id, v.id));
      return Math.max(balance, 0);
    });
    if (cents === null) continue;
    result.expired++;
    result.expiredCents += cents;
  }
  return result;
}

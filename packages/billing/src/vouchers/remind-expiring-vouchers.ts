import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { giftVouchers, notifications } from '@tenuta/db';
import { kickOutbox } from '@tenuta/booking';
import { type CoreDeps, lockingTransaction } from '@tenuta/core';
import { voucherHolderEmail } from './deliver-voucher.ts';
import { VOUCHER_EXPIRY_REMINDER_DAYS } from './voucher-expiry.ts';
import { lockVoucher, voucherBalance } from './voucher-ledger.ts';

/**
 * Job: the holder of a voucher that expires within 30 days, with something left on it, is
 * e-mailed once (expiry_reminded_at is set in the same transaction as the e-mail row, under the
 * voucher's lock: a second run or a concurrent one reminds nobody twice). A voucher extended
 * afterwards by staff is not reminded again unless staff clear the mark.
 */
export async function remindExpiringVouchers(deps: Pick<CoreDeps, 'db' | 'clock' | 'outbox'>, options: { limit?: number } = {}): Promise<{ reminded: number }> {
  const now = deps.clock.now();
  const horizon = new Date(now.getTime() + VOUCHER_EXPIRY_REMINDER_DAYS * 86_400_000);
  const due = await deps.db
    .select({ id: giftVouchers.id })
    .from(giftVouchers)
    .where(
      and(
        eq(giftVouchers.status, 'active'),
        isNull(giftVouchers.expiryRemindedAt),
        isNotNull(giftVouchers.deliveredAt),
        lte(giftVouchers.expiresAt, horizon),
        gt(giftVouchers.expiresAt, now),
      ),
    )
    .orderBy(asc(giftVouchers.expiresAt))
    .limit(options.limit ?? 200);
  let reminded = 0;
  for (const { id } of due) {
    const done = await lockingTransaction(deps.db, async (tx) => {
      const v = await lockVoucher(tx, id);
      if (v?.status !== 'active' || v.expiryRemindedAt !== null || v.deliveredAt === null || v.expiresAt.getTime() <= now.getTime()) return false;
      const balance = await voucherBalance(tx, v.id);
      await tx.update(giftVouchers).set({ expiryRemindedAt: now, updatedAt: now }).where(eq(giftVouchers.id, v.id));
      // Nothing left to spend: marked, but no e-mail.
      if (balance <= 0) return false;
      await tx.insert(notifications).values({
        kind: 'gift_voucher_expiry_reminder',
        recipient: voucherHolderEmail(v),
        locale: v.locale,
        payload: { gift_voucher_id: v.id, balance_cents: balance },
      });
      return true;
    });
    if (done) reminded++;
  }
  if (reminded > 0) kickOutbox(deps);
  return { reminded };
}

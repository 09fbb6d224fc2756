import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { giftVouchers, type GiftVoucher } from '@tenuta/db';
import { kickOutbox } from '@tenuta/booking';
import { type CoreDeps, lockingTransaction, romeDate } from '@tenuta/core';
import { deliverVoucher } from './deliver-voucher.ts';

/**
 * Job: vouchers whose delivery date (Rome) has come are sent: each in its own transaction, its
 * row locked and re-read (a voucher voided, expired or sent meanwhile is left alone; two runs
 * at once skip each other's rows), a new code made and the voucher e-mail queued.
 */
export async function deliverDueVouchers(deps: Pick<CoreDeps, 'db' | 'clock' | 'outbox'>, options: { limit?: number } = {}): Promise<{ delivered: number }> {
  const now = deps.clock.now();
  const today = romeDate(now);
  const due = await deps.db
    .select({ id: giftVouchers.id })
    .from(giftVouchers)
    .where(and(eq(giftVouchers.status, 'active'), isNull(giftVouchers.deliveredAt), or(isNull(giftVouchers.deliverOn), lte(giftVouchers.deliverOn, today))))
    .orderBy(asc(giftVouchers.deliverOn), asc(giftVouchers.id))
    .limit(options.limit ?? 200);
  let delivered = 0;
  for (const { id } of due) {
    const sent = await lockingTransaction(deps.db, async (tx) => {
      const [row] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, id)).for('update', { skipLocked: true });
      if (!row || !stillDue(row, today, now)) return false;
      await deliverVoucher(tx, row, now);
      return true;
    });
    if (sent) delivered++;
  }
  if (delivered > 0) kickOutbox(deps);
  return { delivered };
}

const stillDue = (v: GiftVoucher, today: string, now: Date): boolean =>
  v.status === 'active' && v.deliveredAt === null && (v.deliverOn === null || v.deliverOn <= today) && v.expiresAt.getTime() >= now.getTime();

import { eq } from 'drizzle-orm';
import { giftVouchers, type GiftVoucher } from '@tenuta/db';
import { isUuid, type Executor } from '@tenuta/core';

/** A purchase by its public reference (a UUID) or by the provider's session id (cs_…). */
export async function findVoucherPurchase(db: Executor, ref: string): Promise<GiftVoucher | undefined> {
  const [row] = await db
    .select()
    .from(giftVouchers)
    .where(isUuid(ref) ? eq(giftVouchers.purchaseRef, ref) : eq(giftVouchers.providerSessionId, ref));
  return row;
}

/** True while the purchase waits for its payment (pending, or abandoned by the sweep: a late payment still issues it). */
export const awaitingPayment = (v: Pick<GiftVoucher, 'status'>): boolean => v.status === 'pending_payment' || v.status === 'abandoned';

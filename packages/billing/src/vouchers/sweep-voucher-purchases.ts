import { and, asc, eq, lte } from 'drizzle-orm';
import { giftVouchers } from '@tenuta/db';
import { isDomainError } from '@tenuta/core';
import { abandonVoucherPurchase } from './abandon-voucher-purchase.ts';
import { completeVoucherPurchase } from './complete-voucher-purchase.ts';
import type { VoucherPurchaseDeps } from './voucher-purchase-deps.ts';

/**
 * Job: purchases still pending once their payment page has expired are settled from the
 * provider's word: paid (a lost webhook) → issued; ended unpaid → abandoned. Correctness never
 * depends on it: the webhook and the return page do the same.
 */
export async function sweepVoucherPurchases(deps: VoucherPurchaseDeps, options: { limit?: number } = {}): Promise<{ issued: number; abandoned: number; failed: number }> {
  const due = await deps.db
    .select({ ref: giftVouchers.purchaseRef, session: giftVouchers.providerSessionId })
    .from(giftVouchers)
    .where(and(eq(giftVouchers.status, 'pending_payment'), lte(giftVouchers.paymentExpiresAt, deps.clock.now())))
    .orderBy(asc(giftVouchers.paymentExpiresAt))
    .limit(options.limit ?? 100);
  const result = { issued: 0, abandoned: 0, failed: 0 };
  for (const p of due) {
    try {
      const done = p.session ? await completeVoucherPurchase(deps, { ref: p.ref }) : { outcome: 'not_paid' as const };
      if (done.outcome === 'issued' || done.outcome === 'issued_late') {
        result.issued++;
        continue;
      }
      if ((await abandonVoucherPurchase(deps, { ref: p.ref })).outcome === 'abandoned') result.abandoned++;
    } catch (e) {
      if (!isDomainError(e)) throw e;
      result.failed++;
    }
  }
  return result;
}

import type { GiftVoucherPurchaseStatus } from '@tenuta/contracts';
import type { GiftVoucher } from '@tenuta/db';
import { isDomainError, isUuid, notFound } from '@tenuta/core';
import { abandonVoucherPurchase } from './abandon-voucher-purchase.ts';
import { completeVoucherPurchase } from './complete-voucher-purchase.ts';
import { findVoucherPurchase } from './voucher-purchase-repository.ts';
import type { VoucherPurchaseDeps } from './voucher-purchase-deps.ts';

const toStatus = (v: GiftVoucher, now: Date): GiftVoucherPurchaseStatus => ({
  success: true,
  purchase_id: v.purchaseRef,
  status: v.status,
  amount_cents: v.amountCents,
  currency: 'eur',
  experience_slug: v.experienceSlug,
  people: v.people,
  recipient_name: v.recipientName,
  deliver_to: v.deliverTo,
  deliver_on: v.deliverTo === 'recipient' ? v.deliverOn : null,
  delivered: v.deliveredAt !== null,
  buyer_email: v.buyerEmail,
  expires_at: v.paidAt ? v.expiresAt.toISOString() : null,
  payment_url: v.status === 'pending_payment' && v.paymentExpiresAt && v.paymentExpiresAt.getTime() > now.getTime() ? v.paymentUrl : null,
});

/**
 * GET /api/gift-vouchers/purchase/{id}: what the return page shows. While the purchase waits for
 * its payment the provider is asked (a late or lost webhook never leaves the buyer waiting), and
 * a payment page that ended unpaid abandons it. Never the code: that goes by e-mail only.
 */
export async function getVoucherPurchase(deps: VoucherPurchaseDeps, ref: string): Promise<GiftVoucherPurchaseStatus> {
  if (!isUuid(ref)) throw notFound('Purchase');
  let row = await findVoucherPurchase(deps.db, ref);
  if (!row) throw notFound('Purchase');
  if (row.status === 'pending_payment' && row.providerSessionId) {
    try {
      const done = await completeVoucherPurchase(deps, { ref });
      if (done.outcome === 'not_paid' && row.paymentExpiresAt && row.paymentExpiresAt.getTime() <= deps.clock.now().getTime()) await abandonVoucherPurchase(deps, { ref });
      row = (await findVoucherPurchase(deps.db, ref)) ?? row;
    } catch (e) {
      // The provider being slow must not break the page: it polls again.
      if (!isDomainError(e)) throw e;
    }
  }
  return toStatus(row, deps.clock.now());
}

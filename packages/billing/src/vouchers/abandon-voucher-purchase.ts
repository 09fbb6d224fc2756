import { eq } from 'drizzle-orm';
import { giftVouchers } from '@tenuta/db';
import { type ProviderEvent, recordWebhookEvent } from '@tenuta/booking';
import { DomainError, isDomainError, lockingTransaction } from '@tenuta/core';
import { lockVoucher } from './voucher-ledger.ts';
import { findVoucherPurchase } from './voucher-purchase-repository.ts';
import type { VoucherPurchaseDeps } from './voucher-purchase-deps.ts';

export type AbandonVoucherOutcome = 'abandoned' | 'not_ended' | 'already_done' | 'unknown_purchase' | 'duplicate_event';

/**
 * The purchase's payment page ended unpaid (checkout.session.expired, async_payment_failed, the
 * return page or the sweep, on the provider's word; or never opened at the provider and past its
 * expiry): a pending purchase becomes abandoned. It holds no code and no balance; a payment that
 * still arrives later issues it all the same (completeVoucherPurchase).
 */
export async function abandonVoucherPurchase(
  deps: VoucherPurchaseDeps,
  input: { ref: string; event?: Pick<ProviderEvent, 'id' | 'type'> },
): Promise<{ outcome: AbandonVoucherOutcome }> {
  const found = await findVoucherPurchase(deps.db, input.ref);
  let ended = false;
  if (found?.status === 'pending_payment' && found.providerSessionId) {
    try {
      const remote = await deps.payments.retrieveCheckoutSession(found.providerSessionId);
      ended = remote.paymentStatus !== 'paid' && (remote.status === 'expired' || remote.status === 'complete');
    } catch (e) {
      throw isDomainError(e) ? e : new DomainError('payment_provider_error', 'Il servizio di pagamento non risponde', String(e instanceof Error ? e.message : e));
    }
  } else if (found?.status === 'pending_payment' && found.paymentExpiresAt && found.paymentExpiresAt.getTime() <= deps.clock.now().getTime()) {
    ended = true;
  }
  const outcome = await lockingTransaction(deps.db, async (tx): Promise<AbandonVoucherOutcome> => {
    if (input.event && !(await recordWebhookEvent(tx, input.event))) return 'duplicate_event';
    if (!found) return 'unknown_purchase';
    const row = await lockVoucher(tx, found.id);
    if (row?.status !== 'pending_payment') return 'already_done';
    if (!ended || row.providerSessionId !== found.providerSessionId) return 'not_ended';
    await tx.update(giftVouchers).set({ status: 'abandoned', updatedAt: deps.clock.now() }).where(eq(giftVouchers.id, row.id));
    return 'abandoned';
  });
  return { outcome };
}

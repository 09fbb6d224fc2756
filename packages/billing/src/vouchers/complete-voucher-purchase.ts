import { notifications, payments } from '@tenuta/db';
import { kickOutbox, type ProviderCheckoutSession, type ProviderEvent, recordWebhookEvent } from '@tenuta/booking';
import { DomainError, isDomainError, lockingTransaction } from '@tenuta/core';
import { issueVoucher } from './issue-voucher.ts';
import { lockVoucher } from './voucher-ledger.ts';
import { awaitingPayment, findVoucherPurchase } from './voucher-purchase-repository.ts';
import { type VoucherPurchaseDeps, voucherPaymentRef } from './voucher-purchase-deps.ts';

export type CompleteVoucherOutcome = 'issued' | 'issued_late' | 'already_done' | 'not_paid' | 'mismatch' | 'unknown_purchase' | 'duplicate_event';

const providerFailure = (e: unknown): DomainError =>
  isDomainError(e)
    ? e
    : new DomainError(
        'payment_provider_error',
        'Il servizio di pagamento non risponde',
        `The payment provider could not be reached: ${e instanceof Error ? e.message : String(e)}`,
      );

/**
 * A voucher purchase's payment arrived (the provider's webhook, the return page or the sweep).
 * The provider is asked again (the webhook is a trigger, not proof): only a paid session for this
 * purchase and its exact amount counts. In one transaction: the webhook event recorded (a replay
 * stops there), the voucher row locked, and, if it still waits for its payment, the voucher
 * issued (issueVoucher: active, 'issue' entry, delivery), the card payment written to the
 * payments ledger and the buyer's receipt queued. Issued once however often it is called.
 * A payment that arrives after the sweep abandoned the purchase still issues it: nothing is
 * scarce, and the guest paid for exactly this voucher.
 */
export async function completeVoucherPurchase(
  deps: VoucherPurchaseDeps,
  input: { ref: string; event?: Pick<ProviderEvent, 'id' | 'type'> },
): Promise<{ outcome: CompleteVoucherOutcome }> {
  const found = await findVoucherPurchase(deps.db, input.ref);
  const record = async () => {
    if (input.event) await lockingTransaction(deps.db, (tx) => recordWebhookEvent(tx, input.event!));
  };
  if (!found?.providerSessionId) {
    await record();
    return { outcome: 'unknown_purchase' };
  }
  if (!awaitingPayment(found)) {
    await record();
    return { outcome: 'already_done' };
  }
  let remote: ProviderCheckoutSession;
  try {
    remote = await deps.payments.retrieveCheckoutSession(found.providerSessionId);
  } catch (e) {
    throw providerFailure(e);
  }
  const outcome = await lockingTransaction(deps.db, async (tx): Promise<CompleteVoucherOutcome> => {
    if (input.event && !(await recordWebhookEvent(tx, input.event))) return 'duplicate_event';
    const purchase = await lockVoucher(tx, found.id);
    if (!purchase || !awaitingPayment(purchase)) return 'already_done';
    if (remote.paymentStatus !== 'paid' || !remote.paymentIntentId) return 'not_paid';
    if (remote.metadata.checkout_session_id !== voucherPaymentRef(purchase.purchaseRef) || remote.amountTotalCents !== purchase.amountCents) return 'mismatch';
    const late = purchase.status === 'abandoned';
    const now = deps.clock.now();
    const { voucher } = await issueVoucher(tx, { purchase, providerPaymentId: remote.paymentIntentId, ...(deps.validMonths ? { validMonths: deps.validMonths } : {}) }, now);
    await tx.insert(payments).values({
      kind: 'payment',
      provider: deps.payments.name,
      providerPaymentId: remote.paymentIntentId,
      giftVoucherId: voucher.id,
      amountCents: remote.amountTotalCents,
      currency: remote.currency,
      status: 'succeeded',
      reason: 'gift_voucher_purchase',
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(notifications).values({ kind: 'gift_voucher_receipt', recipient: voucher.buyerEmail, locale: voucher.locale, payload: { gift_voucher_id: voucher.id } });
    return late ? 'issued_late' : 'issued';
  });
  if (outcome === 'issued' || outcome === 'issued_late') kickOutbox(deps);
  return { outcome };
}

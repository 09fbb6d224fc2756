import { eq } from 'drizzle-orm';
import { giftVouchers } from '@tenuta/db';
import { type ProviderEvent, recordWebhookEvent } from '@tenuta/booking';
import { lockingTransaction } from '@tenuta/core';
import { abandonVoucherPurchase } from './abandon-voucher-purchase.ts';
import { completeVoucherPurchase } from './complete-voucher-purchase.ts';
import { isVoucherPaymentRef, type VoucherPurchaseDeps } from './voucher-purchase-deps.ts';

const metadataRef = (object: ProviderEvent['object']): unknown => (object.metadata as Record<string, unknown> | null | undefined)?.checkout_session_id;

/**
 * The provider's events about a voucher purchase; null for any other event (the booking engine's
 * dispatcher takes it). A checkout-session event is the voucher's when its session is a
 * purchase's (by our row, or by the reference it carries); a payment-intent event of a voucher's
 * payment is recorded and left alone (the session's events settle the purchase). Each event id
 * is processed once, recorded in the same transaction as its effects.
 */
export async function handleVoucherProviderEvent(deps: VoucherPurchaseDeps, event: ProviderEvent): Promise<{ outcome: string } | null> {
  const ref = { id: event.id, type: event.type };
  const sessionEvent = event.type.startsWith('checkout.session.');
  const ours =
    isVoucherPaymentRef(metadataRef(event.object)) ||
    (sessionEvent && (await deps.db.select({ id: giftVouchers.id }).from(giftVouchers).where(eq(giftVouchers.providerSessionId, event.object.id))).length > 0);
  if (!ours) return null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completeVoucherPurchase(deps, { ref: event.object.id, event: ref });
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return abandonVoucherPurchase(deps, { ref: event.object.id, event: ref });
    default: {
      const fresh = await lockingTransaction(deps.db, (tx) => recordWebhookEvent(tx, ref));
      return { outcome: fresh ? 'ignored' : 'duplicate_event' };
    }
  }
}

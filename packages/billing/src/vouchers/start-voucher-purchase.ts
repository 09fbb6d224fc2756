import { and, eq, isNull } from 'drizzle-orm';
import { giftVouchers, type GiftVoucher } from '@tenuta/db';
import { CHECKOUT_SESSION_MIN_SECONDS, guestPageUrl, type ProviderCheckoutSession, toPlainText } from '@tenuta/booking';
import { GIFT_VOUCHER_DELIVERY_MAX_DAYS, type GiftVoucherPurchaseBody, type GiftVoucherPurchaseStarted } from '@tenuta/contracts';
import { addDays, DomainError, enforceRateLimit, isDomainError, lockingTransaction, type RateLimitRule, romeDate } from '@tenuta/core';
import { UNSENT_LAST4, unsentCodeMark } from './unsent-code.ts';
import { voucherExpiresAt } from './voucher-expiry.ts';
import { priceVoucherPurchase } from './price-voucher-purchase.ts';
import { type VoucherPurchaseDeps, voucherPaymentRef } from './voucher-purchase-deps.ts';

export type VoucherPurchaseInput = GiftVoucherPurchaseBody;

/** Opening payments is limited per address: each start opens a session at the provider. */
export const VOUCHER_PURCHASE_RATE_LIMIT: RateLimitRule = { name: 'gift_voucher_purchase', limit: 20, windowSeconds: 60 * 60 };

/** The payment page's lifetime: one minute over the provider's minimum, as a checkout's. */
const paymentExpiry = (now: Date): Date => new Date(now.getTime() + (CHECKOUT_SESSION_MIN_SECONDS + 60) * 1000);

/** The voucher shop's pages the provider sends the guest back to (the language travels in the link). */
export const voucherReturnUrls = (publicUrl: string, purchaseRef: string, locale: 'it' | 'en') => ({
  successUrl: guestPageUrl(publicUrl, '/regala/grazie', locale, { purchase: purchaseRef }),
  cancelUrl: guestPageUrl(publicUrl, '/regala', locale, { cancelled: 1 }),
});

const providerFailure = (e: unknown): DomainError =>
  isDomainError(e)
    ? e
    : new DomainError(
        'payment_provider_error',
        'Errore nella creazione della sessione',
        `The payment provider could not be reached: ${e instanceof Error ? e.message : String(e)}. Retry in a moment.`,
      );

/**
 * POST /api/gift-vouchers: the purchase is written first (pending_payment, no code: a code exists
 * only once it is e-mailed, after the payment), then, with no transaction open, the provider's
 * payment page is opened for the amount, and its id and URL recorded. A provider failure takes the
 * pending row back (nothing refers to it yet) and answers 502.
 */
export async function startVoucherPurchase(deps: VoucherPurchaseDeps, input: VoucherPurchaseInput, address: string): Promise<GiftVoucherPurchaseStarted> {
  await enforceRateLimit(deps, VOUCHER_PURCHASE_RATE_LIMIT, address);
  const now = deps.clock.now();
  const today = romeDate(now);
  const toRecipient = input.deliver_to === 'recipient';
  const deliverOn = toRecipient ? (input.deliver_on ?? today) : null;
  if (deliverOn !== null && (deliverOn < today || deliverOn > addDays(today, GIFT_VOUCHER_DELIVERY_MAX_DAYS)))
    throw new DomainError(
      'validation_error',
      'La data di consegna deve essere tra oggi e un anno da oggi',
      `deliver_on: from ${today} to ${addDays(today, GIFT_VOUCHER_DELIVERY_MAX_DAYS)} (Rome)`,
    );
  const priced = await priceVoucherPurchase(deps.db, input);
  const message = toPlainText(input.message ?? '');
  const [pending] = await deps.db
    .insert(giftVouchers)
    .values({
      codeHash: unsentCodeMark(),
      codeLast4: UNSENT_LAST4,
      status: 'pending_payment',
      origin: 'purchased',
      ...priced,
      buyerName: toPlainText(input.buyer_name),
      buyerEmail: input.buyer_email,
      locale: input.locale,
      recipientName: toPlainText(input.recipient_name),
      recipientEmail: input.recipient_email || null,
      message: message || null,
      deliverTo: input.deliver_to,
      deliverOn,
      // Provisional: set again when the payment arrives (docs/domain/gift-vouchers.md, Expiry).
      expiresAt: voucherExpiresAt(now, deps.validMonths),
      paymentExpiresAt: paymentExpiry(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const row = pending!;
  let remote: ProviderCheckoutSession;
  try {
    const urls = voucherReturnUrls(deps.publicUrl, row.purchaseRef, row.locale);
    remote = await deps.payments.createCheckoutSession({
      checkoutSessionId: voucherPaymentRef(row.purchaseRef),
      currency: 'eur',
      customerEmail: row.buyerEmail,
      locale: row.locale,
      lineItems: [{ name: voucherLineName(row), amountCents: row.amountCents, quantity: 1 }],
      ...urls,
      expiresAt: row.paymentExpiresAt!,
    });
  } catch (e) {
    await deps.db.delete(giftVouchers).where(and(eq(giftVouchers.id, row.id), isNull(giftVouchers.providerSessionId)));
    throw providerFailure(e);
  }
  await lockingTransaction(deps.db, (tx) =>
    tx
      .update(giftVouchers)
      .set({ providerSessionId: remote.id, paymentUrl: remote.url, updatedAt: now })
      .where(and(eq(giftVouchers.id, row.id), eq(giftVouchers.status, 'pending_payment'))),
  );
  if (!remote.url) throw providerFailure(new Error('the payment session has no URL'));
  return { success: true, purchase_id: row.purchaseRef, payment_url: remote.url, amount_cents: row.amountCents };
}

/** The line the payment page shows: "Buono regalo per Anna" / "Gift voucher for Anna". */
export const voucherLineName = (v: Pick<GiftVoucher, 'locale' | 'recipientName'>): string =>
  v.locale === 'it' ? `Buono regalo Tenuta per ${v.recipientName}` : `Tenuta gift voucher for ${v.recipientName}`;

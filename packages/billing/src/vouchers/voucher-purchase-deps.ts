import type { PaymentProvider } from '@tenuta/booking';
import type { CoreDeps } from '@tenuta/core';

/** Buying a voucher: the database, the clock, the outbox, the payment provider and the site's address. */
export type VoucherPurchaseDeps = Pick<CoreDeps, 'db' | 'clock' | 'outbox'> & {
  payments: PaymentProvider;
  /** The site's public address: where the provider sends the guest back. */
  publicUrl: string;
  /** GIFT_VOUCHER_VALID_MONTHS (12 when not given). */
  validMonths?: number;
};

/**
 * A purchase's reference as the payment provider carries it (metadata and idempotency key): its
 * prefix tells a voucher's payment from a checkout's, whose reference is a bare UUID.
 */
export const VOUCHER_PAYMENT_PREFIX = 'gift-voucher-';
export const voucherPaymentRef = (purchaseRef: string): string => `${VOUCHER_PAYMENT_PREFIX}${purchaseRef}`;
export const isVoucherPaymentRef = (ref: unknown): boolean => typeof ref === 'string' && ref.startsWith(VOUCHER_PAYMENT_PREFIX);

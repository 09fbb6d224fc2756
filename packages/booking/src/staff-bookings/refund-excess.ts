import type { Payment } from '@tenuta/db';
import type { Cents, Transaction } from '@tenuta/core';
import { allocateRefund, refundRows, voucherRefundRows } from '../bookings/booking-refunds.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { voucherRoomCents } from '../payments/payment-summary.ts';
import { insertPayments } from '../payments/payments-repository.ts';

export interface ExcessRefund {
  /** Given back through the system: to gift vouchers and card payments. */
  refundCents: Cents;
  /** Of which to card payments (pending rows, sent to the provider after commit). */
  cardRefundCents: Cents;
  /** The rest of what is due back was paid on site: the desk hands it back. */
  handBackCents: Cents;
}

/**
 * `wanted` cents of a booking's payments go back, as a cancellation's refund goes (in the
 * caller's transaction, the booking locked): to the gift vouchers that paid it first (credited at
 * once by billing), then split over its card payments (pending ledger rows). Money taken on site
 * never goes back through the system: what is left is the desk's to hand back.
 */
export async function refundExcess(
  deps: Pick<CheckoutDeps, 'billing'>,
  tx: Transaction,
  bookingId: number,
  ledger: readonly Payment[],
  wanted: Cents,
  by: { reason: string; staffId: number },
  now: Date,
): Promise<ExcessRefund> {
  if (wanted <= 0) return { refundCents: 0, cardRefundCents: 0, handBackCents: 0 };
  const [split = { toVouchers: [], restCents: wanted }] =
    voucherRoomCents(ledger) > 0 ? await deps.billing.bookingRefundRequested(tx, { refunds: [{ bookingId, amountCents: wanted }], now }) : [];
  const parts = allocateRefund(ledger, split.restCents);
  const card = parts.reduce((a, p) => a + p.amountCents, 0);
  const vouchers = split.toVouchers.reduce((a, v) => a + v.amountCents, 0);
  await insertPayments(tx, [...refundRows(bookingId, parts, by), ...voucherRefundRows(bookingId, split.toVouchers, by)]);
  return { refundCents: card + vouchers, cardRefundCents: card, handBackCents: Math.max(0, wanted - card - vouchers) };
}

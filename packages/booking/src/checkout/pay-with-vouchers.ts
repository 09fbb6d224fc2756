import type { CheckoutItemSnapshot, CheckoutSession, CheckoutVoucherPart, NewCheckoutSession } from '@tenuta/db';
import { DomainError, type Transaction } from '@tenuta/core';
import type { EnteredVoucher, VoucherPayableLine } from '../billing-port.ts';
import { recordBookingPaid, type Actor } from '../bookings/booking-transitions.ts';
import { reserveCouponUseIn } from '../coupons/index.ts';
import { VOUCHER_PROVIDER } from '../payments/payment-summary.ts';
import { insertPayments } from '../payments/payments-repository.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { paymentSessionExpiry } from './checkout-policy.ts';
import { extendHolds, insertCheckoutSession, markCouponUsed, updateCheckoutSession } from './checkout-repository.ts';
import { checkSeats } from './check-seats.ts';
import { convertHolds, type CreatedBooking } from './convert-holds.ts';
import { queueBookingNotifications } from './queue-notifications.ts';
import type { ValidatedCart } from './validate-cart.ts';

/**
 * The checkout's items in the order vouchers pay them: first what is paid online now (truffle
 * items, after their discount), then the tastings otherwise paid at the estate: a guest who enters
 * a voucher chose to spend it on the whole order.
 */
export function voucherPayableLines(items: readonly CheckoutItemSnapshot[]): VoucherPayableLine[] {
  const line = (i: CheckoutItemSnapshot): VoucherPayableLine => ({ cartItemId: i.cartItemId, category: i.category, amountCents: i.totalCents });
  return [...items.filter((i) => i.category === 'TRUFFLE').map(line), ...items.filter((i) => i.category === 'WINE').map(line)];
}

/** What vouchers pay of each checkout item (cart_items id → cents). */
export function voucherCentsByItem(session: Pick<CheckoutSession, 'voucherParts'>): Map<string, number> {
  const byItem = new Map<string, number>();
  for (const p of session.voucherParts ?? []) byItem.set(p.cartItemId, (byItem.get(p.cartItemId) ?? 0) + p.amountCents);
  return byItem;
}

/** Whether an open checkout pays with exactly the vouchers entered now (then it may be reused as it is). */
export function sameVouchers(session: Pick<CheckoutSession, 'voucherParts'>, entered: readonly EnteredVoucher[]): boolean {
  const a = [...new Set((session.voucherParts ?? []).map((p) => p.voucherId))].sort((x, y) => x - y);
  const b = [...new Set(entered.map((e) => e.voucherId))].sort((x, y) => x - y);
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** A reseller's order is paid on the contract's terms: no gift vouchers. */
export const partnerVouchersRefused = () => new DomainError('validation_error', 'A partner order cannot be paid with gift vouchers', 'partner_vouchers');

/**
 * Once the bookings exist: one succeeded payment row per booking and voucher (provider 'voucher',
 * the voucher in gift_voucher_id), so that the booking's paid amount, its pages, the refund and
 * the invoice see the voucher's part. A tasting the vouchers paid in full is paid (nothing left
 * on site); one paid in part keeps the rest to pay on site.
 */
export async function recordVoucherPayments(
  tx: Transaction,
  session: Pick<CheckoutSession, 'id' | 'voucherParts' | 'currency'>,
  created: readonly CreatedBooking[],
  actor: Actor,
): Promise<void> {
  const parts = session.voucherParts ?? [];
  if (parts.length === 0) return;
  const byItem = new Map(created.map((c) => [c.cartItemId, c.booking]));
  const rows = parts
    .filter((p) => p.amountCents > 0 && byItem.has(p.cartItemId))
    .map((p) => ({
      kind: 'payment' as const,
      provider: VOUCHER_PROVIDER,
      giftVoucherId: p.voucherId,
      checkoutSessionId: session.id,
      bookingId: byItem.get(p.cartItemId)!.id,
      amountCents: p.amountCents,
      currency: session.currency,
      status: 'succeeded' as const,
      attemptNumber: 1,
      reason: 'gift_voucher',
    }));
  await insertPayments(tx, rows);
  const paid = voucherCentsByItem(session);
  for (const c of created) {
    if (c.booking.category === 'WINE' && c.booking.totalCents > 0 && (paid.get(c.cartItemId) ?? 0) >= c.booking.totalCents) {
      await recordBookingPaid(tx, c.booking.id, actor, { checkout_session_id: session.id, paid_by: VOUCHER_PROVIDER });
    }
  }
}

export type VoucherStep =
  | { kind: 'done'; session: CheckoutSession; created: CreatedBooking[] }
  | { kind: 'pay'; session: CheckoutSession; holdExpiries: ReadonlyMap<string, Date> };

export interface VoucherCheckout {
  cartId: string;
  /** The session's values as a checkout without vouchers would insert them. */
  values: NewCheckoutSession & { amountDueCents: number; payLaterCents: number };
  validated: ValidatedCart;
  vouchers: readonly EnteredVoucher[];
  holds: readonly { id: string; holdExpiresAt: Date }[];
  /** The open checkout of this cart ended in this pass: its vouchers' money comes back first. */
  replacing: string | null;
  now: Date;
}

/**
 * A checkout paying with gift vouchers, in the cart's locked transaction. Locks in the one order
 * (docs/domain/holds-and-locking.md): the cart (held), its slots ascending (re-checked), the
 * coupon (its use reserved), then the vouchers ascending, last. What the vouchers pay is decided
 * under their locks (discount first, then vouchers as payment: truffles, then tastings); the card
 * pays the rest of what is due online now. Nothing left for the card: the bookings are made at
 * once, with their voucher payment rows, the redeem entries naming each booking and the invoice a
 * business asked for. Otherwise the redeem entries name the checkout, the holds and coupon wait
 * for the card like any card checkout, and the money goes back if the card never pays.
 */
export async function checkoutWithVouchers(deps: CheckoutDeps, tx: Transaction, c: VoucherCheckout): Promise<VoucherStep> {
  const { validated: v, now } = c;
  const seats = await checkSeats(tx, v.items, now);
  if (!seats.ok) throw new DomainError('capacity_exceeded', 'Not enough seats left on this slot', seats.reason);
  const expiresAt = paymentSessionExpiry(now);
  let session = await insertCheckoutSession(tx, { ...c.values, status: 'open', expiresAt });
  await extendHolds(
    tx,
    v.items.map((i) => i.cartItemId),
    expiresAt,
  );
  if (v.couponId !== null) {
    const { redemptionId } = await reserveCouponUseIn(tx, now, { couponId: v.couponId, cartId: c.cartId, expiresAt });
    session = await updateCheckoutSession(tx, session.id, { couponRedemptionId: redemptionId });
  }
  const allocation = await deps.billing.checkoutVouchersRequested(tx, {
    voucherIds: c.vouchers.map((e) => e.voucherId),
    lines: voucherPayableLines(v.items),
    replacing: c.replacing,
    now,
  });
  const category = new Map(v.items.map((i) => [i.cartItemId, i.category]));
  const parts: CheckoutVoucherPart[] = allocation.parts.map((p) => ({ voucherId: p.voucherId, last4: p.last4, cartItemId: p.cartItemId, amountCents: p.amountCents }));
  const onTruffles = parts.filter((p) => category.get(p.cartItemId) === 'TRUFFLE').reduce((a, p) => a + p.amountCents, 0);
  const cardCents = c.values.amountDueCents - onTruffles;
  session = await updateCheckoutSession(tx, session.id, {
    voucherCents: allocation.totalCents,
    voucherParts: parts,
    amountDueCents: cardCents,
    payLaterCents: c.values.payLaterCents - (allocation.totalCents - onTruffles),
  });
  if (cardCents > 0) {
    await deps.billing.checkoutVouchersSpent(tx, { checkoutSessionId: session.id, parts: parts.map((p) => ({ ...p, bookingId: null })), now });
    const extended = new Set(v.items.map((i) => i.cartItemId));
    return { kind: 'pay', session, holdExpiries: new Map(c.holds.filter((h) => extended.has(h.id)).map((h) => [h.id, h.holdExpiresAt])) };
  }
  // Nothing for the card: booked now, as a checkout with nothing to pay online is.
  session = await updateCheckoutSession(tx, session.id, { status: 'completed', completedAt: now, expiresAt: null });
  if (session.couponRedemptionId) await markCouponUsed(tx, session.couponRedemptionId);
  const created = await convertHolds(tx, deps.billing, session, v.items, 'guest');
  await recordVoucherPayments(tx, session, created, 'guest');
  const bookingOf = new Map(created.map((b) => [b.cartItemId, b.booking.id]));
  await deps.billing.checkoutVouchersSpent(tx, { checkoutSessionId: session.id, parts: parts.map((p) => ({ ...p, bookingId: bookingOf.get(p.cartItemId) ?? null })), now });
  // The invoice a business asked for: the whole amount, the voucher part included.
  await deps.billing.checkoutPaid(
    tx,
    session,
    created.map((b) => b.booking.id),
    now,
  );
  await queueBookingNotifications(tx, session, created, deps.staffEmail);
  return { kind: 'done', session, created };
}

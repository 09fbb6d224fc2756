import type { CheckoutSessionPayload, CheckoutSessionResponse } from '@tenuta/contracts';
import type { CheckoutSession } from '@tenuta/db';
import { reserveCouponUseIn } from '../coupons/index.ts';
import { notFound } from '../errors.ts';
import { isUuid, lockingTransaction, type Executor } from '../transaction.ts';
import { kickOutbox, type CheckoutDeps } from './checkout-deps.ts';
import { toCheckoutSessionResponse } from './checkout-mapper.ts';
import { PRIVACY_POLICY_VERSION, RESUBMIT_WINDOW_MINUTES, paymentSessionExpiry, resolveRedirectUrl } from './checkout-policy.ts';
import { extendHolds, findCartHolds, findCompletedSessionSince, findOpenSessionForCart, insertCheckoutSession, lockCart, updateCheckoutSession } from './checkout-repository.ts';
import { checkSeats } from './check-seats.ts';
import { convertHolds, type CreatedBooking } from './convert-holds.ts';
import { createPayment } from './create-payment.ts';
import { endOpenSession } from './end-open-session.ts';
import { queueBookingNotifications } from './queue-notifications.ts';
import { findSessionBookings } from './session-bookings-repository.ts';
import { cartIsEmpty, sameItems, validateCart, type ValidatedCart } from './validate-cart.ts';
import { DomainError } from '../errors.ts';

type Started = { session: CheckoutSession; created: CreatedBooking[] };

/**
 * POST /api/cart/{id}/checkout-session. Serialized per cart (the cart row is
 * locked), so a double submission gets the same session, never two:
 *  validateCart → wine only: lock slots, convert holds to bookings (completed)
 *               → with truffles: extend holds, reserve the coupon use, create payment (open).
 */
export async function startCheckout(deps: CheckoutDeps, cartId: string, input: CheckoutSessionPayload): Promise<CheckoutSessionResponse> {
  if (!isUuid(cartId)) throw notFound('Cart');
  const id = cartId.toLowerCase();
  const allowLocal = deps.allowLocalhostRedirects ?? false;
  const urls = {
    successUrl: resolveRedirectUrl(input.success_url, '/checkout/success?session_id={CHECKOUT_SESSION_ID}', deps.publicUrl, allowLocal, 'success_url'),
    cancelUrl: resolveRedirectUrl(input.cancel_url, '/checkout/cancel', deps.publicUrl, allowLocal, 'cancel_url'),
  };
  const { session, created } = await lockingTransaction(deps.db, async (tx): Promise<Started> => {
    const now = deps.clock.now();
    const cart = await lockCart(tx, id);
    if (!cart) throw notFound('Cart');
    const holds = await findCartHolds(tx, id);
    if (holds.length === 0) {
      // A repeated submit right after a wine-only checkout completed: the same answer.
      const recent = await findCompletedSessionSince(tx, id, new Date(now.getTime() - RESUBMIT_WINDOW_MINUTES * 60_000));
      if (recent && recent.email.toLowerCase() === input.email.toLowerCase()) return { session: recent, created: [] };
      throw cartIsEmpty();
    }
    const validated = await validateCart(tx, id, cart.couponId, now);
    const open = await findOpenSessionForCart(tx, id);
    if (open) {
      const reusable = open.paymentUrl && open.expiresAt && open.expiresAt.getTime() - now.getTime() > 60_000;
      if (reusable && open.email.toLowerCase() === input.email.toLowerCase() && sameItems(open.items, validated.items)) {
        return { session: await updateCheckoutSession(tx, open.id, { customerData: input.customer_data, locale: input.locale ?? open.locale }), created: [] };
      }
      await endOpenSession(deps, tx, open);
    }
    return validated.priced.payNowCents === 0
      ? completeWithoutPayment(deps, tx, id, input, validated, now)
      : openPayment(deps, tx, id, input, validated, now, urls);
  });
  if (created.length > 0) kickOutbox(deps);
  const bookings = await findSessionBookings(deps.db, session.id);
  return toCheckoutSessionResponse(session, bookings, new Map(created.map((c) => [c.booking.id, c.manageToken])));
}

function sessionValues(cartId: string, input: CheckoutSessionPayload, v: ValidatedCart, now: Date) {
  return {
    cartId,
    email: input.email,
    customerData: input.customer_data,
    privacyAcceptedAt: now,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    locale: input.locale ?? 'it',
    items: v.items,
    subtotalCents: v.priced.subtotalCents,
    discountCents: v.priced.discountCents,
    amountDueCents: v.priced.payNowCents,
    payLaterCents: v.priced.payLaterCents,
    couponId: v.couponId,
  };
}

/** Wine only: nothing to pay now. Lock the slots (sorted), re-check, book, empty the cart, queue e-mails. */
async function completeWithoutPayment(deps: CheckoutDeps, tx: Executor, cartId: string, input: CheckoutSessionPayload, v: ValidatedCart, now: Date): Promise<Started> {
  const seats = await checkSeats(tx, v.items, now);
  if (!seats.ok) throw new DomainError('capacity_exceeded', 'Not enough seats left on this slot', seats.reason);
  const session = await insertCheckoutSession(tx, { ...sessionValues(cartId, input, v, now), status: 'completed', completedAt: now });
  const created = await convertHolds(tx, session, v.items, 'guest');
  await queueBookingNotifications(tx, session, created, deps.staffEmail);
  return { session, created };
}

/** With truffles: holds extended to the payment's expiry, coupon use reserved, provider session opened. */
async function openPayment(
  deps: CheckoutDeps,
  tx: Executor,
  cartId: string,
  input: CheckoutSessionPayload,
  v: ValidatedCart,
  now: Date,
  urls: { successUrl: string; cancelUrl: string },
): Promise<Started> {
  const expiresAt = paymentSessionExpiry(now);
  let session = await insertCheckoutSession(tx, { ...sessionValues(cartId, input, v, now), status: 'open', expiresAt });
  await extendHolds(
    tx,
    v.items.map((i) => i.cartItemId),
    expiresAt,
  );
  if (v.couponId !== null) {
    const { redemptionId } = await reserveCouponUseIn(tx, now, { couponId: v.couponId, cartId, expiresAt });
    session = await updateCheckoutSession(tx, session.id, { couponRedemptionId: redemptionId });
  }
  session = await createPayment(deps, tx, session, urls);
  return { session, created: [] };
}

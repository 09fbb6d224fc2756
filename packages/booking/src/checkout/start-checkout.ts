import { MAX_CHECKOUT_VOUCHERS, type CheckoutSessionPayload, type CheckoutSessionResponse } from '@tenuta/contracts';
import type { CheckoutSession } from '@tenuta/db';
import { reserveCouponUseIn } from '../coupons/index.ts';
import { notFound } from '@tenuta/core';
import { isUuid, lockingTransaction, type Executor } from '@tenuta/core';
import { kickOutbox, type CheckoutDeps } from './checkout-deps.ts';
import { toCheckoutSessionResponse } from './checkout-mapper.ts';
import { PRIVACY_POLICY_VERSION, RESUBMIT_WINDOW_MINUTES, paymentSessionExpiry, resolveRedirectUrl } from './checkout-policy.ts';
import { extendHolds, findCartHolds, findCompletedSessionSince, findOpenSessionForCart, insertCheckoutSession, lockCart, updateCheckoutSession } from './checkout-repository.ts';
import { checkSeats } from './check-seats.ts';
import { convertHolds, type CreatedBooking } from './convert-holds.ts';
import { createPayment, type HoldExpiries } from './create-payment.ts';
import { endOpenSession, endProviderSession } from './end-open-session.ts';
import { queueBookingNotifications } from './queue-notifications.ts';
import { findSessionBookings } from './session-bookings-repository.ts';
import { cartIsEmpty, sameItems, validateCart, type ValidatedCart } from './validate-cart.ts';
import { amountDueOf, basketCouponRefused, partnerOrderSnapshot, type PartnerCheckout } from './partner-net.ts';
import { checkoutWithVouchers, partnerVouchersRefused, sameVouchers } from './pay-with-vouchers.ts';
import { DomainError } from '@tenuta/core';
import type { EnteredVoucher } from '../billing-port.ts';

type Started = { session: CheckoutSession; created: CreatedBooking[] };

/** What startCheckout reads of the request: the guest's contract payload, or a reseller's order (its guest's name, phone, notes). */
export type CheckoutStart = Pick<CheckoutSessionPayload, 'email' | 'success_url' | 'cancel_url' | 'locale'> & {
  customer_data: Record<string, unknown>;
  /** Gift voucher codes the guest entered (a guest's checkout only). */
  voucher_codes?: readonly string[] | undefined;
};

/** A reseller's order (its own basket, carts.partner_id): the snapshot of its terms, net rates from these items. */
const orderOf = (v: ValidatedCart, partner: PartnerCheckout | undefined) => (partner ? partnerOrderSnapshot(v.items, partner) : null);
/** What one pass under the cart lock decided; provider calls happen after it commits. */
type Step = ({ kind: 'done' } & Started) | { kind: 'pay'; session: CheckoutSession; holdExpiries: HoldExpiries } | { kind: 'end'; open: CheckoutSession } | { kind: 'wait' };

/**
 * An open session without a provider id this young is being opened at the
 * provider by another request (its timeout and retries fit well inside);
 * older, that request died between the steps and its URL reached no one.
 */
export const IN_FLIGHT_MS = 90_000;
/** How long a concurrent submit waits for that request before answering busy (503, retry). */
const IN_FLIGHT_WAIT_MS = 25_000;
const busy = () => new DomainError('busy', 'The booking system is busy, please retry', "This cart's payment is being opened by another request; retry in a moment.");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * POST /api/cart/{id}/checkout-session. Serialized per cart (the cart row is
 * locked), so a double submission gets the same session, never two:
 *  validateCart → wine only: lock slots, convert holds to bookings (completed)
 *               → with truffles: extend holds, reserve the coupon use (committed),
 *                 then create the payment at the provider and record it.
 * No provider call runs while the cart (or any) row lock is held: ending a
 * replaced session at the provider and opening the new one happen between
 * the locked passes, and each pass re-reads what it decides on.
 * A reseller's card order (`partner`) takes the same path on its own basket:
 * same locks in the same order (cart, then slots ascending), same seat, CHOICE
 * and VIP checks; amount_due is the net rate of its truffle items.
 */
export async function startCheckout(deps: CheckoutDeps, cartId: string, input: CheckoutStart, partner?: PartnerCheckout): Promise<CheckoutSessionResponse> {
  if (!isUuid(cartId)) throw notFound('Cart');
  const id = cartId.toLowerCase();
  const allowLocal = deps.allowLocalhostRedirects ?? false;
  const urls = {
    successUrl: resolveRedirectUrl(input.success_url, '/checkout/success?session_id={CHECKOUT_SESSION_ID}', deps.publicUrl, allowLocal, 'success_url'),
    cancelUrl: resolveRedirectUrl(input.cancel_url, '/checkout/cancel', deps.publicUrl, allowLocal, 'cancel_url'),
  };
  const codes = input.voucher_codes ?? [];
  if (partner && codes.length > 0) throw partnerVouchersRefused();
  if (codes.length > MAX_CHECKOUT_VOUCHERS) throw new DomainError('validation_error', `At most ${MAX_CHECKOUT_VOUCHERS} gift vouchers per checkout`, 'voucher_codes');
  // Unknown, expired or voided codes are refused before anything is written (their balances are read under their locks later).
  const vouchers = codes.length > 0 ? await deps.billing.checkoutVouchersEntered(deps.db, codes, deps.clock.now()) : [];
  const endedAtProvider = new Set<string>();
  const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
  let started: Started | undefined;
  for (let round = 0; !started; round++) {
    if (round > 200) throw busy();
    const step = await lockedPass(deps, id, input, vouchers, endedAtProvider, partner);
    if (step.kind === 'done') started = step;
    else if (step.kind === 'pay') started = { session: await createPayment(deps, step.session, urls, step.holdExpiries), created: [] };
    else if (step.kind === 'end') {
      await endProviderSession(deps, step.open);
      endedAtProvider.add(step.open.id);
    } else {
      if (Date.now() > waitUntil) throw busy();
      await sleep(100);
    }
  }
  const { session, created } = started;
  if (created.length > 0) kickOutbox(deps);
  const bookings = await findSessionBookings(deps.db, session.id);
  return toCheckoutSessionResponse(session, bookings, new Map(created.map((c) => [c.booking.id, c.manageToken])));
}

/** One pass under the cart's lock: decides (and writes) what needs no provider call. */
function lockedPass(
  deps: CheckoutDeps,
  id: string,
  input: CheckoutStart,
  vouchers: readonly EnteredVoucher[],
  endedAtProvider: ReadonlySet<string>,
  partner: PartnerCheckout | undefined,
): Promise<Step> {
  return lockingTransaction(deps.db, async (tx): Promise<Step> => {
    const now = deps.clock.now();
    const cart = await lockCart(tx, id);
    // A reseller's basket is checked out only as that reseller's order (and a guest's cart never as one).
    if (!cart || cart.partnerId !== (partner?.partnerId ?? null)) throw notFound('Cart');
    if (partner && cart.couponId !== null) throw basketCouponRefused();
    const holds = await findCartHolds(tx, id);
    if (holds.length === 0) {
      // A repeated submit right after a wine-only checkout completed: the same answer.
      const recent = await findCompletedSessionSince(tx, id, new Date(now.getTime() - RESUBMIT_WINDOW_MINUTES * 60_000));
      if (recent && recent.email.toLowerCase() === input.email.toLowerCase()) return { kind: 'done', session: recent, created: [] };
      throw cartIsEmpty();
    }
    const validated = await validateCart(tx, id, cart.couponId, now);
    const open = await findOpenSessionForCart(tx, id);
    if (open) {
      const reusable = open.paymentUrl && open.expiresAt && open.expiresAt.getTime() - now.getTime() > 60_000;
      const order = orderOf(validated, partner);
      // A reseller's open payment is reused only for the same net amount (its terms may have changed).
      const sameAmount = !order || open.amountDueCents === amountDueOf(validated.priced, order);
      const same = open.email.toLowerCase() === input.email.toLowerCase() && sameItems(open.items, validated.items) && sameVouchers(open, vouchers);
      if (reusable && same && sameAmount) {
        const partnerOrder = order ? { partnerOrder: order } : {};
        return {
          kind: 'done',
          session: await updateCheckoutSession(tx, open.id, { customerData: input.customer_data, locale: input.locale ?? open.locale, ...partnerOrder }),
          created: [],
        };
      }
      // Being opened at the provider by another request: wait for it (then reuse or replace it).
      if (!open.providerSessionId && Date.now() - open.createdAt.getTime() < IN_FLIGHT_MS) return { kind: 'wait' };
      // Replaced: the provider ends it first, with no lock held; the next pass records it.
      if (open.providerSessionId && !endedAtProvider.has(open.id)) return { kind: 'end', open };
      await endOpenSession(tx, open);
    }
    const replacing = open && open.voucherCents > 0 ? open.id : null;
    if (vouchers.length > 0) {
      const values = sessionValues(id, input, validated, now, partner);
      return checkoutWithVouchers(deps, tx, { cartId: id, values, validated, vouchers, holds, replacing: open?.id ?? null, now });
    }
    const step: Step =
      amountDueOf(validated.priced, orderOf(validated, partner)) === 0
        ? { kind: 'done', ...(await completeWithoutPayment(deps, tx, id, input, validated, now, partner)) }
        : await openPayment(tx, id, input, validated, now, holds, partner);
    // A replaced checkout's voucher money comes back last: vouchers are locked after everything else.
    if (replacing) await deps.billing.checkoutAbandoned(tx, replacing, now);
    return step;
  });
}

function sessionValues(cartId: string, input: CheckoutStart, v: ValidatedCart, now: Date, partner: PartnerCheckout | undefined) {
  const order = orderOf(v, partner);
  return {
    ...(partner && order ? { partnerId: partner.partnerId, partnerOrder: order } : {}),
    cartId,
    email: input.email,
    customerData: input.customer_data,
    privacyAcceptedAt: now,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    locale: input.locale ?? 'it',
    items: v.items,
    subtotalCents: v.priced.subtotalCents,
    discountCents: v.priced.discountCents,
    amountDueCents: amountDueOf(v.priced, order),
    payLaterCents: v.priced.payLaterCents,
    couponId: v.couponId,
  };
}

/** Wine only: nothing to pay now. Lock the slots (sorted), re-check, book, empty the cart, queue e-mails. */
async function completeWithoutPayment(
  deps: CheckoutDeps,
  tx: Executor,
  cartId: string,
  input: CheckoutStart,
  v: ValidatedCart,
  now: Date,
  partner: PartnerCheckout | undefined,
): Promise<Started> {
  const seats = await checkSeats(tx, v.items, now);
  if (!seats.ok) throw new DomainError('capacity_exceeded', 'Not enough seats left on this slot', seats.reason);
  const session = await insertCheckoutSession(tx, { ...sessionValues(cartId, input, v, now, partner), status: 'completed', completedAt: now });
  const created = await convertHolds(tx, deps.billing, session, v.items, partner ? `partner:${partner.partnerUserId}` : 'guest');
  await queueBookingNotifications(tx, session, created, deps.staffEmail);
  return { session, created };
}

/** With truffles: holds extended to the payment's expiry, coupon use reserved; the provider is called after commit. */
async function openPayment(
  tx: Executor,
  cartId: string,
  input: CheckoutStart,
  v: ValidatedCart,
  now: Date,
  holds: readonly { id: string; holdExpiresAt: Date }[],
  partner: PartnerCheckout | undefined,
): Promise<Step> {
  const expiresAt = paymentSessionExpiry(now);
  let session = await insertCheckoutSession(tx, { ...sessionValues(cartId, input, v, now, partner), status: 'open', expiresAt });
  await extendHolds(
    tx,
    v.items.map((i) => i.cartItemId),
    expiresAt,
  );
  if (v.couponId !== null) {
    const { redemptionId } = await reserveCouponUseIn(tx, now, { couponId: v.couponId, cartId, expiresAt });
    session = await updateCheckoutSession(tx, session.id, { couponRedemptionId: redemptionId });
  }
  const extended = new Set(v.items.map((i) => i.cartItemId));
  const holdExpiries = new Map(holds.filter((h) => extended.has(h.id)).map((h) => [h.id, h.holdExpiresAt]));
  return { kind: 'pay', session, holdExpiries };
}

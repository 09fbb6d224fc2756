import { and, eq, isNull, sql } from 'drizzle-orm';
import { cartItems, checkoutSessions, type CheckoutItemSnapshot, type CheckoutSession } from '@tenuta/db';
import { DomainError, isDomainError } from '@tenuta/core';
import type { ProviderCheckoutSession, ProviderLineItem } from '../payments/payment-provider.ts';
import { formatRomeDay } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import type { CheckoutDeps } from './checkout-deps.ts';
import { findCheckoutSession, releaseCouponReservation } from './checkout-repository.ts';
import { voucherCentsByItem } from './pay-with-vouchers.ts';

const people = (n: number, locale: 'it' | 'en') => (locale === 'it' ? `${n} ${n === 1 ? 'persona' : 'persone'}` : `${n} ${n === 1 ? 'person' : 'people'}`);

/**
 * One provider line per truffle item, its amount after discount (a reseller's order: its net
 * rate, `netCents` of the order snapshot) less what gift vouchers pay of it (`voucherCents`): the
 * lines sum to amount_due exactly.
 */
export function paymentLineItems(
  items: readonly CheckoutItemSnapshot[],
  locale: 'it' | 'en',
  netCents?: Readonly<Record<string, number>>,
  voucherCents: ReadonlyMap<string, number> = new Map(),
): ProviderLineItem[] {
  const amount = (i: CheckoutItemSnapshot) => (netCents ? (netCents[i.cartItemId] ?? 0) : i.totalCents) - (voucherCents.get(i.cartItemId) ?? 0);
  return items
    .filter((i) => i.category === 'TRUFFLE' && amount(i) > 0)
    .map((i) => {
      const date = formatRomeDay(i.romeDate, locale);
      const name = `${locale === 'it' ? i.nameIt : i.nameEn}${i.vip ? ' (VIP)' : ''} · ${date} ${i.romeStart} · ${people(i.adults + i.children, locale)}`;
      return { name, amountCents: amount(i), quantity: 1 };
    });
}

export const providerFailure = (e: unknown): DomainError =>
  isDomainError(e)
    ? e
    : new DomainError(
        'payment_provider_error',
        'Errore nella creazione della sessione',
        `The payment provider could not be reached: ${e instanceof Error ? e.message : String(e)}. Retry in a moment.`,
      );

/** The holds' expiries before the checkout extended them (given back if the provider fails). */
export type HoldExpiries = ReadonlyMap<string, Date>;

/**
 * Step "create payment", after the checkout's transaction has committed its
 * intent (the open session row without a provider id, the holds extended, the
 * coupon use reserved): opens the provider's checkout session for amount_due
 * (metadata.checkout_session_id, idempotency key per checkout) with no row
 * lock held, then records its id and URL in a short transaction.
 * A provider failure gives the intent back (`undoOpenPayment`) and answers 502.
 * If the process dies between the steps, the open session without a provider
 * id is "in flight": a new submit waits for it, then ends it once it is older
 * than IN_FLIGHT_MS (its URL never reached anyone); the sweep expires it.
 */
export async function createPayment(
  deps: CheckoutDeps,
  session: CheckoutSession,
  urls: { successUrl: string; cancelUrl: string },
  holdExpiries: HoldExpiries,
): Promise<CheckoutSession> {
  const lineItems = paymentLineItems(session.items, session.locale, session.partnerOrder?.netCents, voucherCentsByItem(session));
  const sum = lineItems.reduce((a, l) => a + l.amountCents * l.quantity, 0);
  let remote: ProviderCheckoutSession;
  try {
    if (sum !== session.amountDueCents) throw new Error(`line items (${sum}) do not add up to amount_due (${session.amountDueCents})`);
    remote = await deps.payments.createCheckoutSession({
      checkoutSessionId: session.id,
      currency: session.currency,
      customerEmail: session.email,
      locale: session.locale,
      lineItems,
      successUrl: urls.successUrl,
      cancelUrl: urls.cancelUrl,
      expiresAt: session.expiresAt!,
    });
  } catch (e) {
    await undoOpenPayment(deps, session, holdExpiries);
    throw providerFailure(e);
  }
  const recorded = await lockingTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(checkoutSessions)
      .set({ provider: deps.payments.name, providerSessionId: remote.id, paymentUrl: remote.url, updatedAt: sql`now()` })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open'), isNull(checkoutSessions.providerSessionId)))
      .returning();
    return row ?? (await findCheckoutSession(tx, session.id));
  });
  if (recorded?.status === 'open' && recorded.providerSessionId === remote.id) return recorded;
  // Ours was ended while the provider answered (a newer submit replaced it): nobody may pay this one.
  try {
    if (remote.status === 'open') await deps.payments.expireCheckoutSession(remote.id);
  } catch {
    /* its URL reaches no one; it expires by itself */
  }
  throw new DomainError('conflict', 'Il carrello è cambiato durante il pagamento', `Checkout ${session.id} was replaced by a newer submit of the same cart; submit again.`);
}

/**
 * The provider could not open the payment: the intent is given back. The
 * session row goes (nothing refers to it yet), the coupon reservation is
 * released and the holds get their expiries back. Only freeing: no lock needed,
 * except for vouchers: a checkout that redeemed some stays, expired (its
 * ledger entries name it), and their money goes back under their locks.
 */
export async function undoOpenPayment(deps: CheckoutDeps, session: CheckoutSession, holdExpiries: HoldExpiries): Promise<void> {
  await lockingTransaction(deps.db, async (tx) => {
    const mine = and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open'), isNull(checkoutSessions.providerSessionId));
    const gone =
      session.voucherCents > 0
        ? await tx.update(checkoutSessions).set({ status: 'expired', updatedAt: sql`now()` }).where(mine).returning({ id: checkoutSessions.id })
        : await tx.delete(checkoutSessions).where(mine).returning({ id: checkoutSessions.id });
    if (gone.length === 0) return;
    if (session.couponRedemptionId) await releaseCouponReservation(tx, session.couponRedemptionId);
    for (const [id, before] of holdExpiries) {
      if (!session.expiresAt || before.getTime() >= session.expiresAt.getTime()) continue;
      await tx
        .update(cartItems)
        .set({ holdExpiresAt: before })
        .where(and(eq(cartItems.id, id), eq(cartItems.holdExpiresAt, session.expiresAt)));
    }
    if (session.voucherCents > 0) await deps.billing.checkoutAbandoned(tx, session.id, deps.clock.now());
  });
}

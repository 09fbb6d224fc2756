import type { CheckoutItemSnapshot, CheckoutSession } from '@tenuta/db';
import { DomainError, isDomainError } from '../errors.ts';
import type { ProviderLineItem } from '../payments/payment-provider.ts';
import type { Executor } from '../transaction.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { updateCheckoutSession } from './checkout-repository.ts';

const people = (n: number, locale: 'it' | 'en') => (locale === 'it' ? `${n} ${n === 1 ? 'persona' : 'persone'}` : `${n} ${n === 1 ? 'person' : 'people'}`);

/** One provider line per truffle item, its amount after discount: the lines sum to amount_due exactly. */
export function paymentLineItems(items: readonly CheckoutItemSnapshot[], locale: 'it' | 'en'): ProviderLineItem[] {
  return items
    .filter((i) => i.category === 'TRUFFLE' && i.totalCents > 0)
    .map((i) => {
      const [y, m, d] = i.romeDate.split('-');
      const date = locale === 'it' ? `${d}/${m}/${y}` : i.romeDate;
      const name = `${locale === 'it' ? i.nameIt : i.nameEn}${i.vip ? ' - VIP' : ''} · ${date} ${i.romeStart} · ${people(i.adults + i.children, locale)}`;
      return { name, amountCents: i.totalCents, quantity: 1 };
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

/**
 * Step "create payment": opens the provider's checkout session for
 * amount_due (30-minute expiry, metadata.checkout_session_id) and stores its
 * id and URL. Runs in the checkout's transaction: a provider failure rolls
 * back the session row, the hold extension and the coupon reservation.
 */
export async function createPayment(
  deps: CheckoutDeps,
  tx: Executor,
  session: CheckoutSession,
  urls: { successUrl: string; cancelUrl: string },
): Promise<CheckoutSession> {
  const lineItems = paymentLineItems(session.items, session.locale);
  const sum = lineItems.reduce((a, l) => a + l.amountCents * l.quantity, 0);
  if (sum !== session.amountDueCents) throw new Error(`line items (${sum}) do not add up to amount_due (${session.amountDueCents})`);
  let remote;
  try {
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
    throw providerFailure(e);
  }
  return updateCheckoutSession(tx, session.id, {
    provider: deps.payments.name,
    providerSessionId: remote.id,
    paymentUrl: remote.url,
  });
}

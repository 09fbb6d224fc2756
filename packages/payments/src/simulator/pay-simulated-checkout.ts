import { simulatorPaymentIntents, type SimulatorCheckoutSession } from '@tenuta/db';
import { lockingTransaction, type Transaction } from '@tenuta/core';
import type { CardLocale, ProviderPaymentError } from '@tenuta/booking';
import { cardOutcome, normalizeCardNumber } from './card-outcomes.ts';
import { simulatorId } from './simulator-ids.ts';
import type { SimulatorProvider } from './simulator-provider.ts';
import { findSimIntent, findSimSession, updateSimIntent, updateSimSession } from './simulator-repository.ts';

/** What the hosted payment page's form posts (docs/architecture.md, Payments). */
export interface CardForm {
  card_number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

export type SignedEvent = { payload: string; signature: string; eventId: string };

export type PageState =
  | { kind: 'not_found' }
  | { kind: 'open'; session: SimulatorCheckoutSession }
  | { kind: 'expired'; session: SimulatorCheckoutSession; event?: SignedEvent }
  | { kind: 'paid'; session: SimulatorCheckoutSession };

export type PayResult =
  | Exclude<PageState, { kind: 'open' }>
  | { kind: 'invalid'; session: SimulatorCheckoutSession; errors: Partial<Record<keyof CardForm, string>> }
  | { kind: 'declined'; session: SimulatorCheckoutSession; error: ProviderPaymentError }
  | { kind: 'requires_action'; session: SimulatorCheckoutSession }
  | { kind: 'succeeded'; session: SimulatorCheckoutSession; event: SignedEvent };

/**
 * The hosted page's view of a session. A session found past its expiry is
 * expired now, and its checkout.session.expired event is returned to be
 * delivered, as Stripe sends one when a session expires.
 */
export async function loadSimulatedCheckout(sim: SimulatorProvider, id: string): Promise<PageState> {
  const before = await findSimSession(sim.options.db, id);
  if (!before) return { kind: 'not_found' };
  const row = await sim.findSession(id);
  if (!row) return { kind: 'not_found' };
  if (row.status === 'complete') return { kind: 'paid', session: row };
  if (row.status === 'expired') {
    const justExpired = before.status === 'open';
    return justExpired ? { kind: 'expired', session: row, event: sim.signedEvent('checkout.session.expired', sim.checkoutSessionObject(row)) } : { kind: 'expired', session: row };
  }
  return { kind: 'open', session: row };
}

const fieldText = {
  card_number: { it: 'Inserisci un numero di carta valido', en: 'Enter a valid card number' },
  expiry: { it: 'Inserisci una scadenza valida (MM/AA)', en: 'Enter a valid expiry date (MM/YY)' },
  expiryPast: { it: "L'anno di scadenza della carta è nel passato", en: "Your card's expiration date is in the past" },
  cvc: { it: 'Inserisci il codice CVC (3 o 4 cifre)', en: 'Enter the CVC (3 or 4 digits)' },
  name: { it: "Inserisci il nome dell'intestatario", en: "Enter the cardholder's name" },
} as const;

/** Field checks a card form gets before it is sent (pure). */
export function validateCardForm(form: CardForm, now: Date, locale: CardLocale): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  const digits = normalizeCardNumber(form.card_number ?? '');
  if (!/^\d{12,19}$/.test(digits)) errors.card_number = fieldText.card_number[locale];
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '');
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) errors.expiry = fieldText.expiry[locale];
  else {
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    const endOfMonth = Date.UTC(year, Number(m[1]), 1);
    if (endOfMonth <= now.getTime()) errors.expiry = fieldText.expiryPast[locale];
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = fieldText.cvc[locale];
  if ((form.name ?? '').trim().length === 0 || (form.name ?? '').length > 200) errors.name = fieldText.name[locale];
  return errors;
}

async function succeed(sim: SimulatorProvider, tx: Transaction, session: SimulatorCheckoutSession): Promise<PayResult> {
  const done = await updateSimSession(tx, session.id, { status: 'complete', paymentStatus: 'paid' });
  return { kind: 'succeeded', session: done, event: sim.signedEvent('checkout.session.completed', sim.checkoutSessionObject(done)) };
}

/**
 * The guest pays on the hosted page: one PaymentIntent per session (reused
 * across retries, as on Stripe), confirmed with the card. Success completes
 * the session and returns the signed checkout.session.completed event.
 */
export async function paySimulatedCheckout(sim: SimulatorProvider, id: string, form: CardForm): Promise<PayResult> {
  const state = await loadSimulatedCheckout(sim, id);
  if (state.kind !== 'open') return state;
  const locale: CardLocale = state.session.locale === 'en' ? 'en' : 'it';
  const errors = validateCardForm(form, sim.options.clock.now(), locale);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', session: state.session, errors };

  return lockingTransaction(sim.options.db, async (tx) => {
    const session = await findSimSession(tx, id, true);
    if (!session) return { kind: 'not_found' } as const;
    if (session.status === 'complete') return { kind: 'paid', session } as const;
    if (session.status !== 'open') return { kind: 'expired', session } as const;
    let pi = session.paymentIntentId ? await findSimIntent(tx, session.paymentIntentId, true) : undefined;
    if (!pi) {
      const piId = simulatorId('pi');
      [pi] = await tx
        .insert(simulatorPaymentIntents)
        .values({
          id: piId,
          clientSecret: `${piId}_secret_${simulatorId('s').slice(2)}`,
          amountCents: session.amountTotalCents,
          currency: session.currency,
          customerEmail: session.customerEmail,
          metadata: session.metadata,
          checkoutSessionId: session.id,
        })
        .returning();
      await updateSimSession(tx, session.id, { paymentIntentId: piId });
    }
    const card = normalizeCardNumber(form.card_number ?? '');
    const outcome = cardOutcome(card);
    const last4 = card.slice(-4);
    if (outcome.kind === 'succeeded') {
      await updateSimIntent(tx, pi!.id, { status: 'succeeded', lastError: null, cardLast4: last4 });
      return succeed(sim, tx, { ...session, paymentIntentId: pi!.id });
    }
    if (outcome.kind === 'requires_action') {
      await updateSimIntent(tx, pi!.id, { status: 'requires_action', lastError: null, cardLast4: last4 });
      return { kind: 'requires_action', session } as const;
    }
    const e = outcome.error;
    await updateSimIntent(tx, pi!.id, { status: 'requires_payment_method', cardLast4: last4, lastError: { code: e.code, decline_code: e.declineCode, message: e.message } });
    return { kind: 'declined', session, error: e } as const;
  });
}

/**
 * The 3-D Secure challenge's Approve or Fail. An attempt that started
 * before the session's expiry may finish after it (as on Stripe): the
 * booking side then decides whether the seats are still there.
 */
export async function answerSimulatedChallenge(sim: SimulatorProvider, id: string, approve: boolean): Promise<PayResult> {
  return lockingTransaction(sim.options.db, async (tx) => {
    const session = await findSimSession(tx, id, true);
    if (!session) return { kind: 'not_found' } as const;
    if (session.status === 'complete') return { kind: 'paid', session } as const;
    const pi = session.paymentIntentId ? await findSimIntent(tx, session.paymentIntentId, true) : undefined;
    if (pi?.status !== 'requires_action') {
      return session.status === 'open' && session.expiresAt.getTime() > sim.options.clock.now().getTime()
        ? ({ kind: 'invalid', session, errors: {} } as const)
        : ({ kind: 'expired', session } as const);
    }
    if (approve) {
      await updateSimIntent(tx, pi.id, { status: 'succeeded', lastError: null });
      return succeed(sim, tx, session.status === 'open' ? session : await updateSimSession(tx, session.id, { status: 'open' }));
    }
    const error: ProviderPaymentError = {
      code: 'payment_intent_authentication_failure',
      declineCode: null,
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
    await updateSimIntent(tx, pi.id, { status: 'requires_payment_method', lastError: { code: error.code, decline_code: null, message: error.message } });
    return { kind: 'declined', session, error } as const;
  });
}

/**
 * What the guest reads when a card payment fails (docs/product.md, Card errors), in the
 * guest's language. 'Carta rifiutata' plus a message by decline code; retry
 * only for generic_decline, insufficient_funds and processing_error.
 */
export type CardLocale = 'it' | 'en';

export const RETRYABLE_DECLINE_CODES: ReadonlySet<string> = new Set(['generic_decline', 'insufficient_funds', 'processing_error']);

const declineMessages: Record<string, Record<CardLocale, string>> = {
  generic_decline: {
    it: 'La tua carta è stata rifiutata. Contatta la tua banca per maggiori informazioni.',
    en: 'Your card was declined. Contact your bank for more information.',
  },
  insufficient_funds: { it: 'Fondi insufficienti sulla carta.', en: 'Your card has insufficient funds.' },
  lost_card: { it: 'La carta risulta smarrita.', en: 'The card has been reported lost.' },
  stolen_card: { it: 'La carta risulta rubata.', en: 'The card has been reported stolen.' },
  expired_card: { it: 'La carta è scaduta.', en: 'Your card has expired.' },
  incorrect_cvc: { it: 'Il codice di sicurezza (CVC) non è corretto.', en: "Your card's security code (CVC) is incorrect." },
  processing_error: {
    it: "Errore temporaneo durante l'elaborazione della carta. Riprova tra qualche istante.",
    en: 'A temporary error occurred while processing your card. Try again in a moment.',
  },
  incorrect_number: { it: 'Il numero della carta non è corretto.', en: 'Your card number is incorrect.' },
  incorrect_zip: { it: 'Il CAP non è corretto.', en: 'Your postal code is incorrect.' },
  test_mode_live_card: {
    it: 'Carta reale in modalità di prova: usa una delle carte di prova.',
    en: 'A real card was used in test mode: use one of the test cards.',
  },
};

const text = {
  declinedTitle: { it: 'Carta rifiutata', en: 'Card declined' },
  declinedFallback: { it: 'La tua carta è stata rifiutata', en: 'Your card was declined' },
  authTitle: { it: 'Autenticazione richiesta', en: 'Authentication required' },
  authMessage: {
    it: 'La banca richiede la verifica 3D Secure per questo pagamento.',
    en: 'Your bank requires 3D Secure verification for this payment.',
  },
  authFailed: {
    it: 'Verifica 3D Secure non riuscita: il pagamento non è stato eseguito.',
    en: '3D Secure verification failed: the payment was not made.',
  },
  errorTitle: { it: 'Errore di pagamento', en: 'Payment error' },
  errorMessage: { it: 'Si è verificato un errore durante il pagamento', en: 'An error occurred during the payment' },
  retry: { it: 'Puoi riprovare con la stessa carta.', en: 'You can try again with the same card.' },
  otherCard: { it: "Usa un'altra carta.", en: 'Please use another card.' },
} as const;

export interface CardErrorView {
  title: string;
  message: string;
  /** Whether trying the same card again makes sense. */
  canRetry: boolean;
  hint: string;
}

/** The guest-facing view of a provider error (code, decline code, provider message). */
export function describeCardError(e: { code: string; declineCode: string | null; message?: string | null }, locale: CardLocale): CardErrorView {
  const hint = (canRetry: boolean) => (canRetry ? text.retry[locale] : text.otherCard[locale]);
  if (e.code === 'authentication_required') {
    return { title: text.authTitle[locale], message: text.authMessage[locale], canRetry: false, hint: hint(false) };
  }
  if (e.code === 'payment_intent_authentication_failure') {
    return { title: text.authTitle[locale], message: text.authFailed[locale], canRetry: false, hint: hint(false) };
  }
  const decline = e.declineCode ?? (e.code in declineMessages ? e.code : null);
  if (e.code === 'card_declined' || decline) {
    const canRetry = decline !== null && RETRYABLE_DECLINE_CODES.has(decline);
    const known = decline ? declineMessages[decline]?.[locale] : undefined;
    const message = known ?? (locale === 'en' && e.message ? e.message : text.declinedFallback[locale]);
    return { title: text.declinedTitle[locale], message, canRetry, hint: hint(canRetry) };
  }
  return { title: text.errorTitle[locale], message: text.errorMessage[locale], canRetry: true, hint: hint(true) };
}

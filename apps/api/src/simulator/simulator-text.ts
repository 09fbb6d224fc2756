/** The hosted payment page's words, in Italian (default) and English. */
export type PageLocale = 'it' | 'en';

export const pageText = {
  estate: { it: 'Tenuta · Azienda agricola di famiglia dal 1963', en: 'Tenuta · Family estate since 1963' },
  title: { it: 'Pagamento sicuro', en: 'Secure payment' },
  amountLabel: { it: 'Totale da pagare ora', en: 'Total to pay now' },
  cardNumber: { it: 'Numero della carta', en: 'Card number' },
  expiry: { it: 'Scadenza (MM/AA)', en: 'Expiry (MM/YY)' },
  cvc: { it: 'CVC', en: 'CVC' },
  name: { it: "Nome dell'intestatario", en: 'Name on card' },
  pay: { it: 'Paga', en: 'Pay' },
  cancel: { it: 'Annulla e torna al sito', en: 'Cancel and return to the site' },
  testMode: { it: 'Modalità di prova: nessun addebito reale', en: 'Test mode: no real charge' },
  demoBanner: {
    it: 'Sito dimostrativo: questo pagamento è simulato. Nessuna carta viene addebitata e nessun denaro arriva alla Tenuta.',
    en: 'Demo site: this payment is simulated. No card is charged and no money reaches the estate.',
  },
  testIntro: {
    it: 'Usa una scadenza futura, un CVC qualsiasi e una di queste carte di prova:',
    en: 'Use any future expiry, any CVC and one of these test cards:',
  },
  expiredTitle: { it: 'Sessione di pagamento scaduta', en: 'Payment session expired' },
  expiredBody: {
    it: 'Il tempo per completare il pagamento è scaduto e non è stato addebitato nulla. Il tuo carrello è salvato: torna al sito per riprovare.',
    en: 'The time to complete the payment has run out and nothing was charged. Your cart is saved: go back to the site to try again.',
  },
  back: { it: 'Torna al sito', en: 'Back to the site' },
  paidTitle: { it: 'Pagamento già completato', en: 'Payment already completed' },
  paidBody: { it: 'Questo pagamento è già stato ricevuto.', en: 'This payment has already been received.' },
  continue: { it: 'Vai alla conferma', en: 'Go to the confirmation' },
  notFoundTitle: { it: 'Sessione di pagamento non trovata', en: 'Payment session not found' },
  challengeTitle: { it: 'Verifica 3D Secure', en: '3D Secure verification' },
  challengeBody: {
    it: 'La tua banca chiede di confermare questo pagamento. In modalità di prova puoi approvarlo o farlo fallire.',
    en: 'Your bank asks you to confirm this payment. In test mode you can approve it or make it fail.',
  },
  approve: { it: 'Approva', en: 'Approve' },
  fail: { it: 'Fallisci', en: 'Fail' },
  approvedTitle: { it: 'Pagamento autorizzato', en: 'Payment authorised' },
  failedTitle: { it: 'Autenticazione non riuscita', en: 'Authentication failed' },
  receiptTitle: { it: 'Ricevuta di pagamento (prova)', en: 'Payment receipt (test)' },
} as const;

export const cardLabels: Record<string, { it: string; en: string }> = {
  '4242424242424242': { it: 'pagamento riuscito', en: 'payment succeeds' },
  '4000002760003184': { it: 'richiede 3D Secure', en: 'requires 3D Secure' },
  '4000000000000002': { it: 'rifiutata (generic_decline)', en: 'declined (generic_decline)' },
  '4000000000009995': { it: 'fondi insufficienti', en: 'insufficient funds' },
  '4000000000009987': { it: 'carta smarrita', en: 'lost card' },
  '4000000000009979': { it: 'carta rubata', en: 'stolen card' },
  '4000000000000069': { it: 'carta scaduta', en: 'expired card' },
  '4000000000000127': { it: 'CVC errato', en: 'incorrect CVC' },
  '4000000000000119': { it: 'errore di elaborazione', en: 'processing error' },
};

export const formatAmount = (cents: number, currency: string, locale: PageLocale) =>
  new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

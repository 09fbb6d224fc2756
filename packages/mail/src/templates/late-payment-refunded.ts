import { type BookingDetails, formatDateTime, formatMoney, formatPeople } from '@tenuta/booking';
import { html } from '../html.ts';
import { button, contactsBlock, detailCard, type DetailRow, guestMail, heading, paragraph, signOff, staffNotice, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings, type Locale } from '../strings.ts';

/** Why the booking no longer stood when its card payment completed. */
export type LatePaymentCause = 'unpaid' | 'cancelled';

export interface LatePaymentRefundInput {
  locale: Locale;
  booking: BookingDetails;
  amountCents: number;
  cause: LatePaymentCause;
  paymentIntentId: string;
  /** Where the guest can choose another date. */
  bookAgainUrl: string;
  /**
   * The refund as the ledger records it when the e-mail is written: 'succeeded' only once the
   * provider said so; before its answer (or while it processes) 'pending'; refused or canceled
   * 'failed'. The guest hears "refunded" only when it is true. Default: succeeded.
   */
  refundStatus?: 'succeeded' | 'pending' | 'failed';
}

const guest = {
  it: {
    subject: (n: string) => `Pagamento rimborsato: la prenotazione ${n} non era più attiva`,
    title: 'Abbiamo rimborsato il tuo pagamento',
    cause: {
      unpaid:
        'il pagamento con carta si è completato solo dopo che la prenotazione era stata annullata, perché non risultava pagata entro 30 minuti. I posti erano già stati rimessi a disposizione.',
      cancelled: 'il pagamento con carta si è completato dopo che la prenotazione era già stata annullata.',
    },
    refund: (amount: string) =>
      `Per questo abbiamo rimborsato l’intero importo di ${amount} sulla carta usata. L’accredito dipende dalla tua banca e richiede di solito da 5 a 10 giorni lavorativi.`,
    pendingSubject: (n: string) => `Rimborso avviato: la prenotazione ${n} non era più attiva`,
    pendingTitle: 'Abbiamo avviato il rimborso del tuo pagamento',
    pendingRefund: (amount: string) =>
      `Per questo abbiamo avviato il rimborso dell’intero importo di ${amount} sulla carta usata; il circuito della carta lo sta ancora elaborando. L’accredito dipende dalla tua banca e richiede di solito da 5 a 10 giorni lavorativi.`,
    pendingRow: 'Importo in rimborso',
    again: 'Se desideri ancora venire alla Tenuta, scegli una nuova data: saremo felici di accoglierti.',
    booking: 'Prenotazione',
    experience: 'Esperienza',
    when: 'Data',
    people: 'Partecipanti',
    refunded: 'Importo rimborsato',
    bookAgain: 'Scegli una nuova data',
  },
  en: {
    subject: (n: string) => `Payment refunded: booking ${n} was no longer active`,
    title: 'We have refunded your payment',
    cause: {
      unpaid: 'your card payment completed only after the booking had been cancelled because it was not paid within 30 minutes. Its places had already been released.',
      cancelled: 'your card payment completed after the booking had already been cancelled.',
    },
    refund: (amount: string) =>
      `We have therefore refunded the full amount of ${amount} to the card you used. When it shows up depends on your bank; it usually takes 5 to 10 working days.`,
    pendingSubject: (n: string) => `Refund started: booking ${n} was no longer active`,
    pendingTitle: 'We have started the refund of your payment',
    pendingRefund: (amount: string) =>
      `We have therefore started the refund of the full amount of ${amount} to the card you used; the card network is still processing it. When it shows up depends on your bank; it usually takes 5 to 10 working days.`,
    pendingRow: 'Amount being refunded',
    again: 'If you would still like to visit Tenuta, choose a new date: we would be glad to welcome you.',
    booking: 'Booking',
    experience: 'Experience',
    when: 'Date',
    people: 'Guests',
    refunded: 'Amount refunded',
    bookAgain: 'Choose a new date',
  },
} as const;

/** Refunded (the provider said so), or only started: before its answer, still processing, or refused (staff take over). */
const isRefunded = (input: LatePaymentRefundInput) => (input.refundStatus ?? 'succeeded') === 'succeeded';

function bookingRows(input: LatePaymentRefundInput, s: (typeof guest)[Locale]): [string, string][] {
  const { booking: b, locale } = input;
  return [
    [s.booking, b.bookingNumber],
    [s.experience, b.title[locale]],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [isRefunded(input) ? s.refunded : s.pendingRow, formatMoney(input.amountCents, locale)],
  ];
}

/**
 * To the guest whose card payment completed after the booking had been cancelled: refunded in
 * full, worded by the refund's recorded status ("refunded" only once the provider said so, else
 * "we have started the refund").
 */
export function latePaymentRefundedEmail(input: LatePaymentRefundInput): RenderedMail {
  const { locale } = input;
  const s = guest[locale];
  const amount = formatMoney(input.amountCents, locale);
  const rows = bookingRows(input, s);
  const greeting = guestStrings[locale].greeting(input.booking.customerName);
  const done = isRefunded(input);
  const title = done ? s.title : s.pendingTitle;
  const refund = done ? s.refund(amount) : s.pendingRefund(amount);
  const body = html`${heading(title)}
${paragraph(greeting)}
${paragraph(s.cause[input.cause])}
${paragraph(refund)}
${detailCard({ rows: rows as DetailRow[] })}
${paragraph(s.again)}
${button(input.bookAgainUrl, s.bookAgain)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [title, '', greeting, s.cause[input.cause], '', refund, '', textRows(rows), '', s.again, `${s.bookAgain}: ${input.bookAgainUrl}`, ''];
  const subject = done ? s.subject(input.booking.bookingNumber) : s.pendingSubject(input.booking.bookingNumber);
  return guestMail({ locale, subject, preheader: refund, body, text });
}

const staff = {
  it: {
    subject: (amount: string, n: string) => `Rimborso automatico di ${amount}: pagamento arrivato dopo l’annullamento di ${n}`,
    title: 'Rimborso automatico',
    body: 'Un pagamento con carta si è completato dopo che la prenotazione era stata annullata: il sistema ha rimborsato l’intero importo e ha avvisato il cliente via e-mail. La prenotazione resta annullata. Nessuna azione richiesta.',
    cause: { unpaid: 'non pagata entro 30 minuti', cancelled: 'annullata' },
    why: 'Annullamento',
    intent: 'Pagamento (PaymentIntent)',
    customer: 'Cliente',
    footer: 'Notifica automatica del sito di prenotazione.',
    pendingSubject: (amount: string, n: string) => `Rimborso automatico di ${amount} in corso: pagamento arrivato dopo l’annullamento di ${n}`,
    pendingBody:
      'Un pagamento con carta si è completato dopo che la prenotazione era stata annullata: il sistema ha chiesto il rimborso dell’intero importo, che il gestore dei pagamenti non ha ancora confermato (stato: in corso); il sistema ne segue l’esito. Il cliente è stato avvisato che il rimborso è avviato. La prenotazione resta annullata.',
    failedSubject: (amount: string, n: string) => `AZIONE RICHIESTA: rimborso automatico di ${amount} non riuscito (${n})`,
    failedBody:
      'Un pagamento con carta si è completato dopo che la prenotazione era stata annullata, ma il gestore dei pagamenti ha rifiutato o annullato il rimborso automatico: il cliente NON è stato rimborsato. Rimborsa l’importo dal pannello del gestore dei pagamenti e contatta il cliente.',
  },
  en: {
    subject: (amount: string, n: string) => `Automatic refund of ${amount}: payment arrived after ${n} was cancelled`,
    title: 'Automatic refund',
    body: 'A card payment completed after its booking had been cancelled: the system refunded the full amount and told the guest by e-mail. The booking stays cancelled. No action needed.',
    cause: { unpaid: 'not paid within 30 minutes', cancelled: 'cancelled' },
    why: 'Cancellation',
    intent: 'Payment (PaymentIntent)',
    customer: 'Guest',
    footer: 'Automatic notice from the booking website.',
    pendingSubject: (amount: string, n: string) => `Automatic refund of ${amount} under way: payment arrived after ${n} was cancelled`,
    pendingBody:
      'A card payment completed after its booking had been cancelled: the system asked for a refund of the full amount, which the payment provider has not confirmed yet (status: pending); the system follows it up. The guest was told the refund has started. The booking stays cancelled.',
    failedSubject: (amount: string, n: string) => `ACTION NEEDED: automatic refund of ${amount} failed (${n})`,
    failedBody:
      'A card payment completed after its booking had been cancelled, but the payment provider refused or canceled the automatic refund: the guest has NOT been refunded. Refund the amount from the payment provider’s dashboard and contact the guest.',
  },
} as const;

/** To the estate: the same refund, with the references staff need to look it up, worded by its recorded status (failed: action needed). */
export function staffLatePaymentRefundedEmail(input: LatePaymentRefundInput): RenderedMail {
  const { locale, booking: b } = input;
  const s = staff[locale];
  const amount = formatMoney(input.amountCents, locale);
  const who = [b.customerName, b.customerEmail].filter(Boolean).join(' · ');
  const rows: [string, string][] = [
    ...bookingRows(input, guest[locale]),
    [s.why, s.cause[input.cause]],
    [s.intent, input.paymentIntentId],
    ...(who ? [[s.customer, who] as [string, string]] : []),
  ];
  const status = input.refundStatus ?? 'succeeded';
  const subject =
    status === 'failed' ? s.failedSubject(amount, b.bookingNumber) : status === 'pending' ? s.pendingSubject(amount, b.bookingNumber) : s.subject(amount, b.bookingNumber);
  const body = status === 'failed' ? s.failedBody : status === 'pending' ? s.pendingBody : s.body;
  return staffNotice({ locale, subject, title: s.title, body, rows, footer: s.footer, replyTo: b.customerEmail });
}

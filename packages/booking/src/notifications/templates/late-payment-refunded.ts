import { formatDateTime, formatMoney, formatPeople } from '../format.ts';
import { html } from '../html.ts';
import { button, contactsBlock, detailCard, type DetailRow, guestMail, heading, paragraph, signOff, staffNotice, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import type { BookingDetails } from '../booking-details.ts';
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
}

const guest = {
  it: {
    subject: (n: string) => `Pagamento rimborsato: la prenotazione ${n} non era più attiva`,
    title: 'Abbiamo rimborsato il tuo pagamento',
    cause: {
      unpaid: 'il pagamento con carta si è completato solo dopo che la prenotazione era stata annullata, perché non risultava pagata entro 30 minuti. I posti erano già stati rimessi a disposizione.',
      cancelled: 'il pagamento con carta si è completato dopo che la prenotazione era già stata annullata.',
    },
    refund: (amount: string) => `Per questo abbiamo rimborsato l’intero importo di ${amount} sulla carta usata. L’accredito dipende dalla tua banca e richiede di solito da 5 a 10 giorni lavorativi.`,
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
    refund: (amount: string) => `We have therefore refunded the full amount of ${amount} to the card you used. When it shows up depends on your bank; it usually takes 5 to 10 working days.`,
    again: 'If you would still like to visit Tenuta, choose a new date: we would be glad to welcome you.',
    booking: 'Booking',
    experience: 'Experience',
    when: 'Date',
    people: 'Guests',
    refunded: 'Amount refunded',
    bookAgain: 'Choose a new date',
  },
} as const;

function bookingRows(input: LatePaymentRefundInput, s: (typeof guest)[Locale]): [string, string][] {
  const { booking: b, locale } = input;
  return [
    [s.booking, b.bookingNumber],
    [s.experience, b.title[locale]],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.refunded, formatMoney(input.amountCents, locale)],
  ];
}

/** To the guest whose card payment completed after the booking had been cancelled: refunded in full. */
export function latePaymentRefundedEmail(input: LatePaymentRefundInput): RenderedMail {
  const { locale } = input;
  const s = guest[locale];
  const amount = formatMoney(input.amountCents, locale);
  const rows = bookingRows(input, s);
  const greeting = guestStrings[locale].greeting(input.booking.customerName);
  const body = html`${heading(s.title)}
${paragraph(greeting)}
${paragraph(s.cause[input.cause])}
${paragraph(s.refund(amount))}
${detailCard({ rows: rows as DetailRow[] })}
${paragraph(s.again)}
${button(input.bookAgainUrl, s.bookAgain)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [s.title, '', greeting, s.cause[input.cause], '', s.refund(amount), '', textRows(rows), '', s.again, `${s.bookAgain}: ${input.bookAgainUrl}`, ''];
  return guestMail({ locale, subject: s.subject(input.booking.bookingNumber), preheader: s.refund(amount), body, text });
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
  },
} as const;

/** To the estate: the same refund, with the references staff need to look it up. */
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
  return staffNotice({ locale, subject: s.subject(amount, b.bookingNumber), title: s.title, body: s.body, rows, footer: s.footer, replyTo: b.customerEmail });
}

import { type BookingDetails, formatDateTime, formatMoney, formatPeople, formatTourLanguage, loadBookingDetails } from '@tenuta/booking';
import type { Executor } from '@tenuta/core';
import { html } from '../html.ts';
import { button, contactsBlock, detailCard, type DetailRow, guestMail, heading, muted, paragraph, signOff, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings, type Locale } from '../strings.ts';

export interface BookingPaymentLinkInput {
  locale: Locale;
  booking: BookingDetails;
  /** The checkout's payment page. */
  paymentUrl: string;
  amountCents: number;
  expiresAt: Date;
  /** booking: the seats wait for this payment; balance: what a larger party adds (else paid at the estate). */
  purpose: 'booking' | 'balance';
}

const strings = {
  it: {
    subject: (n: string) => `Completa il pagamento della prenotazione ${n}`,
    balanceSubject: (n: string, amount: string) => `Prenotazione ${n}: la differenza di ${amount} da pagare`,
    title: 'Il tuo posto ti aspetta',
    balanceTitle: 'La differenza della tua prenotazione',
    intro: (amount: string, until: string) =>
      `abbiamo riservato per te i posti qui sotto. Per confermare la prenotazione completa il pagamento di ${amount} entro ${until} (ora di Roma): fino ad allora i posti restano tenuti per te.`,
    balanceIntro: (amount: string, until: string) =>
      `i partecipanti della tua prenotazione sono cambiati. Puoi pagare ora la differenza di ${amount}, entro ${until} (ora di Roma); altrimenti la saldi in tenuta il giorno della visita.`,
    expiry: 'Se il pagamento non arriva entro quell’ora la prenotazione si annulla da sola, senza costi, e i posti tornano disponibili.',
    confirmation: 'Appena il pagamento è completato ricevi la conferma con il codice per l’accoglienza.',
    pay: 'Paga ora',
    secure: 'Il pagamento avviene sulla pagina sicura del nostro gestore dei pagamenti. Il link è personale: non inoltrarlo.',
    bookingNumber: 'Numero di prenotazione',
    when: 'Data e ora',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    amount: 'Da pagare',
    validUntil: 'Link valido fino a',
  },
  en: {
    subject: (n: string) => `Complete the payment for booking ${n}`,
    balanceSubject: (n: string, amount: string) => `Booking ${n}: the difference of ${amount} to pay`,
    title: 'Your places are waiting for you',
    balanceTitle: 'The difference on your booking',
    intro: (amount: string, until: string) =>
      `we have reserved the places below for you. To confirm the booking, please complete the payment of ${amount} by ${until} (Italian time): until then the places are held for you.`,
    balanceIntro: (amount: string, until: string) =>
      `the number of guests on your booking has changed. You can pay the difference of ${amount} now, by ${until} (Italian time); otherwise you settle it at the estate on the day of your visit.`,
    expiry: 'If the payment has not arrived by then, the booking is cancelled automatically, at no cost, and the places are released.',
    confirmation: 'As soon as the payment is complete you will receive the confirmation with the code for your arrival.',
    pay: 'Pay now',
    secure: 'You pay on the secure page of our payment provider. The link is personal: please do not forward it.',
    bookingNumber: 'Booking number',
    when: 'Date and time',
    people: 'Guests',
    tourLanguage: 'Tour language',
    amount: 'To pay',
    validUntil: 'Link valid until',
  },
} as const;

/**
 * To the guest staff booked for (or whose party grew): the checkout's payment page for the
 * booking, the amount and until when the link (and the places it holds) lasts, in their language.
 */
export function bookingPaymentLinkEmail(input: BookingPaymentLinkInput): RenderedMail {
  const { locale, booking: b } = input;
  const s = strings[locale];
  const amount = formatMoney(input.amountCents, locale);
  const until = formatDateTime(input.expiresAt, locale);
  const balance = input.purpose === 'balance';
  const rows: [string, string][] = [
    [s.bookingNumber, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.tourLanguage, formatTourLanguage(b.language, locale)],
    [s.amount, amount],
    [s.validUntil, until],
  ];
  const greeting = guestStrings[locale].greeting(b.customerName);
  const intro = balance ? s.balanceIntro(amount, until) : s.intro(amount, until);
  const title = balance ? s.balanceTitle : s.title;
  const body = html`${heading(title)}
${paragraph(greeting)}
${paragraph(intro)}
${detailCard({ title: b.title[locale], rows: rows as DetailRow[], action: button(input.paymentUrl, s.pay) })}
${balance ? '' : paragraph(s.expiry)}
${balance ? '' : paragraph(s.confirmation)}
${muted(s.secure)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [title, '', greeting, intro, '', b.title[locale], textRows(rows), `${s.pay}: ${input.paymentUrl}`, '', ...(balance ? [] : [s.expiry, s.confirmation]), s.secure, ''];
  const subject = balance ? s.balanceSubject(b.bookingNumber, amount) : s.subject(b.bookingNumber);
  return guestMail({ locale, subject, preheader: intro, body, text });
}

/** The row's payload read back: the booking (still waiting for money), the page, the amount and the expiry. */
export async function loadPaymentLinkInput(db: Executor, payload: unknown, locale: Locale, fail: (message: string) => never): Promise<BookingPaymentLinkInput> {
  const p = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const bookingId = Number(p.booking_id);
  const paymentUrl = typeof p.payment_url === 'string' && /^https?:\/\//.test(p.payment_url) ? p.payment_url : null;
  const expiresAt = typeof p.expires_at === 'string' ? new Date(p.expires_at) : null;
  const amountCents = Number(p.amount_cents);
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0) fail('payload.booking_id must be a booking id');
  if (!paymentUrl) fail('payload.payment_url is missing (or was removed once sent)');
  if (!expiresAt || Number.isNaN(expiresAt.getTime())) fail('payload.expires_at must be an instant');
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) fail('payload.amount_cents must be a positive whole number of cents');
  const [booking] = await loadBookingDetails(db, [bookingId]);
  if (!booking) fail(`booking not found: ${bookingId}`);
  if (booking!.status === 'cancelled' || booking!.status === 'refunded') fail(`booking ${booking!.bookingNumber} was cancelled before its payment link was sent`);
  return { locale, booking: booking!, paymentUrl: paymentUrl!, amountCents, expiresAt: expiresAt!, purpose: p.purpose === 'balance' ? 'balance' : 'booking' };
}

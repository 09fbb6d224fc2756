import { type BookingDetails, formatDateTime, formatMoney, formatPeople, paidByAgency } from '@tenuta/booking';
import { html } from '../html.ts';
import { button, contactsBlock, detailCard, type DetailRow, guestMail, heading, paragraph, signOff, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings, type Locale } from '../strings.ts';

/** What a cancellation e-mail says about the money, decided when the booking was cancelled. */
export interface CancellationRefund {
  percent: number;
  amountCents: number;
  /** Of it, what went back to the gift vouchers that paid (at once); the rest goes to the card. */
  voucherCents?: number;
  /** Nothing was charged (wine paid on site, or an unpaid booking). */
  nothingCharged: boolean;
}

export interface BookingCancelledInput {
  locale: Locale;
  booking: BookingDetails;
  refund: CancellationRefund;
  /** Where the guest can book again (the experience's landing page). */
  bookAgainUrl: string;
  /** The estate cancelled it, not the guest. */
  byEstate?: boolean;
}

const strings = {
  it: {
    subject: (n: string) => `Prenotazione annullata ${n}`,
    title: 'La tua prenotazione è stata annullata',
    intro: 'come richiesto, abbiamo annullato la prenotazione qui sotto. I posti tornano disponibili per altri ospiti.',
    introByEstate: 'purtroppo abbiamo dovuto annullare la prenotazione qui sotto. Ci scusiamo per il disagio: per qualsiasi domanda rispondi a questa e-mail o chiamaci.',
    badge: 'Annullata',
    bookingNumber: 'Numero di prenotazione',
    when: 'Data e ora',
    people: 'Partecipanti',
    refund: 'Rimborso',
    refundText: (amount: string, percent: number) =>
      `Ti rimborsiamo ${amount} (il ${percent}% di quanto pagato) sulla carta usata per il pagamento. L’accredito dipende dalla tua banca e arriva di solito in 5–10 giorni lavorativi.`,
    refundRow: (amount: string, percent: number) => `${amount} (${percent}%), in 5–10 giorni lavorativi`,
    voucherText: (amount: string) => `${amount} tornano subito sul buono regalo usato per pagare: puoi spenderli per una nuova prenotazione.`,
    voucherOnlyRow: (amount: string, percent: number) => `${amount} (${percent}%), sul buono regalo`,
    cardRestText: (amount: string) => `Il resto, ${amount}, ti viene rimborsato sulla carta usata per il pagamento: l’accredito arriva di solito in 5–10 giorni lavorativi.`,
    noRefundText: 'In base alle condizioni di cancellazione in vigore, per questa cancellazione non è previsto un rimborso.',
    noRefundRow: 'Nessun rimborso',
    nothingChargedWine: 'Non ti è stato addebitato nulla: la degustazione si paga in cantina, quindi non devi nulla e non c’è nulla da rimborsare.',
    nothingCharged: 'Non ti è stato addebitato nulla, quindi non c’è nulla da rimborsare.',
    nothingChargedRow: 'Nessun addebito',
    agencyText: 'La prenotazione era stata fatta dalla tua agenzia: per eventuali rimborsi rivolgiti a loro.',
    agencyRow: 'Tramite la tua agenzia',
    again: 'Ci dispiace non vederti questa volta. Quando vuoi, scegli una nuova data: saremo felici di accoglierti.',
    bookAgain: 'Prenota una nuova data',
  },
  en: {
    subject: (n: string) => `Booking cancelled ${n}`,
    title: 'Your booking has been cancelled',
    intro: 'as you asked, we have cancelled the booking below. Its places are open again to other guests.',
    introByEstate: 'we are sorry to tell you that we have had to cancel the booking below. We apologise for the trouble: for any question, reply to this e-mail or call us.',
    badge: 'Cancelled',
    bookingNumber: 'Booking number',
    when: 'Date and time',
    people: 'Guests',
    refund: 'Refund',
    refundText: (amount: string, percent: number) =>
      `We are refunding ${amount} (${percent}% of what you paid) to the card you paid with. When it shows up depends on your bank; it usually takes 5–10 business days.`,
    refundRow: (amount: string, percent: number) => `${amount} (${percent}%), within 5–10 business days`,
    voucherText: (amount: string) => `${amount} go straight back onto the gift voucher you paid with: you can spend it on a new booking.`,
    voucherOnlyRow: (amount: string, percent: number) => `${amount} (${percent}%), on your gift voucher`,
    cardRestText: (amount: string) => `The rest, ${amount}, is refunded to the card you paid with: it usually shows up within 5–10 business days.`,
    noRefundText: 'Under the cancellation terms in force, this cancellation carries no refund.',
    noRefundRow: 'No refund',
    nothingChargedWine: 'Nothing was charged: wine tastings are paid at the cellar, so you owe nothing and there is nothing to refund.',
    nothingCharged: 'Nothing was charged, so there is nothing to refund.',
    nothingChargedRow: 'Nothing charged',
    agencyText: 'Your agency made this booking: please ask them about any refund.',
    agencyRow: 'Through your agency',
    again: 'We are sorry not to see you this time. Whenever you like, choose a new date: we will be glad to welcome you.',
    bookAgain: 'Book a new date',
  },
} as const;

type Strings = (typeof strings)[Locale];

function moneyLines(s: Strings, input: BookingCancelledInput): { text: string; row: string } {
  const { refund, booking, locale } = input;
  // A reseller's order: what the agency paid (or owes) is between the agency and the estate.
  if (paidByAgency(booking)) return { text: s.agencyText, row: s.agencyRow };
  if (refund.nothingCharged) return { text: booking.category === 'WINE' ? s.nothingChargedWine : s.nothingCharged, row: s.nothingChargedRow };
  if (refund.amountCents === 0) return { text: s.noRefundText, row: s.noRefundRow };
  const amount = formatMoney(refund.amountCents, locale);
  // The gift voucher's part is back at once; only the rest goes to the card.
  const voucher = Math.min(refund.voucherCents ?? 0, refund.amountCents);
  if (voucher === refund.amountCents) return { text: s.voucherText(amount), row: s.voucherOnlyRow(amount, refund.percent) };
  const card = formatMoney(refund.amountCents - voucher, locale);
  const text = voucher > 0 ? `${s.voucherText(formatMoney(voucher, locale))} ${s.cardRestText(card)}` : s.refundText(amount, refund.percent);
  return { text, row: s.refundRow(amount, refund.percent) };
}

/** To the guest: what was cancelled, the refund and when it arrives (or that nothing was charged), and a way back. */
export function bookingCancelledEmail(input: BookingCancelledInput): RenderedMail {
  const { locale, booking: b } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const money = moneyLines(s, input);
  const intro = input.byEstate ? s.introByEstate : s.intro;
  const rows: [string, string][] = [
    [s.bookingNumber, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.refund, money.row],
  ];
  const subject = s.subject(b.bookingNumber);
  const body = html`${heading(s.title)}
${paragraph(g.greeting(b.customerName))}
${paragraph(intro)}
${detailCard({ title: b.title[locale], badge: s.badge, rows: rows as DetailRow[] })}
${paragraph(money.text)}
${paragraph(s.again)}
${button(input.bookAgainUrl, s.bookAgain)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [
    s.title,
    '',
    g.greeting(b.customerName),
    intro,
    '',
    `${b.title[locale]} · ${s.badge}`,
    textRows(rows),
    '',
    money.text,
    '',
    s.again,
    `${s.bookAgain}: ${input.bookAgainUrl}`,
    '',
  ];
  return guestMail({ locale, subject, preheader: money.text, body, text });
}

import { type BookingDetails, formatDateTime, formatMoney, formatPeople, formatShortDate, formatTime } from '@tenuta/booking';
import { html, safeHref } from '../html.ts';
import { button, colors, contactsBlock, detailCard, guestMail, heading, paragraph, signOff, subheading, textBullets, textRows, type DetailRow } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings, type Locale } from '../strings.ts';

export interface SlotCancelledInput {
  locale: Locale;
  booking: BookingDetails;
  /** Why the estate cancelled (staff's words, e.g. the weather). */
  reason: string;
  /** Given back to the card, in full. */
  refundCents: number;
  /** Paid at the estate: the team gives it back. */
  onSiteCents: number;
  /** Nothing was paid (wine paid on site, or an unpaid booking). */
  nothingCharged: boolean;
  /** The next free dates of the same experience for this party, soonest first (at most 5). */
  alternatives: readonly Date[];
  /** The experience's landing page, where the guest books a new date. */
  bookAgainUrl: string;
}

const strings = {
  it: {
    subject: (title: string, when: string, n: string) => `Annullata: ${title}, ${when} (${n})`,
    title: 'Abbiamo dovuto annullare la tua esperienza',
    intro: 'ci dispiace davvero: abbiamo dovuto annullare l’esperienza qui sotto. Non devi fare nulla, la prenotazione è già annullata.',
    badge: 'Annullata',
    bookingNumber: 'Numero di prenotazione',
    when: 'Data e ora',
    people: 'Partecipanti',
    reason: 'Motivo',
    refund: 'Rimborso',
    refundText: (amount: string) =>
      `Ti rimborsiamo per intero ${amount} sulla carta usata per il pagamento. L’accredito dipende dalla tua banca e arriva di solito in 5–10 giorni lavorativi.`,
    refundRow: (amount: string) => `${amount}, per intero`,
    onSiteText: (amount: string) => `Quanto hai pagato in tenuta (${amount}) ti viene restituito dal nostro staff: ti contatteremo noi.`,
    nothingChargedWine: 'Non ti è stato addebitato nulla: la degustazione si paga in cantina, quindi non devi nulla.',
    nothingCharged: 'Non ti è stato addebitato nulla, quindi non c’è nulla da rimborsare.',
    nothingChargedRow: 'Nessun addebito',
    againTitle: 'Le prossime date libere',
    againIntro: 'Ci farebbe piacere accoglierti in un altro giorno. Queste date hanno ancora posto per il tuo gruppo:',
    noAgain: 'Al momento non ci sono altre date con posto per il tuo gruppo: scrivici e troveremo insieme una soluzione.',
    bookAgain: 'Scegli una nuova data',
  },
  en: {
    subject: (title: string, when: string, n: string) => `Cancelled: ${title}, ${when} (${n})`,
    title: 'We have had to cancel your experience',
    intro: 'we are truly sorry: we have had to cancel the experience below. There is nothing you need to do, the booking is already cancelled.',
    badge: 'Cancelled',
    bookingNumber: 'Booking number',
    when: 'Date and time',
    people: 'Guests',
    reason: 'Reason',
    refund: 'Refund',
    refundText: (amount: string) => `We are refunding the full ${amount} to the card you paid with. When it shows up depends on your bank; it usually takes 5–10 business days.`,
    refundRow: (amount: string) => `${amount}, in full`,
    onSiteText: (amount: string) => `What you paid at the estate (${amount}) will be given back by our team: we will get in touch.`,
    nothingChargedWine: 'Nothing was charged: wine tastings are paid at the cellar, so you owe nothing.',
    nothingCharged: 'Nothing was charged, so there is nothing to refund.',
    nothingChargedRow: 'Nothing charged',
    againTitle: 'The next free dates',
    againIntro: 'We would love to welcome you on another day. These dates still have room for your group:',
    noAgain: 'Right now no other date has room for your group: write to us and we will find a solution together.',
    bookAgain: 'Choose a new date',
  },
} as const;

type Strings = (typeof strings)[Locale];

/** Each free date links to the experience's page, where it is booked like any other. */
const datesList = (dates: readonly string[], url: string) =>
  html`<ul style="margin:0 0 14px;padding-left:20px;font-size:15px;line-height:1.6;">${dates.map((d) => html`<li style="margin:0 0 6px;"><a href="${safeHref(url)}" style="color:${colors.wine};">${d}</a></li>`)}</ul>`;

function moneyLines(s: Strings, input: SlotCancelledInput): { text: string[]; row: string } {
  const { locale, booking } = input;
  if (input.nothingCharged) return { text: [booking.category === 'WINE' ? s.nothingChargedWine : s.nothingCharged], row: s.nothingChargedRow };
  const text: string[] = [];
  if (input.refundCents > 0) text.push(s.refundText(formatMoney(input.refundCents, locale)));
  if (input.onSiteCents > 0) text.push(s.onSiteText(formatMoney(input.onSiteCents, locale)));
  return { text, row: s.refundRow(formatMoney(input.refundCents + input.onSiteCents, locale)) };
}

/**
 * To each guest of a slot the estate cancelled (weather…): what was
 * cancelled and why, the full refund, and the next free dates of the same
 * experience for their group, with the way to book one.
 */
export function slotCancelledEmail(input: SlotCancelledInput): RenderedMail {
  const { locale, booking: b } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const money = moneyLines(s, input);
  const rows: [string, string][] = [
    [s.bookingNumber, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.reason, input.reason],
    [s.refund, money.row],
  ];
  const dates = input.alternatives.map((d) => formatDateTime(d, locale));
  const subject = s.subject(b.title[locale], `${formatShortDate(b.startsAt, locale)} ${formatTime(b.startsAt, locale)}`, b.bookingNumber);
  const body = html`${heading(s.title)}
${paragraph(g.greeting(b.customerName))}
${paragraph(s.intro)}
${detailCard({ title: b.title[locale], badge: s.badge, rows: rows as DetailRow[] })}
${money.text.map((t) => paragraph(t))}
${subheading(s.againTitle)}
${dates.length > 0 ? html`${paragraph(s.againIntro)}${datesList(dates, input.bookAgainUrl)}` : paragraph(s.noAgain)}
${button(input.bookAgainUrl, s.bookAgain)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [
    s.title,
    '',
    g.greeting(b.customerName),
    s.intro,
    '',
    `${b.title[locale]} · ${s.badge}`,
    textRows(rows),
    '',
    ...money.text,
    '',
    s.againTitle.toUpperCase(),
    ...(dates.length > 0 ? [s.againIntro, textBullets(dates)] : [s.noAgain]),
    `${s.bookAgain}: ${input.bookAgainUrl}`,
    '',
  ];
  return guestMail({ locale, subject, preheader: `${s.reason}: ${input.reason}`, body, text });
}

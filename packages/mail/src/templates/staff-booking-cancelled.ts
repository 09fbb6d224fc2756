import { type BookingDetails, formatDateTime, formatMoney, formatPeople, formatShortDate, formatTime, isPaidNow, type LinePayer } from '@tenuta/booking';
import { html } from '../html.ts';
import { detailCard, emailLayout, heading, muted, paragraph, textRows, type DetailRow } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import type { Locale } from '../strings.ts';
import type { CancellationRefund } from './booking-cancelled.ts';

export interface StaffBookingCancelledInput {
  locale: Locale;
  booking: BookingDetails;
  refund: CancellationRefund;
  /** The guest's words. */
  reason: string | null;
}

const strings = {
  it: {
    subject: (n: string, what: string) => `Prenotazione annullata ${n}: ${what}`,
    title: 'Prenotazione annullata dal cliente',
    intro: (people: string) => `Il cliente ha annullato dal link “Gestisci la prenotazione”. I posti tornano liberi: ${people}. Il cliente ha ricevuto la conferma via e-mail.`,
    titleAgency: "Prenotazione annullata dall'agenzia",
    introAgency: (agency: string, ref: string | null, people: string) =>
      `L'agenzia ${agency}${ref ? ` (riferimento ${ref})` : ''} ha annullato la prenotazione. I posti tornano liberi: ${people}.`,
    agencyOnAccount: "A carico dell'agenzia (in conto)",
    agencyCard: "Pagata dall'agenzia con carta",
    number: 'Numero',
    when: 'Data e ora',
    people: 'Partecipanti',
    guest: 'Cliente',
    phone: 'Telefono',
    reason: 'Motivo indicato',
    refund: 'Rimborso',
    refundValue: (amount: string, percent: number) => `${amount} (${percent}%), avviato automaticamente sulla carta`,
    noRefund: (percent: number) => `Nessuno (${percent}% secondo le condizioni)`,
    nothingCharged: 'Nessun addebito: nulla da rimborsare',
    wasPaid: 'Era pagata',
    paidCard: 'Online con carta',
    onSite: 'In loco (non ancora incassata)',
    unpaid: 'Non pagata',
    unknown: 'non indicato',
    footer: 'Notifica automatica del sito di prenotazione.',
  },
  en: {
    subject: (n: string, what: string) => `Booking cancelled ${n}: ${what}`,
    title: 'Booking cancelled by the guest',
    intro: (people: string) => `The guest cancelled through the “Manage my booking” link. Places free again: ${people}. The guest has been sent a confirmation e-mail.`,
    titleAgency: 'Booking cancelled by the agency',
    introAgency: (agency: string, ref: string | null, people: string) =>
      `The agency ${agency}${ref ? ` (reference ${ref})` : ''} cancelled the booking. Places free again: ${people}.`,
    agencyOnAccount: 'Paid by the agency (on account)',
    agencyCard: 'Paid by the agency by card',
    number: 'Number',
    when: 'Date and time',
    people: 'Guests',
    guest: 'Guest',
    phone: 'Phone',
    reason: 'Reason given',
    refund: 'Refund',
    refundValue: (amount: string, percent: number) => `${amount} (${percent}%), sent back to the card automatically`,
    noRefund: (percent: number) => `None (${percent}% under the terms)`,
    nothingCharged: 'Nothing charged: nothing to refund',
    wasPaid: 'Payment',
    paidCard: 'Online by card',
    onSite: 'On site (not collected yet)',
    unpaid: 'Not paid',
    unknown: 'not given',
    footer: 'Automatic notice from the booking website.',
  },
} as const;

/** To the estate: which booking, the seats freed, who and why, and what goes back to the card. */
export function staffBookingCancelledEmail(input: StaffBookingCancelledInput): RenderedMail {
  const { locale, booking: b, refund } = input;
  const s = strings[locale];
  const people = formatPeople(b.adults, b.children, locale);
  const refundText = refund.nothingCharged
    ? s.nothingCharged
    : refund.amountCents > 0
      ? s.refundValue(formatMoney(refund.amountCents, locale), refund.percent)
      : s.noRefund(refund.percent);
  const who = [b.customerName, b.customerEmail].filter(Boolean).join(' · ') || s.unknown;
  // An agency's booking is the agency's to cancel (the guest has no link), and the agency pays what it ordered.
  const c = b.channel;
  const agency = c && (c.kind === 'reseller' || c.kind === 'octo') && c.partner ? c.partner.name : null;
  const title = agency ? s.titleAgency : s.title;
  const intro = agency ? s.introAgency(agency, c?.reference ?? null, people) : s.intro(people);
  const paidBy: Partial<Record<LinePayer, string>> = { agency_on_account: s.agencyOnAccount, agency_card: s.agencyCard };
  const wasPaid = (c && paidBy[c.payer]) ?? (isPaidNow(b) || b.paymentStatus === 'refunded' ? s.paidCard : b.paymentStatus === 'unpaid' ? s.unpaid : s.onSite);
  const rows: [string, string][] = [
    [s.number, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, people],
    [s.guest, who],
    [s.phone, b.customerPhone ?? s.unknown],
    [s.reason, input.reason?.trim() || s.unknown],
    [s.wasPaid, wasPaid],
    [s.refund, refundText],
  ];
  const subject = s.subject(b.bookingNumber, `${b.title[locale]}, ${formatShortDate(b.startsAt, locale)} ${formatTime(b.startsAt, locale)}`);
  const body = html`${heading(title)}
${paragraph(intro)}
${detailCard({ title: b.title[locale], rows: rows as DetailRow[] })}
${muted(s.footer)}`;
  return {
    subject,
    text: [title, '', intro, '', b.title[locale], textRows(rows)].join('\n'),
    html: emailLayout({ locale, title: subject, preheader: intro, body, footerNote: s.footer }),
    language: locale,
    ...(b.customerEmail ? { replyTo: b.customerEmail } : {}),
    attachments: [],
  };
}

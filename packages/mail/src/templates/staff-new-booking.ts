import { type BookingDetails, formatDateTime, formatMoney, formatPeople, formatShortDate, formatTime, formatTourLanguage, dueOnSiteCents, isPaidNow } from '@tenuta/booking';
import { html } from '../html.ts';
import { detailCard, emailLayout, heading, muted, paragraph, subheading, summaryBand, textRows, textSection, type DetailRow } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import type { Locale } from '../strings.ts';

const strings = {
  it: {
    subject: (first: string, what: string, n: number) => (n === 1 ? `Nuova prenotazione ${first}: ${what}` : `${n} nuove prenotazioni da ${what}`),
    title: (n: number) => (n === 1 ? 'Nuova prenotazione' : `${n} nuove prenotazioni`),
    intro: 'È arrivata una prenotazione dal sito. Il cliente ha ricevuto la conferma con il file per il calendario.',
    guest: 'Cliente',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono',
    emailLanguage: 'Lingua delle e-mail',
    number: 'Numero',
    when: 'Data e ora',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    vip: 'Upgrade VIP',
    yes: 'Sì',
    discount: 'Sconto',
    total: 'Totale',
    payment: 'Pagamento',
    paidCard: 'Pagato online con carta',
    voucher: 'Di cui con buono regalo',
    onSite: 'Da incassare in loco',
    paidNow: 'Incassato online',
    toCollect: 'Da incassare in loco',
    checkout: 'Sessione di checkout',
    unknown: 'non indicato',
    footer: 'Notifica automatica del sito di prenotazione.',
  },
  en: {
    subject: (first: string, what: string, n: number) => (n === 1 ? `New booking ${first}: ${what}` : `${n} new bookings from ${what}`),
    title: (n: number) => (n === 1 ? 'New booking' : `${n} new bookings`),
    intro: 'A booking came in from the website. The guest has received the confirmation with the calendar file.',
    guest: 'Guest',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    emailLanguage: 'E-mail language',
    number: 'Number',
    when: 'Date and time',
    people: 'Guests',
    tourLanguage: 'Tour language',
    vip: 'VIP upgrade',
    yes: 'Yes',
    discount: 'Discount',
    total: 'Total',
    payment: 'Payment',
    paidCard: 'Paid online by card',
    voucher: 'Of which by gift voucher',
    onSite: 'To collect on site',
    paidNow: 'Collected online',
    toCollect: 'To collect on site',
    checkout: 'Checkout session',
    unknown: 'not given',
    footer: 'Automatic notice from the booking website.',
  },
} as const;

export interface StaffNewBookingInput {
  locale: Locale;
  bookings: readonly BookingDetails[];
  checkoutSessionId: string | null;
}

/** To the estate: who booked, what, when, and how it is paid. */
export function staffNewBookingEmail(input: StaffNewBookingInput): RenderedMail {
  const { locale, bookings } = input;
  const s = strings[locale];
  const first = bookings[0];
  if (!first) throw new Error('A booking notice needs at least one booking');
  const guestRows: [string, string][] = [
    [s.name, first.customerName ?? s.unknown],
    [s.email, first.customerEmail ?? s.unknown],
    [s.phone, first.customerPhone ?? s.unknown],
    [s.emailLanguage, formatTourLanguage(first.locale, locale)],
  ];
  const rowsOf = (b: BookingDetails): [string, string][] => [
    [s.number, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.tourLanguage, formatTourLanguage(b.language, locale)],
    ...(b.vip ? [[s.vip, `${s.yes} (+${formatMoney(b.vipSupplementCents, locale)})`] as [string, string]] : []),
    ...(b.discountCents > 0 ? [[s.discount, `−${formatMoney(b.discountCents, locale)}`] as [string, string]] : []),
    [s.total, formatMoney(b.totalCents, locale)],
    [s.payment, isPaidNow(b) ? s.paidCard : s.onSite],
    ...((b.voucherPaidCents ?? 0) > 0 ? [[s.voucher, formatMoney(b.voucherPaidCents ?? 0, locale)] as [string, string]] : []),
  ];
  // A tasting paid in part by gift voucher: only the rest is collected on site.
  const paid = bookings.reduce((n, b) => n + (isPaidNow(b) ? b.totalCents : (b.voucherPaidCents ?? 0)), 0);
  const due = bookings.filter((b) => !isPaidNow(b)).reduce((n, b) => n + dueOnSiteCents(b), 0);
  const totals: [string, string][] = [
    ...(paid > 0 ? [[s.paidNow, formatMoney(paid, locale)] as [string, string]] : []),
    ...(due > 0 ? [[s.toCollect, formatMoney(due, locale)] as [string, string]] : []),
  ];
  const what =
    bookings.length === 1
      ? `${first.title[locale]}, ${formatShortDate(first.startsAt, locale)} ${formatTime(first.startsAt, locale)}`
      : (first.customerName ?? first.customerEmail ?? s.unknown);
  const subject = s.subject(first.bookingNumber, what, bookings.length);
  const ref = input.checkoutSessionId ? `${s.checkout}: ${input.checkoutSessionId}` : '';

  const body = html`${heading(s.title(bookings.length))}
${paragraph(s.intro)}
${subheading(s.guest)}
${detailCard({ rows: guestRows as DetailRow[] })}
${bookings.map((b) => detailCard({ title: b.title[locale], badge: isPaidNow(b) ? s.paidCard : s.onSite, rows: rowsOf(b) as DetailRow[] }))}
${summaryBand(totals as DetailRow[])}
${ref ? muted(ref) : ''}`;
  const text = [
    s.title(bookings.length),
    '',
    s.intro,
    '',
    textSection(s.guest, textRows(guestRows)),
    '',
    ...bookings.flatMap((b) => [b.title[locale], textRows(rowsOf(b)), '']),
    textRows(totals),
    ...(ref ? ['', ref] : []),
  ].join('\n');
  return {
    subject,
    text,
    html: emailLayout({ locale, title: subject, preheader: s.intro, body, footerNote: s.footer }),
    language: locale,
    ...(first.customerEmail ? { replyTo: first.customerEmail } : {}),
    attachments: [],
  };
}

import {
  type BookingChannel,
  type BookingDetails,
  dueOnSiteCents,
  formatDateTime,
  formatMoney,
  formatPeople,
  formatShortDate,
  formatTime,
  formatTourLanguage,
  isPaidNow,
  type LinePayer,
} from '@tenuta/booking';
import { html } from '../html.ts';
import { detailCard, emailLayout, heading, muted, paragraph, subheading, summaryBand, textRows, textSection, type DetailRow } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import type { Locale } from '../strings.ts';

type Referral = NonNullable<BookingChannel['referral']>;

const strings = {
  it: {
    subject: (first: string, what: string, n: number) => (n === 1 ? `Nuova prenotazione ${first}: ${what}` : `${n} nuove prenotazioni da ${what}`),
    title: (n: number) => (n === 1 ? 'Nuova prenotazione' : `${n} nuove prenotazioni`),
    intro: 'È arrivata una prenotazione dal sito. Il cliente ha ricevuto la conferma con il file per il calendario.',
    introOrder: (agency: string, ref: string | null, octo: boolean) =>
      `Ordine dell'agenzia ${agency}${ref ? ` (riferimento ${ref})` : ''} ${octo ? 'dal suo sistema (API OCTO)' : "dall'area partner"}. Ciò che paga l'agenzia non si incassa dal cliente: in loco si incassa solo quanto indicato qui sotto.`,
    introReferred: (partner: string, how: string) =>
      `È arrivata una prenotazione dal sito, inviata da ${partner} (${how}). Il cliente ha ricevuto la conferma con il file per il calendario.`,
    byCode: (code: string | null) => (code ? `codice ${code}` : 'un suo codice'),
    byLink: (label: string | null) => (label ? `link «${label}»` : 'un suo link'),
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
    net: 'Netto agenzia',
    payers: {
      guest_online: 'Pagato online con carta',
      guest_on_site: 'Da incassare in loco',
      agency_on_account: "A carico dell'agenzia (in conto)",
      agency_card: "Pagato dall'agenzia con carta",
    } satisfies Record<LinePayer, string>,
    voucher: 'Di cui con buono regalo',
    paidNow: 'Incassato online',
    byAgency: "A carico dell'agenzia (netto)",
    toCollect: 'Da incassare in loco',
    nothing: 'nulla',
    checkout: 'Sessione di checkout',
    unknown: 'non indicato',
    footer: 'Notifica automatica del sito di prenotazione.',
  },
  en: {
    subject: (first: string, what: string, n: number) => (n === 1 ? `New booking ${first}: ${what}` : `${n} new bookings from ${what}`),
    title: (n: number) => (n === 1 ? 'New booking' : `${n} new bookings`),
    intro: 'A booking came in from the website. The guest has received the confirmation with the calendar file.',
    introOrder: (agency: string, ref: string | null, octo: boolean) =>
      `An order from the agency ${agency}${ref ? ` (reference ${ref})` : ''} ${octo ? 'through its own system (OCTO API)' : 'in the partner area'}. What the agency pays is not collected from the guest: on site, collect only what is shown below.`,
    introReferred: (partner: string, how: string) =>
      `A booking came in from the website, sent by ${partner} (${how}). The guest has received the confirmation with the calendar file.`,
    byCode: (code: string | null) => (code ? `code ${code}` : 'one of its codes'),
    byLink: (label: string | null) => (label ? `link “${label}”` : 'one of its links'),
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
    net: 'Agency net',
    payers: {
      guest_online: 'Paid online by card',
      guest_on_site: 'To collect on site',
      agency_on_account: 'Paid by the agency (on account)',
      agency_card: 'Paid by the agency by card',
    } satisfies Record<LinePayer, string>,
    voucher: 'Of which by gift voucher',
    paidNow: 'Collected online',
    byAgency: 'Paid by the agency (net)',
    toCollect: 'To collect on site',
    nothing: 'nothing',
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

/** Who pays the line: the booking engine's channel, or (a document built by hand) card now or at the estate. */
const payerOf = (b: BookingDetails): LinePayer => b.channel?.payer ?? (isPaidNow(b) ? 'guest_online' : 'guest_on_site');
const byAgency = (p: LinePayer) => p === 'agency_on_account' || p === 'agency_card';

/**
 * To the estate: who booked, what, when, and who pays each line. A reseller's order names the
 * agency and its reference; what the agency pays is never "to collect on site", so the desk
 * collects from the guest only what is really theirs to pay (a tasting at retail).
 */
export function staffNewBookingEmail(input: StaffNewBookingInput): RenderedMail {
  const { locale, bookings } = input;
  const s = strings[locale];
  const first = bookings[0];
  if (!first) throw new Error('A booking notice needs at least one booking');
  const channel = first.channel;
  const agency = channel && (channel.kind === 'reseller' || channel.kind === 'octo') && channel.partner ? channel.partner.name : null;
  const how = (r: Referral) => (r.source === 'link' ? s.byLink(r.linkLabel) : s.byCode(r.code));
  const intro = agency
    ? s.introOrder(agency, channel?.reference ?? null, channel?.kind === 'octo')
    : channel?.kind === 'referrer' && channel.partner && channel.referral
      ? s.introReferred(channel.partner.name, how(channel.referral))
      : s.intro;
  const guestRows: [string, string][] = [
    [s.name, first.customerName ?? s.unknown],
    [s.email, first.customerEmail ?? s.unknown],
    [s.phone, first.customerPhone ?? s.unknown],
    [s.emailLanguage, formatTourLanguage(first.locale, locale)],
  ];
  const rowsOf = (b: BookingDetails): [string, string][] => {
    const payer = payerOf(b);
    const net = b.channel?.netCents ?? null;
    return [
      [s.number, b.bookingNumber],
      [s.when, formatDateTime(b.startsAt, locale)],
      [s.people, formatPeople(b.adults, b.children, locale)],
      [s.tourLanguage, formatTourLanguage(b.language, locale)],
      ...(b.vip ? [[s.vip, `${s.yes} (+${formatMoney(b.vipSupplementCents, locale)})`] as [string, string]] : []),
      ...(b.discountCents > 0 ? [[s.discount, `−${formatMoney(b.discountCents, locale)}`] as [string, string]] : []),
      [s.total, formatMoney(b.totalCents, locale)],
      ...(byAgency(payer) && net !== null ? [[s.net, formatMoney(net, locale)] as [string, string]] : []),
      [s.payment, s.payers[payer]],
      ...((b.voucherPaidCents ?? 0) > 0 ? [[s.voucher, formatMoney(b.voucherPaidCents ?? 0, locale)] as [string, string]] : []),
    ];
  };
  // Online: what the guest paid by card (and a tasting's gift-voucher part); the agency's lines are its own.
  const paidOnline = (b: BookingDetails) => (isPaidNow(b) ? b.totalCents : (b.paidCents ?? 0));
  const paid = bookings.reduce((n, b) => n + (payerOf(b) === 'guest_online' ? paidOnline(b) : payerOf(b) === 'guest_on_site' ? (b.voucherPaidCents ?? 0) : 0), 0);
  const agencyNet = bookings.filter((b) => byAgency(payerOf(b))).reduce((n, b) => n + (b.channel?.netCents ?? 0), 0);
  const due = bookings.filter((b) => payerOf(b) === 'guest_on_site').reduce((n, b) => n + dueOnSiteCents({ ...b, paymentStatus: 'pay_on_site' }), 0);
  const totals: [string, string][] = [
    ...(paid > 0 ? [[s.paidNow, formatMoney(paid, locale)] as [string, string]] : []),
    ...(agencyNet > 0 ? [[s.byAgency, formatMoney(agencyNet, locale)] as [string, string]] : []),
    ...(due > 0 ? [[s.toCollect, formatMoney(due, locale)] as [string, string]] : agency ? [[s.toCollect, s.nothing] as [string, string]] : []),
  ];
  const what =
    bookings.length === 1
      ? `${first.title[locale]}, ${formatShortDate(first.startsAt, locale)} ${formatTime(first.startsAt, locale)}`
      : (agency ?? first.customerName ?? first.customerEmail ?? s.unknown);
  const subject = `${s.subject(first.bookingNumber, what, bookings.length)}${agency && bookings.length === 1 ? ` · ${agency}` : ''}`;
  const ref = input.checkoutSessionId ? `${s.checkout}: ${input.checkoutSessionId}` : '';

  const body = html`${heading(s.title(bookings.length))}
${paragraph(intro)}
${subheading(s.guest)}
${detailCard({ rows: guestRows as DetailRow[] })}
${bookings.map((b) => detailCard({ title: b.title[locale], badge: s.payers[payerOf(b)], rows: rowsOf(b) as DetailRow[] }))}
${summaryBand(totals as DetailRow[])}
${ref ? muted(ref) : ''}`;
  const text = [
    s.title(bookings.length),
    '',
    intro,
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
    html: emailLayout({ locale, title: subject, preheader: intro, body, footerNote: s.footer }),
    language: locale,
    ...(first.customerEmail ? { replyTo: first.customerEmail } : {}),
    attachments: [],
  };
}

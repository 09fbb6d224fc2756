import type { RefundPolicy } from '@tenuta/contracts';
import { bookingCalendar, type BookingDetails, dueOnSiteCents, formatDateTime, formatMoney, formatPeople, formatTourLanguage, isPaidNow, paidByAgency } from '@tenuta/booking';
import { html, type SafeHtml } from '../html.ts';
import {
  bulletList,
  button,
  colors,
  contactsBlock,
  detailCard,
  emailLayout,
  heading,
  muted,
  paragraph,
  policyTable,
  signOff,
  subheading,
  summaryBand,
  textBullets,
  textContacts,
  textPolicy,
  textRows,
  textSection,
  type DetailRow,
} from '../layout.ts';
import type { MailAttachment, RenderedMail } from '../mail.ts';
import { refundPolicyText } from '../refund-policy-lines.ts';
import { confirmationStrings, estate, guestStrings, type Locale } from '../strings.ts';

export interface ConfirmationBooking extends BookingDetails {
  /** `${PUBLIC_URL}/manage/{id}?token=...`; null when the checkout gave no token. */
  manageUrl: string | null;
  /** The QR code of the booking's signed check-in token (an inline PNG), shown at reception. */
  checkInQr?: (MailAttachment & { cid: string }) | null;
}

const checkInStrings = {
  it: {
    title: 'All’arrivo',
    note: (n: string) => `Mostra questo codice QR all’accoglienza. Senza codice basta il numero di prenotazione ${n}.`,
    text: (n: string) => `All’arrivo: mostra il codice QR di questa e-mail all’accoglienza, oppure di’ il numero di prenotazione ${n}.`,
    alt: (n: string) => `Codice QR per l’accoglienza, prenotazione ${n}`,
  },
  en: {
    title: 'When you arrive',
    note: (n: string) => `Show this QR code at reception. No code? Your booking number ${n} is enough.`,
    text: (n: string) => `When you arrive: show the QR code in this e-mail at reception, or give your booking number ${n}.`,
    alt: (n: string) => `Check-in QR code for booking ${n}`,
  },
} as const;

/** The QR code beside the words that say what it is for (and the number, for entering it by hand). */
function checkInBlock(b: ConfirmationBooking, locale: Locale): SafeHtml | '' {
  if (!b.checkInQr) return '';
  const s = checkInStrings[locale];
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:14px 0 4px;">
<tr><td style="padding:0 16px 0 0;vertical-align:middle;"><img src="cid:${b.checkInQr.cid}" width="132" height="132" alt="${s.alt(b.bookingNumber)}" style="display:block;width:132px;height:132px;border:0;"></td>
<td style="vertical-align:middle;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:${colors.ink};"><strong>${s.title}</strong><br>${s.note(b.bookingNumber)}</td></tr></table>`;
}

export interface BookingConfirmationInput {
  locale: Locale;
  guestName: string | null;
  bookings: readonly ConfirmationBooking[];
  policy: RefundPolicy;
  /**
   * A reseller's order, booked for the guest by this agency: the guest sees no amount of what the
   * agency paid or is invoiced (truffle items), only what is paid at the estate (wine), and is sent
   * to the agency for changes instead of the refund policy.
   */
  agency?: { name: string | null } | null;
}

function bookingRows(b: ConfirmationBooking, locale: Locale): [string, string][] {
  const s = confirmationStrings[locale];
  const rows: [string, string][] = [
    [s.bookingNumber, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.tourLanguage, formatTourLanguage(b.language, locale)],
  ];
  const agency = paidByAgency(b);
  if (b.vip) {
    const what = b.category === 'TRUFFLE' ? s.vipTruffle : s.vipWine;
    rows.push([s.vip, b.vipSupplementCents > 0 && !agency ? `${what} (+${formatMoney(b.vipSupplementCents, locale)})` : what]);
  }
  if (agency) {
    rows.push([s.payment, s.byAgency]);
    return rows;
  }
  if (b.discountCents > 0) rows.push([s.discount, `−${formatMoney(b.discountCents, locale)}`]);
  // A gift voucher's part is its own line; the card or the cellar has only the rest.
  const voucher = b.voucherPaidCents ?? 0;
  if (voucher > 0) rows.push([s.paidByVoucher, formatMoney(voucher, locale)]);
  if (isPaidNow(b)) {
    if (voucher === 0 || b.totalCents > voucher) rows.push([s.paidNow, formatMoney(b.totalCents - voucher, locale)]);
  } else rows.push([s.payOnSite, formatMoney(dueOnSiteCents(b), locale)]);
  return rows;
}

const badgeOf = (b: ConfirmationBooking, locale: Locale): string => {
  const s = confirmationStrings[locale];
  if (paidByAgency(b)) return s.statusConfirmed;
  return isPaidNow(b) ? s.statusPaid : s.statusOnSite;
};

/** The guest's confirmation: every booking of the checkout, what to bring, the policy, the manage links and an .ics. */
export function bookingConfirmationEmail(input: BookingConfirmationInput): RenderedMail {
  const { locale, bookings } = input;
  const s = confirmationStrings[locale];
  const g = guestStrings[locale];
  const first = bookings[0];
  if (!first) throw new Error('A confirmation needs at least one booking');
  const guestPays = bookings.filter((b) => !paidByAgency(b));
  // Paid now: card and gift vouchers together; on site: only what is left to pay there.
  const paidNow = guestPays.reduce((sum, b) => sum + (isPaidNow(b) ? b.totalCents : (b.voucherPaidCents ?? 0)), 0);
  const onSite = guestPays.filter((b) => !isPaidNow(b)).reduce((sum, b) => sum + dueOnSiteCents(b), 0);
  const totals: [string, string][] = [];
  if (paidNow > 0) totals.push([s.totalPaidNow, formatMoney(paidNow, locale)]);
  if (onSite > 0) totals.push([s.totalOnSite, formatMoney(onSite, locale)]);
  const before = [s.arriveEarly, s.bringId, ...(bookings.some((b) => b.category === 'TRUFFLE') ? [s.trekkingShoes] : []), s.keepNumber];
  const policy = refundPolicyText(input.policy, locale, { payOnSite: onSite > 0 });
  const agencyNote = input.agency ? s.agencyNote(input.agency.name) : null;
  const numbers = bookings.map((b) => b.bookingNumber);
  const subject = s.subject(numbers);

  const cards = bookings.map((b) =>
    detailCard({
      title: b.title[locale],
      badge: badgeOf(b, locale),
      rows: bookingRows(b, locale) as DetailRow[],
      action: html`${checkInBlock(b, locale)}${b.manageUrl ? button(b.manageUrl, s.manage) : ''}`,
    }),
  );
  const body = html`${heading(s.title(bookings.length))}
${paragraph(g.greeting(input.guestName))}
${paragraph(s.intro)}
${cards}
${totals.length > 0 && bookings.length > 1 ? summaryBand(totals) : ''}
${bookings.some((b) => b.manageUrl) ? muted(s.manageNote) : ''}
${subheading(s.beforeTitle)}
${bulletList(before)}
${muted(s.calendarNote)}
${agencyNote ? html`${subheading(s.agencyTitle)}${paragraph(agencyNote)}` : html`${subheading(policy.title)}${policyTable(policy)}`}
${contactsBlock(locale)}
${signOff(locale)}`;

  const text = [
    s.title(bookings.length),
    '',
    g.greeting(input.guestName),
    s.intro,
    '',
    ...bookings.flatMap((b) => [
      `${b.title[locale]} · ${badgeOf(b, locale)}`,
      textRows(bookingRows(b, locale)),
      ...(b.checkInQr ? [checkInStrings[locale].text(b.bookingNumber)] : []),
      ...(b.manageUrl ? [`${s.manage}: ${b.manageUrl}`] : []),
      '',
    ]),
    ...(totals.length > 0 && bookings.length > 1 ? [textRows(totals), ''] : []),
    ...(bookings.some((b) => b.manageUrl) ? [s.manageNote, ''] : []),
    textSection(s.beforeTitle, textBullets(before)),
    s.calendarNote,
    '',
    agencyNote ? textSection(s.agencyTitle, agencyNote) : textPolicy(policy),
    '',
    textContacts(locale),
    '',
    g.signOff,
    g.signature,
  ].join('\n');

  return {
    subject,
    text,
    html: emailLayout({ locale, title: subject, preheader: s.preheader(formatDateTime(first.startsAt, locale)), body, footerNote: g.footer }),
    language: locale,
    replyTo: estate.email,
    attachments: [bookingCalendar(bookings, locale), ...bookings.flatMap((b) => (b.checkInQr ? [b.checkInQr] : []))],
  };
}

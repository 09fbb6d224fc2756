import type { RefundPolicy } from '@tenuta/contracts';
import { bookingCalendar } from '../booking-calendar.ts';
import { isPaidNow, type BookingDetails } from '../booking-details.ts';
import { formatDateTime, formatMoney, formatPeople, formatTourLanguage } from '../format.ts';
import { html } from '../html.ts';
import {
  bulletList,
  button,
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
import type { RenderedMail } from '../mail.ts';
import { refundPolicyText } from '../refund-policy-lines.ts';
import { confirmationStrings, estate, guestStrings, type Locale } from '../strings.ts';

export interface ConfirmationBooking extends BookingDetails {
  /** `${PUBLIC_URL}/manage/{id}?token=...`; null when the checkout gave no token. */
  manageUrl: string | null;
}

export interface BookingConfirmationInput {
  locale: Locale;
  guestName: string | null;
  bookings: readonly ConfirmationBooking[];
  policy: RefundPolicy;
}

function bookingRows(b: ConfirmationBooking, locale: Locale): [string, string][] {
  const s = confirmationStrings[locale];
  const rows: [string, string][] = [
    [s.bookingNumber, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.tourLanguage, formatTourLanguage(b.language, locale)],
  ];
  if (b.vip) {
    const what = b.category === 'TRUFFLE' ? s.vipTruffle : s.vipWine;
    rows.push([s.vip, b.vipSupplementCents > 0 ? `${what} (+${formatMoney(b.vipSupplementCents, locale)})` : what]);
  }
  if (b.discountCents > 0) rows.push([s.discount, `−${formatMoney(b.discountCents, locale)}`]);
  rows.push(isPaidNow(b) ? [s.paidNow, formatMoney(b.totalCents, locale)] : [s.payOnSite, formatMoney(b.totalCents, locale)]);
  return rows;
}

/** The guest's confirmation: every booking of the checkout, what to bring, the policy, the manage links and an .ics. */
export function bookingConfirmationEmail(input: BookingConfirmationInput): RenderedMail {
  const { locale, bookings } = input;
  const s = confirmationStrings[locale];
  const g = guestStrings[locale];
  const first = bookings[0];
  if (!first) throw new Error('A confirmation needs at least one booking');
  const paidNow = bookings.filter(isPaidNow).reduce((sum, b) => sum + b.totalCents, 0);
  const onSite = bookings.filter((b) => !isPaidNow(b)).reduce((sum, b) => sum + b.totalCents, 0);
  const totals: [string, string][] = [];
  if (paidNow > 0) totals.push([s.totalPaidNow, formatMoney(paidNow, locale)]);
  if (onSite > 0) totals.push([s.totalOnSite, formatMoney(onSite, locale)]);
  const before = [s.arriveEarly, s.bringId, ...(bookings.some((b) => b.category === 'TRUFFLE') ? [s.trekkingShoes] : []), s.keepNumber];
  const policy = refundPolicyText(input.policy, locale, { payOnSite: onSite > 0 });
  const numbers = bookings.map((b) => b.bookingNumber);
  const subject = s.subject(numbers);

  const cards = bookings.map((b) =>
    detailCard({
      title: b.title[locale],
      badge: isPaidNow(b) ? s.statusPaid : s.statusOnSite,
      rows: bookingRows(b, locale) as DetailRow[],
      action: b.manageUrl ? button(b.manageUrl, s.manage) : undefined,
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
${subheading(policy.title)}
${policyTable(policy)}
${contactsBlock(locale)}
${signOff(locale)}`;

  const text = [
    s.title(bookings.length),
    '',
    g.greeting(input.guestName),
    s.intro,
    '',
    ...bookings.flatMap((b) => [
      `${b.title[locale]} · ${isPaidNow(b) ? s.statusPaid : s.statusOnSite}`,
      textRows(bookingRows(b, locale)),
      ...(b.manageUrl ? [`${s.manage}: ${b.manageUrl}`] : []),
      '',
    ]),
    ...(totals.length > 0 && bookings.length > 1 ? [textRows(totals), ''] : []),
    ...(bookings.some((b) => b.manageUrl) ? [s.manageNote, ''] : []),
    textSection(s.beforeTitle, textBullets(before)),
    s.calendarNote,
    '',
    textPolicy(policy),
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
    attachments: [bookingCalendar(bookings, locale)],
  };
}

import { type BookingDetails, formatDateTime, formatMoney, formatPeople, formatTime, formatTourLanguage, dueOnSiteCents, isPaidNow, paidByAgency } from '@tenuta/booking';
import { html } from '../html.ts';
import {
  bulletList,
  button,
  contactsBlock,
  detailCard,
  type DetailRow,
  guestMail,
  heading,
  muted,
  paragraph,
  signOff,
  subheading,
  textBullets,
  textRows,
  textSection,
} from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { estateAddress, estateMapUrl, guestStrings, MEETING_POINT, type Locale } from '../strings.ts';

export interface ReminderBooking extends BookingDetails {
  /** `${PUBLIC_URL}/manage/{id}?token=...`; null without a token. */
  manageUrl: string | null;
}

export interface BookingReminderInput {
  locale: Locale;
  booking: ReminderBooking;
}

const strings = {
  it: {
    subject: (title: string, time: string) => `Promemoria: domani ${title} alle ${time}`,
    preheader: 'Ti aspettiamo domani alla Tenuta: orario, punto d’incontro e cosa portare.',
    title: 'Ci vediamo domani!',
    intro: 'ti ricordiamo la tua esperienza di domani alla Tenuta. Ecco tutto quello che serve sapere.',
    bookingNumber: 'Numero di prenotazione',
    when: 'Data e ora',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    meetingPoint: 'Punto d’incontro',
    paid: 'Pagamento',
    paidOnline: 'Già pagato online',
    payOnSite: 'Da pagare in cantina',
    byAgency: 'A cura della tua agenzia',
    map: 'Apri la mappa',
    mapNote: 'Parcheggio gratuito alla Tenuta.',
    beforeTitle: 'Cosa ricordare',
    arriveEarly: 'Arriva 15 minuti prima dell’inizio.',
    bringId: 'Porta un documento d’identità.',
    trekkingShoes: 'Per la caccia al tartufo: scarpe comode da trekking e abiti adatti al bosco.',
    manageTitle: 'Un imprevisto?',
    manageText: 'Dal link puoi consultare o annullare la prenotazione. È personale: non inoltrarlo.',
    manage: 'Gestisci la prenotazione',
  },
  en: {
    subject: (title: string, time: string) => `Reminder: ${title} tomorrow at ${time}`,
    preheader: 'We look forward to seeing you at Tenuta tomorrow: time, meeting point and what to bring.',
    title: 'See you tomorrow!',
    intro: 'this is a reminder of your experience at Tenuta tomorrow. Here is everything you need to know.',
    bookingNumber: 'Booking number',
    when: 'Date and time',
    people: 'Guests',
    tourLanguage: 'Tour language',
    meetingPoint: 'Meeting point',
    paid: 'Payment',
    paidOnline: 'Already paid online',
    payOnSite: 'To pay at the cellar',
    byAgency: 'Arranged by your agency',
    map: 'Open the map',
    mapNote: 'Free parking at the estate.',
    beforeTitle: 'Remember',
    arriveEarly: 'Please arrive 15 minutes before the start.',
    bringId: 'Bring an identity document.',
    trekkingShoes: 'For the truffle hunt: comfortable trekking shoes and clothes suited to the woods.',
    manageTitle: 'Change of plans?',
    manageText: 'The link lets you view or cancel your booking. It is personal: please do not forward it.',
    manage: 'Manage my booking',
  },
} as const;

function rows(b: ReminderBooking, locale: Locale): [string, string][] {
  const s = strings[locale];
  return [
    [s.bookingNumber, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.tourLanguage, formatTourLanguage(b.language, locale)],
    [s.meetingPoint, `${MEETING_POINT} · ${estateAddress(locale)}`],
    [s.paid, paidByAgency(b) ? s.byAgency : isPaidNow(b) ? s.paidOnline : `${s.payOnSite}: ${formatMoney(dueOnSiteCents(b), locale)}`],
  ];
}

/** The day before: tomorrow's details in Rome time, where to meet (with a map link), what to bring, the manage link. */
export function bookingReminderEmail(input: BookingReminderInput): RenderedMail {
  const { locale, booking: b } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const title = b.title[locale];
  const subject = s.subject(title, formatTime(b.startsAt, locale));
  const remember = [s.arriveEarly, s.bringId, ...(b.category === 'TRUFFLE' ? [s.trekkingShoes] : [])];
  const detailRows = rows(b, locale);

  const body = html`${heading(s.title)}
${paragraph(g.greeting(b.customerName))}
${paragraph(s.intro)}
${detailCard({ title, rows: detailRows as DetailRow[], action: button(estateMapUrl, s.map) })}
${muted(s.mapNote)}
${subheading(s.beforeTitle)}
${bulletList(remember)}
${b.manageUrl ? html`${subheading(s.manageTitle)}${paragraph(s.manageText)}${button(b.manageUrl, s.manage)}` : ''}
${contactsBlock(locale)}
${signOff(locale)}`;

  const text = [
    s.title,
    '',
    g.greeting(b.customerName),
    s.intro,
    '',
    title,
    textRows(detailRows),
    `${s.map}: ${estateMapUrl}`,
    s.mapNote,
    '',
    textSection(s.beforeTitle, textBullets(remember)),
    '',
    ...(b.manageUrl ? [textSection(s.manageTitle, `${s.manageText}\n${s.manage}: ${b.manageUrl}`), ''] : []),
  ];
  return guestMail({ locale, subject, preheader: s.preheader, body, text });
}

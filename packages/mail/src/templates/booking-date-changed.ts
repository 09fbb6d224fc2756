import { bookingCalendar, type BookingDetails, formatDateTime, formatPeople, formatShortDate, formatTime, formatTourLanguage } from '@tenuta/booking';
import { html } from '../html.ts';
import { button, contactsBlock, detailCard, type DetailRow, guestMail, heading, muted, paragraph, signOff, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings, type Locale } from '../strings.ts';

export interface BookingDateChangedInput {
  locale: Locale;
  /** The booking as it is now (on its new slot). */
  booking: BookingDetails;
  previousStartsAt: Date;
  /** `${PUBLIC_URL}/manage/{id}?token=...`; null without a token. */
  manageUrl: string | null;
}

const strings = {
  it: {
    subject: (n: string, when: string) => `Nuova data per la prenotazione ${n}: ${when}`,
    title: 'Abbiamo spostato la tua prenotazione',
    intro: 'il cambio di data è confermato, senza costi. Ecco i nuovi dettagli (orari di Roma):',
    bookingNumber: 'Numero di prenotazione',
    newWhen: 'Nuova data e ora',
    oldWhen: 'Data precedente',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    amounts: 'L’importo resta invariato.',
    calendarNote: 'In allegato trovi il file .ics aggiornato: sostituisce l’appuntamento nel tuo calendario.',
    manage: 'Gestisci la prenotazione',
    manageNote: 'Dal link puoi consultare o annullare la prenotazione. È personale: non inoltrarlo.',
  },
  en: {
    subject: (n: string, when: string) => `New date for booking ${n}: ${when}`,
    title: 'Your booking has been moved',
    intro: 'the change of date is confirmed, free of charge. Here are the new details (Italian time):',
    bookingNumber: 'Booking number',
    newWhen: 'New date and time',
    oldWhen: 'Previous date',
    people: 'Guests',
    tourLanguage: 'Tour language',
    amounts: 'The amount stays the same.',
    calendarNote: 'The attached .ics file is updated: it replaces the appointment in your calendar.',
    manage: 'Manage my booking',
    manageNote: 'The link lets you view or cancel your booking. It is personal: please do not forward it.',
  },
} as const;

/** To the guest: the new date and time in Rome, the previous one, the manage link and the updated .ics. */
export function bookingDateChangedEmail(input: BookingDateChangedInput): RenderedMail {
  const { locale, booking: b } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const when = formatDateTime(b.startsAt, locale);
  const rows: [string, string][] = [
    [s.bookingNumber, b.bookingNumber],
    [s.newWhen, when],
    [s.oldWhen, formatDateTime(input.previousStartsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.tourLanguage, formatTourLanguage(b.language, locale)],
  ];
  const subject = s.subject(b.bookingNumber, `${formatShortDate(b.startsAt, locale)} ${formatTime(b.startsAt, locale)}`);
  const body = html`${heading(s.title)}
${paragraph(g.greeting(b.customerName))}
${paragraph(s.intro)}
${detailCard({ title: b.title[locale], rows: rows as DetailRow[], action: input.manageUrl ? button(input.manageUrl, s.manage) : undefined })}
${paragraph(s.amounts)}
${input.manageUrl ? muted(s.manageNote) : ''}
${muted(s.calendarNote)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [
    s.title,
    '',
    g.greeting(b.customerName),
    s.intro,
    '',
    b.title[locale],
    textRows(rows),
    ...(input.manageUrl ? [`${s.manage}: ${input.manageUrl}`, s.manageNote] : []),
    '',
    s.amounts,
    s.calendarNote,
    '',
  ];
  return guestMail({ locale, subject, preheader: `${s.newWhen}: ${when}`, body, text, attachments: [bookingCalendar([{ ...b, manageUrl: input.manageUrl }], locale)] });
}

import { createEvents, type EventAttributes } from 'ics';
import type { BookingDetails } from './booking-details.ts';
import { formatPeople, formatTourLanguage } from './format.ts';
import type { Attachment } from './attachment.ts';
import { calendarStrings, estate, estateAddress, type Locale } from './strings.ts';

export type CalendarBooking = Pick<BookingDetails, 'bookingNumber' | 'category' | 'title' | 'startsAt' | 'durationMinutes' | 'adults' | 'children' | 'language'> & {
  manageUrl: string | null;
};

/** The UID a calendar keeps for a booking: stable, so a later update replaces the event. */
export const calendarUid = (bookingNumber: string): string => `${bookingNumber}@tenuta`;

function event(b: CalendarBooking, locale: Locale): EventAttributes {
  const s = calendarStrings[locale];
  const lines = [
    `${s.bookingNumber}: ${b.bookingNumber}`,
    `${s.people}: ${formatPeople(b.adults, b.children, locale)}`,
    `${s.tourLanguage}: ${formatTourLanguage(b.language, locale)}`,
    s.arriveEarly,
    s.bringId,
    ...(b.category === 'TRUFFLE' ? [s.trekkingShoes] : []),
    ...(b.manageUrl ? [`${s.manage}: ${b.manageUrl}`] : []),
    `${estate.phone} · ${estate.email}`,
  ];
  const start = b.startsAt.getTime();
  return {
    uid: calendarUid(b.bookingNumber),
    title: `${b.title[locale]} · ${estate.name}`,
    description: lines.join('\n'),
    location: `${estate.name}, ${estateAddress(locale)}`,
    // Instants in UTC: every calendar shows them in its own zone, right across DST.
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + b.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

/** An .ics file with one VEVENT per booking. */
export function bookingCalendar(bookings: readonly CalendarBooking[], locale: Locale): Attachment {
  const { error, value } = createEvents(
    bookings.map((b) => event(b, locale)),
    { productId: '-//Tenuta//Prenotazioni//IT', method: 'PUBLISH', calName: estate.name },
  );
  if (error || !value) throw new Error(`Could not build the calendar file: ${error?.message ?? 'empty'}`);
  const first = bookings[0]?.bookingNumber ?? 'booking';
  return {
    filename: bookings.length === 1 ? `tenuta-${first}.ics` : `tenuta-${locale === 'it' ? 'prenotazioni' : 'bookings'}.ics`,
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

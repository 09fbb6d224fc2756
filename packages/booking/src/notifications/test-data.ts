import type { BookingDetails } from './booking-details.ts';

/** A booking with its manage link, as e-mails and calendar files show it. */
export type SampleBooking = BookingDetails & { manageUrl: string | null };

/** Last Sundays of March and October 2027 at 10:00 in Rome: the days the clocks change. */
export const DST_SPRING = new Date('2027-03-28T08:00:00Z'); // CEST, UTC+2
export const DST_AUTUMN = new Date('2027-10-31T09:00:00Z'); // CET, UTC+1

/** A booking as the loader returns it, for calendar and template tests (also @tenuta/mail's). */
export function sampleBooking<T extends SampleBooking = SampleBooking>(over: Partial<T> = {}): T {
  return {
    id: 41,
    bookingNumber: 'BK-7Q2M-XK4P',
    category: 'TRUFFLE',
    title: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
    startsAt: DST_SPRING,
    durationMinutes: 180,
    adults: 2,
    children: 1,
    vip: false,
    vipSupplementCents: 0,
    language: 'IT',
    status: 'paid',
    paymentStatus: 'paid',
    discountCents: 0,
    totalCents: 17000,
    customerName: 'Giulia Rossi',
    customerEmail: 'giulia@example.com',
    customerPhone: '+39 333 1234567',
    locale: 'it',
    manageUrl: 'https://tenuta.example/manage/41?token=abc123',
    ...over,
  } as T;
}

/** RFC 5545 reading: unfold continuation lines, then VEVENTs as property maps. */
export function parseIcs(ics: string): { calendar: Map<string, string>; events: Map<string, string>[] } {
  const lines = ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const calendar = new Map<string, string>();
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = undefined;
    } else {
      const colon = line.indexOf(':');
      if (colon < 0) throw new Error(`not an iCalendar line: ${line}`);
      (current ?? calendar).set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') throw new Error('not a VCALENDAR');
  return { calendar, events };
}

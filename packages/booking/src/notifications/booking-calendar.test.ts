import { describe, expect, it } from 'vitest';
import { bookingCalendar } from './booking-calendar.ts';
import { DST_AUTUMN, DST_SPRING, parseIcs, sampleBooking } from './test-data.ts';

describe('bookingCalendar', () => {
  const spring = sampleBooking();
  const autumn = sampleBooking({
    id: 43,
    bookingNumber: 'BK-AUTU-MN01',
    category: 'WINE',
    title: { it: 'Degustazione Premium', en: 'Premium Tasting' },
    startsAt: DST_AUTUMN,
    durationMinutes: 90,
    manageUrl: null,
  });
  const file = bookingCalendar([spring, autumn], 'it');
  const { calendar, events } = parseIcs(file.content);

  it('is a parseable calendar with one VEVENT per booking', () => {
    expect(calendar.get('VERSION')).toBe('2.0');
    expect(calendar.get('METHOD')).toBe('PUBLISH');
    expect(events).toHaveLength(2);
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.filename).toBe('tenuta-prenotazioni.ics');
  });

  it('starts and ends at the right instants on both DST Sundays (10:00 Rome)', () => {
    expect(DST_SPRING.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(events[0]!.get('DTSTART')).toBe('20270328T080000Z');
    expect(events[0]!.get('DTEND')).toBe('20270328T110000Z');
    expect(events[1]!.get('DTSTART')).toBe('20271031T090000Z');
    expect(events[1]!.get('DTEND')).toBe('20271031T103000Z');
  });

  it('names the booking, the place and what to do', () => {
    expect(events[0]!.get('UID')).toBe('BK-7Q2M-XK4P@tenuta');
    expect(events[1]!.get('UID')).toBe('BK-AUTU-MN01@tenuta');
    expect(events[0]!.get('SUMMARY')).toBe('Caccia al Tartufo · Tenuta');
    expect(events[0]!.get('LOCATION')).toBe('Tenuta\\, Strada della Tenuta 1\\, 12051 Alba CN\\, Italia');
    const description = events[0]!.get('DESCRIPTION')!;
    expect(description).toContain('BK-7Q2M-XK4P');
    expect(description).toContain('Arriva 15 minuti prima');
    expect(description).toContain('https://tenuta.example/manage/41?token=abc123');
    expect(events[1]!.get('DESCRIPTION')).not.toContain('trekking');
    expect(events[0]!.get('STATUS')).toBe('CONFIRMED');
  });

  it('names a single booking file after its number, in English too', () => {
    const one = bookingCalendar([spring], 'en');
    expect(one.filename).toBe('tenuta-BK-7Q2M-XK4P.ics');
    expect(parseIcs(one.content).events[0]!.get('SUMMARY')).toBe('Truffle Hunt · Tenuta');
  });
});

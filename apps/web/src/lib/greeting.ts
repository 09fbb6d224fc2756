/** Which greeting fits the hour: "Buongiorno" is for the morning, not for 19:00. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

const romeHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', hourCycle: 'h23' });

/**
 * The part of the day at the estate (Rome time, whatever the device's zone) for a greeting in
 * `locale`: morning from 5:00 (until 13:00 in Italian, where "buongiorno" lasts until lunch;
 * until 12:00 in English), afternoon until 18:00, evening from 18:00 to 5:00.
 */
export function romeDayPart(now: Date, locale: 'it' | 'en'): DayPart {
  const hour = Number(romeHour.format(now));
  if (hour >= 5 && hour < (locale === 'it' ? 13 : 12)) return 'morning';
  if (hour >= 5 && hour < 18) return 'afternoon';
  return 'evening';
}

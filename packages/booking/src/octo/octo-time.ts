import { ROME } from '@tenuta/core';

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ROME,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant as OCTO's local date-time in Rome, with its offset that day: `2026-05-10T09:00:00+02:00`. */
export function romeLocalDateTime(at: Date): string {
  const p = Object.fromEntries(romeParts.formatToParts(at).map((x) => [x.type, x.value]));
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : String(p.timeZoneName).replace('GMT', '');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** An instant as OCTO's UTC date-time, to the second: `2026-05-10T07:00:00Z`. */
export const utcInstant = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;
export const utcOrNull = (at: Date | null | undefined): string | null => (at ? utcInstant(at) : null);

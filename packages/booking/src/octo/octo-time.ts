import { ROME } from '@tenuta/core';

const romeOffsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ROME, timeZoneName: 'longOffset' });

/**
 * Rome's UTC offset in minutes at an instant. Offsets change only on whole UTC hours (DST starts
 * and ends at 01:00 UTC), so one answer per UTC hour is remembered: `formatToParts` is the slow
 * part of a long availability answer.
 */
const offsets = new Map<number, number>();
function romeOffsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / 3_600_000);
  let minutes = offsets.get(hour);
  if (minutes === undefined) {
    const name = romeOffsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
    minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, minutes);
  }
  return minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as OCTO's local date-time in Rome, with its offset that day: `2026-05-10T09:00:00+02:00`. */
export function romeLocalDateTime(at: Date): string {
  const offset = romeOffsetMinutes(at);
  const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** An instant as OCTO's UTC date-time, to the second: `2026-05-10T07:00:00Z`. */
export const utcInstant = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;
export const utcOrNull = (at: Date | null | undefined): string | null => (at ? utcInstant(at) : null);

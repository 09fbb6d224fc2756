import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, formatRomeDay, lastDayOfMonth, monthOf, romeDate, romeDayStart } from './rome-time.ts';

describe('formatRomeDay', () => {
  it('writes a day the same way in both languages (day first), never the raw ISO form', () => {
    expect(formatRomeDay('2026-12-10', 'it')).toBe('10/12/2026');
    expect(formatRomeDay('2026-12-10', 'en')).toBe('10/12/2026');
    expect(formatRomeDay('2026-03-29', 'en')).toBe('29/03/2026'); // a DST day stays the same day
    expect(formatRomeDay('not a day', 'en')).toBe('not a day');
  });
});

describe('Rome days', () => {
  it('dates an instant in Rome whatever the host zone, across midnight and DST', () => {
    expect(romeDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(romeDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(romeDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
  });

  it('starts a Rome day at its own midnight, an hour apart either side of DST', () => {
    expect(romeDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(romeDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(romeDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('does calendar arithmetic on days and months', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(monthOf('2026-11-28')).toBe('2026-11');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

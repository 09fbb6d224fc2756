import { describe, expect, it } from 'vitest';
import { addDays, createFormatters, romeToday } from './format.ts';

describe('createFormatters', () => {
  it('formats in the language the app names at each call, in Rome time', () => {
    let locale = 'it-IT';
    const f = createFormatters(() => locale);
    // 23:30 UTC on 31 March is already 1 April in Rome (summer time).
    const late = '2026-03-31T23:30:00Z';
    expect(f.formatTime(late)).toBe('01:30');
    expect(f.formatMoney(12345678).replace(/\s/g, ' ')).toBe('123.456,78 €');
    expect(f.formatDate(late)).toContain('1 apr');
    locale = 'en-GB';
    expect(f.formatMoney(123456)).toBe('€1,234.56');
    expect(f.formatDate(late)).toContain('1 Apr');
    expect(f.formatDay('2026-11-25')).toMatch(/^Wednesday,? 25 November 2026$/);
  });
});

describe('Rome calendar days', () => {
  it('gives the Rome date and counts calendar days across the clock change', () => {
    expect(romeToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

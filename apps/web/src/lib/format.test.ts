import { describe, expect, it } from 'vitest';
import { formatEuro, formatRomeTime, languageName, romeToday } from './format.ts';

describe('Rome time formatting', () => {
  it("today's date is Rome's, not UTC's", () => {
    expect(romeToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(romeToday(new Date('2026-07-22T22:30:00Z'))).toBe('2026-07-23');
  });
  it('shows slot times in Rome across DST changes', () => {
    expect(formatRomeTime('2026-03-29T07:00:00Z', 'it')).toBe('09:00');
    expect(formatRomeTime('2026-03-28T08:00:00Z', 'it')).toBe('09:00');
    expect(formatRomeTime('2026-10-25T08:00:00Z', 'en')).toBe('09:00');
  });
  it('formats euros and language names', () => {
    expect(formatEuro(153, 'it').replace(/\s/g, ' ')).toBe('153,00 €');
    expect(formatEuro(153, 'en')).toBe('€153.00');
    expect(languageName('IT', 'it')).toBe('Italiano');
    expect(languageName('EN', 'en')).toBe('English');
  });
});

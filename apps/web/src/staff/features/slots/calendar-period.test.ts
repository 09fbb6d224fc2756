import { describe, expect, it } from 'vitest';
import { isDay, mondayOf, periodOf, stepAnchor } from './calendar-period.ts';
import { centsToEuroInput, euroToCents } from '../../../ui/euro-input.ts';

describe('calendar periods', () => {
  it('a week runs Monday to Sunday, also across the spring clock change', () => {
    const p = periodOf('week', '2027-03-28'); // a Sunday
    expect([p.from, p.to, p.days.length]).toEqual(['2027-03-22', '2027-03-28', 7]);
    expect(mondayOf('2027-03-22')).toBe('2027-03-22');
  });

  it('a month view shows whole weeks around the month (at most six)', () => {
    const p = periodOf('month', '2026-11-25');
    expect([p.from, p.to, p.days.length, p.month]).toEqual(['2026-10-26', '2026-12-06', 42, '2026-11']);
    const feb = periodOf('month', '2027-02-10'); // 1 February 2027 is a Monday, the 28th a Sunday
    expect([feb.from, feb.to, feb.days.length]).toEqual(['2027-02-01', '2027-02-28', 28]);
  });

  it('steps by a week or a month, across years', () => {
    expect(stepAnchor('week', '2026-12-30', 1)).toBe('2027-01-04');
    expect(stepAnchor('week', '2026-12-30', -1)).toBe('2026-12-21');
    expect(stepAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
  });

  it('accepts only real days from the URL', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('tomorrow')).toBe(false);
  });
});

describe('euro fields', () => {
  it('reads what staff type as cents', () => {
    expect(euroToCents('85')).toBe(8500);
    expect(euroToCents('12,5')).toBe(1250);
    expect(euroToCents('€ 1.234,50')).toBe(123450);
    expect(euroToCents('1,234.50')).toBe(123450);
    expect(euroToCents('')).toBeNull();
    expect(euroToCents('12,345')).toBeNull();
    expect(euroToCents('-5')).toBeNull();
  });

  it('shows cents in the language of the page', () => {
    expect(centsToEuroInput(8500, 'it')).toBe('85');
    expect(centsToEuroInput(1250, 'it')).toBe('12,50');
    expect(centsToEuroInput(1250, 'en')).toBe('12.50');
    expect(centsToEuroInput(null, 'en')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, addMonths, lastDayOfMonth } from '@tenuta/core/rome-time';
import { fromLocalDate, monthWindow, toLocalDate } from './calendar-window.ts';

describe('calendar window', () => {
  it('adds days and months across year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
  });
  it('asks for a month from today, up to the 120-day horizon', () => {
    expect(monthWindow('2026-11', '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-30' });
    expect(monthWindow('2027-01', '2026-11-23')).toEqual({ startDate: '2027-01-01', endDate: '2027-01-31' });
    expect(monthWindow('2027-03', '2026-11-23')).toEqual({ startDate: '2027-03-01', endDate: '2027-03-22' });
    expect(monthWindow('2027-04', '2026-11-23')).toBeNull();
    expect(monthWindow('2026-10', '2026-11-23')).toBeNull();
  });
  it('maps Rome calendar dates to local picker days and back', () => {
    expect(fromLocalDate(toLocalDate('2026-03-29'))).toBe('2026-03-29');
    expect(fromLocalDate(toLocalDate('2026-10-25'))).toBe('2026-10-25');
  });
});

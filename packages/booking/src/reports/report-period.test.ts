import { describe, expect, it } from 'vitest';
import { isDomainError } from '@tenuta/core';
import { periodBuckets, reportPeriod } from './report-period.ts';

const now = new Date('2026-03-15T10:00:00Z');
const detail = (q: Parameters<typeof reportPeriod>[0]) => {
  try {
    reportPeriod(q, now);
    return null;
  } catch (e) {
    return isDomainError(e) ? e.detail : String(e);
  }
};

describe('report periods', () => {
  it('defaults to this Rome month so far; one day alone means its month', () => {
    expect(reportPeriod({}, now)).toMatchObject({ from: '2026-03-01', to: '2026-03-15', group: 'day' });
    expect(reportPeriod({ from: '2026-02-01' }, now)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportPeriod({ to: '2025-12-20' }, now)).toMatchObject({ from: '2025-12-01', to: '2025-12-20' });
    expect(reportPeriod({ from: '2025-01-01', to: '2025-12-31' }, now).group).toBe('month');
  });

  it('starts and ends at Rome midnight, across the change to summer time', () => {
    const p = reportPeriod({ from: '2026-03-29', to: '2026-03-29' }, now);
    expect(p.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('refuses days that do not exist or that the estate cannot have, reversed and too long periods', () => {
    expect(detail({ from: '2026-02-30', to: '2026-03-01' })).toBe('report_day_invalid');
    expect(detail({ from: '9999-12-31', to: '9999-12-31' })).toBe('report_day_invalid');
    expect(detail({ from: '0000-01-01', to: '0000-01-01' })).toBe('report_day_invalid');
    expect(detail({ from: '2026-03-10', to: '2026-03-01' })).toBe('report_period_reversed');
    expect(detail({ from: '2025-01-01', to: '2026-03-01', group: 'day' })).toBe('report_period_too_long');
    expect(detail({ from: '2025-01-01', to: '2026-01-01', group: 'day' })).toBeNull();
  });

  it('lists every day or month of the period, in order', () => {
    expect(periodBuckets({ from: '2024-02-27', to: '2024-03-02', group: 'day' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(periodBuckets({ from: '2024-11-15', to: '2025-02-03', group: 'month' })).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });
});

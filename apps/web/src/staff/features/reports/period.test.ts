import { describe, expect, it } from 'vitest';
import { periodFromUrl, periodProblem, presetOf, presetPeriod } from './period.ts';

describe('report periods', () => {
  const today = '2026-03-15';

  it('presets are Rome calendar days ending today (last month: the whole month before)', () => {
    expect(presetPeriod('today', today)).toEqual({ from: today, to: today, group: 'day' });
    expect(presetPeriod('last7', today)).toEqual({ from: '2026-03-09', to: today, group: 'day' });
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-03-01', to: today, group: 'day' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28', group: 'day' });
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: today, group: 'month' });
    expect(presetPeriod('last12Months', today)).toEqual({ from: '2025-04-01', to: today, group: 'month' });
    expect(presetPeriod('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31', group: 'day' });
  });

  it('reads the URL, this month so far when it says nothing usable', () => {
    expect(periodFromUrl({ from: '', to: '', group: '' }, today)).toEqual({ from: '2026-03-01', to: today, group: 'day' });
    expect(periodFromUrl({ from: '2025-01-01', to: '2025-12-31', group: '' }, today)).toEqual({ from: '2025-01-01', to: '2025-12-31', group: 'month' });
    expect(periodFromUrl({ from: '2025-01-01', to: '2025-12-31', group: 'day' }, today).group).toBe('day');
    expect(periodFromUrl({ from: 'junk', to: '2026-13-45x', group: 'week' }, today)).toEqual({ from: '2026-03-01', to: today, group: 'day' });
    expect(presetOf(periodFromUrl({ from: '', to: '', group: '' }, today), today)).toBe('thisMonth');
    expect(presetOf({ from: '2026-03-02', to: today, group: 'day' }, today)).toBeNull();
  });

  it('finds a reversed or too long period before the server does', () => {
    expect(periodProblem({ from: '2026-03-10', to: '2026-03-01', group: 'day' })).toBe('reversed');
    expect(periodProblem({ from: '2024-01-01', to: '2026-03-01', group: 'day' })).toBe('tooLong');
    expect(periodProblem({ from: '2024-01-01', to: '2026-03-01', group: 'month' })).toBeNull();
    expect(periodProblem({ from: '2025-03-01', to: '2026-02-28', group: 'day' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { termsForSlot } from './booking-terms.ts';

const start = '2026-12-10T13:00:00.000Z'; // 14:00 in Rome
const daysBefore = (days: number) => new Date(Date.parse(start) - days * 24 * 3_600_000);

describe('the policy of a chosen slot', () => {
  it('ten days ahead: full refund for three more days, then 70 %, then 50 %; the date can change free for three days', () => {
    expect(termsForSlot(start, daysBefore(10))).toEqual({
      steps: [
        { percent: 100, until: '2026-12-03T13:00:00.000Z' },
        { percent: 70, until: '2026-12-08T13:00:00.000Z' },
        { percent: 50, until: start },
      ],
      freeDateChangeUntil: '2026-12-03T13:00:00.000Z',
      freeDateChangeDays: 7,
    });
  });

  it('three days ahead: no full refund and no free date change are promised', () => {
    const terms = termsForSlot(start, daysBefore(3));
    expect(terms.steps).toEqual([
      { percent: 70, until: '2026-12-08T13:00:00.000Z' },
      { percent: 50, until: start },
    ]);
    expect(terms.freeDateChangeUntil).toBeNull();
  });

  it('tomorrow: only the last tier is left', () => {
    expect(termsForSlot(start, daysBefore(1)).steps).toEqual([{ percent: 50, until: start }]);
  });

  it('exactly seven days before is still free and full (the bound is inclusive)', () => {
    const terms = termsForSlot(start, daysBefore(7));
    expect(terms.steps[0]).toEqual({ percent: 100, until: '2026-12-03T13:00:00.000Z' });
    expect(terms.freeDateChangeUntil).toBe('2026-12-03T13:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultRefundPolicy, hoursBefore, isFreeDateChange, refundPercentFor, refundTierRanges, splitDuration, type RefundPolicy } from './refund-policy.ts';

const p = defaultRefundPolicy;

describe('defaultRefundPolicy', () => {
  it('is the documented default policy, version 2024-09-22', () => {
    expect(p.version).toBe('2024-09-22');
    expect(p.tiers).toEqual([
      { minHoursBefore: 168, refundPercent: 100 },
      { minHoursBefore: 48, refundPercent: 70 },
      { minHoursBefore: 0, refundPercent: 50 },
    ]);
    expect(p.noShowRefundPercent).toBe(0);
    expect(p.lateArrivalMinutes).toBe(30);
    expect(p.freeDateChangeMinHoursBefore).toBe(168);
    expect(Object.isFrozen(p) && Object.isFrozen(p.tiers)).toBe(true);
  });
});

describe('refundPercentFor', () => {
  it.each([
    [24 * 30, 100],
    [168, 100], // exactly 7 days: still full refund
    [167.99, 70],
    [48, 70], // exactly 48 hours: 70 %
    [47.99, 50],
    [0.5, 50],
    [0, 50],
    [-0.01, 0], // started: no-show rate
    [-24, 0],
  ])('%s hours before: %s %%', (hours, percent) => {
    expect(refundPercentFor(p, hours)).toBe(percent);
  });

  it('reads tiers in any order', () => {
    const shuffled: RefundPolicy = { ...p, tiers: [p.tiers[2]!, p.tiers[0]!, p.tiers[1]!] };
    expect(refundPercentFor(shuffled, 100)).toBe(70);
    expect(refundPercentFor(shuffled, 200)).toBe(100);
  });

  it('gives the no-show rate where no tier applies, and refuses NaN', () => {
    const noLastMinute: RefundPolicy = { ...p, tiers: [{ minHoursBefore: 24, refundPercent: 80 }] };
    expect(refundPercentFor(noLastMinute, 23)).toBe(0);
    expect(() => refundPercentFor(p, Number.NaN)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('isFreeDateChange from 168 hours', () => {
    expect(isFreeDateChange(p, 168)).toBe(true);
    expect(isFreeDateChange(p, 167.5)).toBe(false);
  });

  it('hoursBefore counts real hours across a DST change', () => {
    // Last Sunday of October 2026: the night has 25 hours in Rome.
    expect(hoursBefore(new Date('2026-10-25T09:00:00Z'), new Date('2026-10-24T08:00:00Z'))).toBe(25);
  });

  it('refundTierRanges gives display bounds', () => {
    expect(refundTierRanges(p)).toEqual([
      { minHoursBefore: 168, refundPercent: 100, maxHoursBefore: null },
      { minHoursBefore: 48, refundPercent: 70, maxHoursBefore: 168 },
      { minHoursBefore: 0, refundPercent: 50, maxHoursBefore: 48 },
    ]);
  });

  it('splitDuration says days from 72 hours', () => {
    expect(splitDuration(168)).toEqual({ unit: 'days', count: 7 });
    expect(splitDuration(48)).toEqual({ unit: 'hours', count: 48 });
    expect(splitDuration(100)).toEqual({ unit: 'hours', count: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import { freeDateChangeMinHoursBefore, noShowRefundPercent, refundPercentFor, refundTierRanges, refundTiers, splitDuration } from './refund-policy.ts';

describe('refund policy', () => {
  it('has the catalogue tiers: 100% at 7+ days, 70% from 48 h, 50% below', () => {
    expect(refundTiers).toEqual([
      { minHoursBefore: 168, refundPercent: 100 },
      { minHoursBefore: 48, refundPercent: 70 },
      { minHoursBefore: 0, refundPercent: 50 },
    ]);
    expect(noShowRefundPercent).toBe(0);
    expect(freeDateChangeMinHoursBefore).toBe(168);
  });
  it('gives the percentage at the tier boundaries', () => {
    expect(refundPercentFor(200)).toBe(100);
    expect(refundPercentFor(168)).toBe(100);
    expect(refundPercentFor(167.9)).toBe(70);
    expect(refundPercentFor(48)).toBe(70);
    expect(refundPercentFor(47)).toBe(50);
    expect(refundPercentFor(0)).toBe(50);
    expect(refundPercentFor(-1)).toBe(0);
  });
  it('describes each tier with the bound of the one before', () => {
    expect(refundTierRanges()).toEqual([
      { minHoursBefore: 168, refundPercent: 100, maxHoursBefore: null },
      { minHoursBefore: 48, refundPercent: 70, maxHoursBefore: 168 },
      { minHoursBefore: 0, refundPercent: 50, maxHoursBefore: 48 },
    ]);
  });
  it('says 168 hours as 7 days and 48 as hours', () => {
    expect(splitDuration(168)).toEqual({ unit: 'days', count: 7 });
    expect(splitDuration(48)).toEqual({ unit: 'hours', count: 48 });
  });
});

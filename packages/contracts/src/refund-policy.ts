/**
 * The cancellation and refund policy: one module for the terms page, the
 * e-mails and the cancel API (docs/product.md, Policies). The default is the
 * policy described there; a future admin setting supplies another policy of
 * the same shape, with a new version.
 */
export interface RefundTier {
  /** The tier applies when the guest cancels at least this many hours before the start. */
  minHoursBefore: number;
  refundPercent: number;
}

export interface RefundPolicy {
  /** Identifies the wording a guest accepted: the date it came into force, YYYY-MM-DD. */
  version: string;
  /** Any order; a tier with minHoursBefore 0 covers the last hours before the start. */
  tiers: readonly RefundTier[];
  /** Refund for a no-show, or an arrival `lateArrivalMinutes` or more late. */
  noShowRefundPercent: number;
  lateArrivalMinutes: number;
  /** A change of date is free when asked at least this many hours before the start. */
  freeDateChangeMinHoursBefore: number;
}

export const defaultRefundPolicy: RefundPolicy = Object.freeze({
  version: '2024-09-22',
  tiers: Object.freeze([
    Object.freeze({ minHoursBefore: 168, refundPercent: 100 }),
    Object.freeze({ minHoursBefore: 48, refundPercent: 70 }),
    Object.freeze({ minHoursBefore: 0, refundPercent: 50 }),
  ]),
  noShowRefundPercent: 0,
  lateArrivalMinutes: 30,
  freeDateChangeMinHoursBefore: 168,
});

const byEarliest = (tiers: readonly RefundTier[]): RefundTier[] => [...tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore);

/**
 * Refund percentage for a cancellation asked `hoursBefore` hours before the
 * start. A tier's bound is inclusive (exactly 168 hours before is still 100 %);
 * after the start it is the no-show rate.
 */
export function refundPercentFor(policy: RefundPolicy, hoursBefore: number): number {
  if (Number.isNaN(hoursBefore)) throw new RangeError('hoursBefore must be a number');
  if (hoursBefore < 0) return policy.noShowRefundPercent;
  return byEarliest(policy.tiers).find((t) => hoursBefore >= t.minHoursBefore)?.refundPercent ?? policy.noShowRefundPercent;
}

/** Whether a change of date asked `hoursBefore` hours before the start is free. */
export const isFreeDateChange = (policy: RefundPolicy, hoursBefore: number): boolean => hoursBefore >= policy.freeDateChangeMinHoursBefore;

/** Hours from `at` to `startsAt` (negative once started), for `refundPercentFor`. */
export const hoursBefore = (startsAt: Date, at: Date): number => (startsAt.getTime() - at.getTime()) / 3_600_000;

export interface RefundTierRange extends RefundTier {
  /** Exclusive upper bound in hours; null for the open-ended first tier. */
  maxHoursBefore: number | null;
}

/** Each tier with the bound of the tier before it, for display ("from 48 hours to 7 days"). */
export function refundTierRanges(policy: RefundPolicy = defaultRefundPolicy): RefundTierRange[] {
  const sorted = byEarliest(policy.tiers);
  return sorted.map((tier, i) => ({ ...tier, maxHoursBefore: i === 0 ? null : (sorted[i - 1]?.minHoursBefore ?? null) }));
}

/** Hours as the text says them: whole days from 72 hours up, hours below. */
export function splitDuration(hours: number): { unit: 'days' | 'hours'; count: number } {
  return hours >= 72 && hours % 24 === 0 ? { unit: 'days', count: hours / 24 } : { unit: 'hours', count: hours };
}

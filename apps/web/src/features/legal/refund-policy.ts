/**
 * The cancellation policy (seed section 9, text-catalogue reading; ARCHITECTURE
 * section 4 default). One module: the terms page renders it, and any other
 * screen that states the policy should import it rather than restate it.
 */
export interface RefundTier {
  /** The tier applies when the cancellation comes at least this many hours before the start. */
  minHoursBefore: number;
  refundPercent: number;
}

/** Ordered from the earliest cancellation to the latest. */
export const refundTiers: readonly RefundTier[] = [
  { minHoursBefore: 168, refundPercent: 100 },
  { minHoursBefore: 48, refundPercent: 70 },
  { minHoursBefore: 0, refundPercent: 50 },
];

/** No refund for a no-show or an arrival 30 minutes or more late. */
export const noShowRefundPercent = 0;
export const lateArrivalMinutes = 30;

/** A change of date is free when asked at least 7 days (168 hours) before. */
export const freeDateChangeMinHoursBefore = 168;

export interface RefundTierRange extends RefundTier {
  /** Exclusive upper bound in hours; null for the open-ended first tier. */
  maxHoursBefore: number | null;
}

/** Each tier with the bound of the tier before it, for display ("from 48 hours to 7 days"). */
export function refundTierRanges(tiers: readonly RefundTier[] = refundTiers): RefundTierRange[] {
  const sorted = [...tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  return sorted.map((tier, i) => ({ ...tier, maxHoursBefore: i === 0 ? null : (sorted[i - 1]?.minHoursBefore ?? null) }));
}

/** Refund percentage for a cancellation made `hoursBefore` hours before the start. */
export function refundPercentFor(hoursBefore: number, tiers: readonly RefundTier[] = refundTiers): number {
  if (hoursBefore < 0) return noShowRefundPercent;
  const tier = [...tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore).find((t) => hoursBefore >= t.minHoursBefore);
  return tier?.refundPercent ?? 0;
}

/** Hours as the text says them: whole days from 72 hours up, hours below. */
export function splitDuration(hours: number): { unit: 'days' | 'hours'; count: number } {
  return hours >= 72 && hours % 24 === 0 ? { unit: 'days', count: hours / 24 } : { unit: 'hours', count: hours };
}

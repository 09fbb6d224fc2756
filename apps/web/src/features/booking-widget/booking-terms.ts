import { defaultRefundPolicy, type RefundPolicy } from '@tenuta/contracts';

/** One step of the refund schedule of a chosen slot: this percentage if the guest cancels by `until`. */
export interface RefundStep {
  percent: number;
  /** The last instant this percentage applies (ISO 8601); the last step runs to the start. */
  until: string;
}

/** What the cancellation policy means for one chosen slot, booked now. */
export interface SlotTerms {
  /** The steps still ahead, the one that applies now first. */
  steps: RefundStep[];
  /** The last instant a change of date is free (ISO 8601), or null when that is already past. */
  freeDateChangeUntil: string | null;
  /** The policy's free-change window in days (for "less than 7 days"). */
  freeDateChangeDays: number;
}

const HOUR = 3_600_000;

/**
 * The refund schedule and the free date change of a slot starting at
 * `startsAt`, if booked at `now`, from the one refund policy the terms page,
 * the e-mails and the cancel call use (docs/product.md, Policies). A tier's
 * bound is inclusive, as refundPercentFor reads it.
 */
export function termsForSlot(startsAt: string, now: Date, policy: RefundPolicy = defaultRefundPolicy): SlotTerms {
  const start = Date.parse(startsAt);
  const tiers = [...policy.tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  const steps: RefundStep[] = [];
  for (const tier of tiers) {
    const until = tier.minHoursBefore > 0 ? start - tier.minHoursBefore * HOUR : start;
    if (until < now.getTime()) continue;
    const last = steps.at(-1);
    if (last && last.percent === tier.refundPercent) last.until = new Date(until).toISOString();
    else steps.push({ percent: tier.refundPercent, until: new Date(until).toISOString() });
  }
  const changeUntil = start - policy.freeDateChangeMinHoursBefore * HOUR;
  return {
    steps,
    freeDateChangeUntil: changeUntil >= now.getTime() ? new Date(changeUntil).toISOString() : null,
    freeDateChangeDays: Math.round(policy.freeDateChangeMinHoursBefore / 24),
  };
}

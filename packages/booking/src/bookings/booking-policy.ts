import { hoursBefore, isFreeDateChange, refundPercentFor, type CancelBlockReason, type DateChangeBlockReason, type RefundPolicy } from '@tenuta/contracts';
import type { BookingStatus } from '@tenuta/db';
import type { Cents } from '@tenuta/core';

/**
 * What a guest may still do with a booking, from THE refund policy
 * (@tenuta/contracts refund-policy: tiers, free date change). Pure: the
 * use cases call it under the booking's row lock, the page reads the same
 * answer through GET /api/bookings/{id}.
 */

/** States in which the guest still has a booking to cancel or move. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'paid'];
export const isActive = (status: BookingStatus): boolean => ACTIVE_STATUSES.includes(status);

export interface CancellationTerms {
  allowed: boolean;
  refundPercent: number;
  refundCents: Cents;
  /** Nothing was charged (wine paid on site, or an unpaid booking): nothing to give back. */
  nothingCharged: boolean;
  reason: CancelBlockReason | null;
}

/**
 * A cancellation asked `now`: allowed from pending/confirmed/paid and only
 * before the start (from the start on it is a no-show). The refund is
 * floor(paid × percent / 100) of what the ledger says was paid and not
 * already given back.
 */
export function cancellationTerms(b: { status: BookingStatus; startsAt: Date; paidCents: Cents }, now: Date, policy: RefundPolicy): CancellationTerms {
  const hours = hoursBefore(b.startsAt, now);
  const refundPercent = refundPercentFor(policy, hours);
  const paid = Math.max(0, b.paidCents);
  const base = { refundPercent, refundCents: Math.floor((paid * refundPercent) / 100), nothingCharged: paid === 0 };
  if (b.status === 'cancelled' || b.status === 'refunded') return { ...base, allowed: false, refundCents: 0, reason: 'already_cancelled' };
  if (!isActive(b.status)) return { ...base, allowed: false, refundCents: 0, reason: 'not_active' };
  if (b.startsAt.getTime() <= now.getTime()) return { ...base, allowed: false, refundCents: 0, reason: 'started' };
  return { ...base, allowed: true, reason: null };
}

export interface DateChangeTerms {
  allowedFree: boolean;
  /** The last instant at which the change is free. */
  deadline: Date;
  reason: DateChangeBlockReason | null;
}

/** A free change of date: an active booking, at least the policy's hours (7 days) before its start. */
export function dateChangeTerms(b: { status: BookingStatus; startsAt: Date }, now: Date, policy: RefundPolicy): DateChangeTerms {
  const deadline = new Date(b.startsAt.getTime() - policy.freeDateChangeMinHoursBefore * 3_600_000);
  if (!isActive(b.status) || b.startsAt.getTime() <= now.getTime()) return { allowedFree: false, deadline, reason: 'not_active' };
  if (!isFreeDateChange(policy, hoursBefore(b.startsAt, now))) return { allowedFree: false, deadline, reason: 'too_late' };
  return { allowedFree: true, deadline, reason: null };
}

/** "an***@example.com": enough for the guest to recognise it, not to harvest it. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

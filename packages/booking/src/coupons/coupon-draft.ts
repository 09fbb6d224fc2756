import type { Coupon } from '@tenuta/db';
import { couponCodePattern } from '@tenuta/contracts';
import { DomainError } from '@tenuta/core';
import { addDays, romeDate, romeDayStart } from '@tenuta/core';
import { normalizeCouponCode } from './coupon-status.ts';

/** What staff send to create a coupon, or a coupon's fields with an edit laid over them. */
export interface CouponDraftInput {
  code: string;
  discount_type: 'percentage' | 'fixed';
  /** Percent (1–100) or euro cents (> 0). */
  discount_value: number;
  /** First Rome day the code works (YYYY-MM-DD), or null. */
  valid_from?: string | null | undefined;
  /** Last Rome day the code works, inclusive (YYYY-MM-DD), or null. */
  valid_until?: string | null | undefined;
  max_uses?: number | null | undefined;
  partner_name?: string | null | undefined;
}

/** A coupon's columns as they will be stored. */
export interface CouponDraft {
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  partnerName: string | null;
}

const invalid = (message: string, detail: string) => new DomainError('validation_error', message, detail);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (d: string) => ISO_DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

/**
 * The coupon's window in Rome calendar days: valid_from starts at that day's
 * midnight in Rome, valid_until ends at the midnight after it (the engine
 * treats valid_until as exclusive). DST-safe through romeDayStart.
 */
export const windowStart = (day: string): Date => romeDayStart(day);
export const windowEnd = (lastDay: string): Date => romeDayStart(addDays(lastDay, 1));
/** The last Rome day of a stored (exclusive) end. */
export const lastValidDay = (validUntil: Date): string => romeDate(new Date(validUntil.getTime() - 1));

/**
 * Checks and normalizes a coupon: code upper case, 1–64 of [A-Z0-9-_];
 * percentage 1–100 or fixed cents > 0; the window's last day not before its
 * first; max_uses a whole number ≥ 1 or none; partner name trimmed or none.
 * Throws validation_error with a machine detail (coupon_code_format…).
 */
export function couponDraft(input: CouponDraftInput): CouponDraft {
  const code = normalizeCouponCode(input.code);
  if (!couponCodePattern.test(code)) throw invalid('The code must be 1 to 64 letters, digits, - or _', 'coupon_code_format');
  const value = input.discount_value;
  if (!Number.isInteger(value)) throw invalid('The discount must be a whole number', 'coupon_value_range');
  if (input.discount_type === 'percentage' && (value < 1 || value > 100)) throw invalid('A percentage discount is from 1 to 100', 'coupon_value_range');
  if (input.discount_type === 'fixed' && value < 1) throw invalid('A fixed discount is at least 1 cent', 'coupon_value_range');
  const from = input.valid_from ?? null;
  const until = input.valid_until ?? null;
  if ((from !== null && !realDate(from)) || (until !== null && !realDate(until))) throw invalid('Use real dates, YYYY-MM-DD', 'coupon_window_date');
  if (from !== null && until !== null && until < from) throw invalid('The last valid day cannot be before the first', 'coupon_window_order');
  const maxUses = input.max_uses ?? null;
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1)) throw invalid('Max uses is a whole number from 1, or empty for unlimited', 'coupon_max_uses');
  const partner = input.partner_name?.trim() || null;
  return {
    code,
    discountType: input.discount_type,
    discountValue: value,
    validFrom: from === null ? null : windowStart(from),
    validUntil: until === null ? null : windowEnd(until),
    maxUses,
    partnerName: partner,
  };
}

/** A stored coupon as draft input (for laying an edit over it). */
export function draftInputOf(c: Pick<Coupon, 'code' | 'discountType' | 'discountValue' | 'validFrom' | 'validUntil' | 'maxUses' | 'partnerName'>): CouponDraftInput {
  return {
    code: c.code,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    valid_from: c.validFrom ? romeDate(c.validFrom) : null,
    valid_until: c.validUntil ? lastValidDay(c.validUntil) : null,
    max_uses: c.maxUses,
    partner_name: c.partnerName,
  };
}

/** The audit log's picture of a coupon (before/after). */
export function couponAuditView(
  c: Pick<Coupon, 'code' | 'discountType' | 'discountValue' | 'validFrom' | 'validUntil' | 'maxUses' | 'partnerName' | 'isActive'>,
): Record<string, unknown> {
  return {
    code: c.code,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    valid_from: c.validFrom?.toISOString() ?? null,
    valid_until: c.validUntil?.toISOString() ?? null,
    max_uses: c.maxUses,
    partner_name: c.partnerName,
    is_active: c.isActive,
  };
}

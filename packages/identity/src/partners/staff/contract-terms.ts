import { DomainError, addDays, romeDate, romeDayStart } from '@tenuta/core';
import type { PartnerContract, PartnerPaymentTerms } from '@tenuta/db';

/**
 * The rules of a partner's terms, apart from the database: percentages typed by staff become
 * basis points, the first day becomes an instant, and each dated row gets its state.
 */

/** How far ahead new terms may be dated. */
export const CONTRACT_MAX_DAYS_AHEAD = 730;

const invalid = (message: string, detail: string) => new DomainError('validation_error', message, detail);

/** 0 to 100 with at most two decimals, as basis points (12.5 % = 1250). */
export function percentToBps(value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 100) throw invalid('A percentage is between 0 and 100', 'percent_range');
  const bps = Math.round(value * 100);
  if (Math.abs(value * 100 - bps) > 1e-6) throw invalid('A percentage has at most two decimals', 'percent_decimals');
  return bps;
}

export const bpsToPercent = (bps: number): number => bps / 100;

export interface ContractInput {
  /** A Rome day, today or later; absent = now. */
  validFrom?: string | undefined;
  commissionPercent: number;
  netDiscountPercent: number;
  paymentTerms: PartnerPaymentTerms;
  paymentDays: number;
  creditLimitCents: number;
  attributionDays: number;
  note?: string | null | undefined;
}

export interface ContractDraft {
  validFrom: Date;
  commissionBps: number;
  netDiscountBps: number;
  paymentTerms: PartnerPaymentTerms;
  paymentDays: number;
  creditLimitCents: number;
  attributionDays: number;
  note: string | null;
}

const wholeIn = (v: number, min: number, max: number) => Number.isSafeInteger(v) && v >= min && v <= max;

/** Checks new terms and gives the row to insert; today (or no date) takes effect at `now`, a later day at its Rome midnight. */
export function contractDraft(input: ContractInput, now: Date): ContractDraft {
  if (!wholeIn(input.creditLimitCents, 0, 100_000_000)) throw invalid('The credit limit is a whole number of cents, zero or more', 'credit_limit_range');
  if (!wholeIn(input.paymentDays, 0, 365)) throw invalid('Payment days are 0 to 365', 'payment_days_range');
  if (!wholeIn(input.attributionDays, 1, 365)) throw invalid('Attribution days are 1 to 365', 'attribution_days_range');
  if (input.paymentTerms !== 'on_account' && input.paymentTerms !== 'card') throw invalid('Payment terms are on_account or card', 'payment_terms');
  let validFrom = now;
  if (input.validFrom !== undefined) {
    const today = romeDate(now);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.validFrom) || romeDate(romeDayStart(input.validFrom)) !== input.validFrom) throw invalid('Use a real date', 'valid_from_date');
    if (input.validFrom < today) throw invalid('New terms cannot start in the past', 'valid_from_past');
    if (input.validFrom > addDays(today, CONTRACT_MAX_DAYS_AHEAD)) throw invalid('New terms start at most two years ahead', 'valid_from_too_far');
    if (input.validFrom > today) validFrom = romeDayStart(input.validFrom);
  }
  const note = input.note?.trim() || null;
  if (note && note.length > 500) throw invalid('The note is at most 500 characters', 'note_too_long');
  return {
    validFrom,
    commissionBps: percentToBps(input.commissionPercent),
    netDiscountBps: percentToBps(input.netDiscountPercent),
    paymentTerms: input.paymentTerms,
    paymentDays: input.paymentDays,
    creditLimitCents: input.creditLimitCents,
    attributionDays: input.attributionDays,
    note,
  };
}

export type ContractState = 'in_force' | 'scheduled' | 'past';

/**
 * The state of each dated row at `now`: the latest row already started is in force (the same
 * choice as contractInForce: latest valid_from, then the latest id), later ones are scheduled,
 * earlier ones past.
 */
export function contractStates(rows: readonly Pick<PartnerContract, 'id' | 'validFrom'>[], now: Date): Map<number, ContractState> {
  const started = rows.filter((r) => r.validFrom <= now).sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime() || b.id - a.id);
  const inForce = started[0]?.id;
  return new Map(rows.map((r) => [r.id, r.validFrom > now ? 'scheduled' : r.id === inForce ? 'in_force' : 'past']));
}

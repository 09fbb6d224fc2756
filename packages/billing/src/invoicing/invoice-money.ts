import type { InvoiceLine } from '@tenuta/db';
import { addDays } from '@tenuta/core';

/**
 * The arithmetic of invoices, pure and in integer cents. Amounts owed to the estate are VAT
 * inclusive: the taxable part is gross × 10 000 / (10 000 + rate in basis points), rounded half up
 * to the cent, and the VAT is the rest, so every line adds up to what is owed to the cent.
 */

/** The VAT rate when no experience says otherwise (a CHOICE slot not yet tied to one): 22 %. */
export const DEFAULT_VAT_BPS = 2200;

/** Half-up division of non-negative integers (cents): no float ever holds an amount. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0 || numerator < 0) {
    throw new RangeError(`divideHalfUp needs whole numbers, numerator ≥ 0 and denominator > 0 (got ${numerator} / ${denominator})`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A VAT-inclusive gross amount split into taxable and VAT at a rate in basis points. */
export function splitVatInclusive(grossCents: number, vatBps: number): { taxableCents: number; vatCents: number } {
  if (!Number.isSafeInteger(vatBps) || vatBps < 0 || vatBps > 10_000) throw new RangeError(`VAT rate out of range: ${vatBps} bps`);
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`Not a whole, non-negative number of cents: ${grossCents}`);
  const taxableCents = divideHalfUp(grossCents * 10_000, 10_000 + vatBps);
  return { taxableCents, vatCents: grossCents - taxableCents };
}

/** A line of one service (quantity 1) whose VAT-inclusive price is `grossCents`. */
export function vatInclusiveLine(input: { description: string; grossCents: number; vatBps: number; nature?: string | null; bookingId?: number }): InvoiceLine {
  const { taxableCents, vatCents } = splitVatInclusive(input.grossCents, input.vatBps);
  return {
    description: input.description,
    quantity: 1,
    unitPriceCents: taxableCents,
    taxableCents,
    vatBps: input.vatBps,
    vatCents,
    ...(input.vatBps === 0 && input.nature ? { nature: input.nature } : {}),
    ...(input.bookingId !== undefined ? { bookingId: input.bookingId } : {}),
  };
}

export const lineGross = (l: Pick<InvoiceLine, 'taxableCents' | 'vatCents'>): number => l.taxableCents + l.vatCents;

export interface InvoiceTotals {
  taxableCents: number;
  vatCents: number;
  totalCents: number;
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const taxableCents = lines.reduce((s, l) => s + l.taxableCents, 0);
  const vatCents = lines.reduce((s, l) => s + l.vatCents, 0);
  return { taxableCents, vatCents, totalCents: taxableCents + vatCents };
}

/** One summary per VAT rate (and Natura for 0 %), in the order the rates first appear: the e-invoice's DatiRiepilogo. */
export interface VatSummary {
  vatBps: number;
  nature: string | null;
  taxableCents: number;
  vatCents: number;
}

export function vatSummaries(lines: readonly InvoiceLine[]): VatSummary[] {
  const byKey = new Map<string, VatSummary>();
  for (const l of lines) {
    const nature = l.vatBps === 0 ? (l.nature ?? null) : null;
    const key = `${l.vatBps}|${nature ?? ''}`;
    const s = byKey.get(key) ?? { vatBps: l.vatBps, nature, taxableCents: 0, vatCents: 0 };
    s.taxableCents += l.taxableCents;
    s.vatCents += l.vatCents;
    byKey.set(key, s);
  }
  return [...byKey.values()];
}

/** The number as people read it: 2026/0007 (year, then the progressive number of that year). */
export const invoiceNumberLabel = (year: number, number: number): string => `${year}/${String(number).padStart(4, '0')}`;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isPeriod = (s: string): boolean => PERIOD.test(s);

/** The Rome calendar days a period (YYYY-MM) covers: from its 1st to the 1st of the next month (exclusive). */
export function periodDays(period: string): { first: string; next: string } {
  const m = PERIOD.exec(period);
  if (!m) throw new RangeError(`Not a period (YYYY-MM): ${period}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { first: `${period}-01`, next: `${next}-01` };
}

/** The month before the one of a Rome date (YYYY-MM-DD): what the job of the 1st prepares. */
export function previousPeriod(romeDay: string): string {
  const year = Number(romeDay.slice(0, 4));
  const month = Number(romeDay.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The last day to issue the deferred invoice of a period: the 15th of the following month. */
export const issueDeadline = (period: string): string => `${periodDays(period).next.slice(0, 8)}15`;

/** Issue date + the contract's payment days. */
export const dueDateOf = (issueDate: string, paymentDays: number): string => addDays(issueDate, paymentDays);

import { divRoundHalfUp } from './commission-rules.ts';

/**
 * Withholding tax on a referrer's commissions (ritenuta d'acconto, art. 25-bis DPR 600/73): a
 * private person has it deducted from each payout; a company with a VAT number has none (it
 * invoices the estate itself). The rate is per partner in basis points (default 1150 = 11.5 %,
 * i.e. 23 % on half of the amount), set by staff. Pure: integer cents in, integer cents out.
 */

/** The default rate of partner_payout_profiles.withholding_bps. */
export const DEFAULT_WITHHOLDING_BPS = 1150;
/** The highest rate staff may set (the table's check says the same). */
export const MAX_WITHHOLDING_BPS = 5000;

export interface TaxProfile {
  personType: 'private' | 'company';
  withholdingBps: number;
  /** The partner's VAT number (partners.vat_number), if any. */
  vatNumber: string | null;
}

/** What a payout stores: net = gross − withholding, all in cents. */
export interface PayoutAmounts {
  grossCents: number;
  withholdingCents: number;
  netCents: number;
}

/**
 * Whether the payout has withholding: a private person always; a company only when it has no VAT
 * number (it cannot invoice the estate, so it is paid as a private person would be).
 */
export const withholdingApplies = (p: Pick<TaxProfile, 'personType' | 'vatNumber'>): boolean => p.personType === 'private' || !p.vatNumber?.trim();

/** gross × bps / 10 000, rounded half up to the cent (integers only: no float meets an amount). */
export function withholdingCents(grossCents: number, bps: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`gross must be a non-negative whole number of cents (got ${grossCents})`);
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_WITHHOLDING_BPS) throw new RangeError(`withholding must be 0..${MAX_WITHHOLDING_BPS} basis points (got ${bps})`);
  return divRoundHalfUp(grossCents * bps, 10_000);
}

/** The amounts of a payout of `grossCents` under the partner's tax profile. */
export function payoutAmounts(grossCents: number, profile: TaxProfile): PayoutAmounts {
  const withheld = withholdingApplies(profile) ? withholdingCents(grossCents, profile.withholdingBps) : 0;
  return { grossCents, withholdingCents: withheld, netCents: grossCents - withheld };
}

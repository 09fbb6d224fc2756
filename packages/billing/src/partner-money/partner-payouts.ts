import { eq } from 'drizzle-orm';
import { partners } from '@tenuta/db';
import type { Clock } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { payableEntries } from './ledger-status.ts';
import { readPayoutProfile } from './payout-profile.ts';
import { findPayouts, loadRemittanceInput, type PayoutRecord } from './payout-queries.ts';
import { payoutHold, type PayoutHold } from './payout-run.ts';
import { renderRemittancePdf, type RemittancePayer } from './remittance-pdf.ts';

export interface PartnerPayoutsCaller {
  partnerId: number;
  partnerType: 'reseller' | 'referral';
}

export interface PartnerPayouts {
  payouts: PayoutRecord[];
  /** The approved balance not yet in a payout (may be negative: carried over). */
  payableCents: number;
  thresholdCents: number;
  /** Why the balance would not be gathered now (null: the next monthly run gathers it). */
  hold: PayoutHold | null;
}

const requireReferrer = (c: PartnerPayoutsCaller) => {
  if (c.partnerType !== 'referral') throw new DomainError('forbidden', 'Not available for this kind of partner', 'partner_type_forbidden');
};

/** GET /api/partners/payouts (referrer's owner): its payouts, newest period first, and its balance waiting. */
export async function listPartnerPayouts(deps: { db: Executor; clock: Clock; thresholdCents: number }, caller: PartnerPayoutsCaller): Promise<PartnerPayouts> {
  requireReferrer(caller);
  const [payouts, payable, profile, [partner]] = await Promise.all([
    findPayouts(deps.db, { partnerId: caller.partnerId }),
    payableEntries(deps.db, caller.partnerId),
    readPayoutProfile(deps.db, caller.partnerId),
    deps.db.select({ status: partners.status }).from(partners).where(eq(partners.id, caller.partnerId)),
  ]);
  const hold =
    payable.entryIds.length === 0
      ? null
      : payoutHold({
          partnerStatus: partner?.status ?? 'active',
          balanceCents: payable.balanceCents,
          thresholdCents: deps.thresholdCents,
          iban: profile.iban,
          ibanChangedAt: profile.ibanChangedAt,
          taxConfirmed: profile.taxConfirmedAt !== null,
          now: deps.clock.now(),
        });
  return { payouts, payableCents: payable.balanceCents, thresholdCents: deps.thresholdCents, hold };
}

/**
 * GET /api/partners/payouts/{id}/remittance.pdf: the remittance advice of one of the referrer's
 * paid payouts (another partner's id: 404; one not paid yet: 409 payout_not_paid). `payer` is the
 * estate that withholds (its legal name and VAT number, printed beside the withholding).
 */
export async function getPartnerRemittance(
  deps: { db: Executor; payer: RemittancePayer },
  caller: PartnerPayoutsCaller,
  payoutId: number,
  locale: 'it' | 'en',
): Promise<{ filename: string; pdf: Buffer }> {
  requireReferrer(caller);
  const input = await loadRemittanceInput(deps.db, payoutId, locale, caller.partnerId);
  if (!input) throw notFound('Payout');
  if (input.status !== 'paid') throw new DomainError('conflict', 'The remittance is ready once the payout is paid', 'payout_not_paid');
  return { filename: remittanceFilename(input.period, payoutId, locale), pdf: await renderRemittancePdf(input, deps.payer) };
}

/** Staff download the remittance of any payout (a draft shows "not paid yet"). */
export async function getStaffRemittance(deps: { db: Executor; payer: RemittancePayer }, payoutId: number, locale: 'it' | 'en'): Promise<{ filename: string; pdf: Buffer }> {
  const input = await loadRemittanceInput(deps.db, payoutId, locale);
  if (!input) throw notFound('Payout');
  return { filename: remittanceFilename(input.period, payoutId, locale), pdf: await renderRemittancePdf(input, deps.payer) };
}

export const remittanceFilename = (period: string, payoutId: number, locale: 'it' | 'en'): string =>
  `${locale === 'it' ? 'pagamento-provvigioni' : 'commission-remittance'}-${period}-${payoutId}.pdf`;

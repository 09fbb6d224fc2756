import { TZDate } from '@date-fns/tz';
import { and, eq, sql } from 'drizzle-orm';
import { commissionEvents, partnerPayouts, partners, type Database } from '@tenuta/db';
import type { Clock } from '@tenuta/core';
import { isDomainError } from '@tenuta/core';
import { lockPartner } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction, pgConstraint, pgErrorCode } from '@tenuta/core';
import { payableEntries } from './ledger-status.ts';
import { ibanHoldUntil, readPayoutProfile } from './payout-profile.ts';
import { payoutAmounts } from './withholding.ts';

/** EUR 50: below it (or negative) a referrer's balance rolls over to the next month (PAYOUT_THRESHOLD_CENTS). */
export const DEFAULT_PAYOUT_THRESHOLD_CENTS = 5_000;

/** The month a run pays: the Rome calendar month before the run's (the run of 1 May gathers "2026-04"). */
export function payoutPeriod(now: Date): string {
  const rome = new TZDate(now.getTime(), 'Europe/Rome');
  const y = rome.getFullYear();
  const m = rome.getMonth(); // 0-based: the previous month as 1-based
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
}

export type PayoutHoldReason = 'suspended' | 'below_threshold' | 'no_iban' | 'tax_unconfirmed' | 'iban_recent';

export interface PayoutHold {
  reason: PayoutHoldReason;
  /** iban_recent: when the hold ends. */
  until: Date | null;
}

/**
 * Why a referrer's payable balance is not gathered now (null: it would be): the partner is
 * suspended; the balance is below the threshold or negative (it rolls over); there is no IBAN;
 * staff have not confirmed its tax status (the withholding would be a guess); the IBAN changed
 * less than 48 hours ago. Pure.
 */
export function payoutHold(o: {
  partnerStatus: string;
  balanceCents: number;
  thresholdCents: number;
  iban: string | null;
  ibanChangedAt: Date | null;
  taxConfirmed: boolean;
  now: Date;
}): PayoutHold | null {
  if (o.partnerStatus === 'suspended') return { reason: 'suspended', until: null };
  if (o.balanceCents < o.thresholdCents) return { reason: 'below_threshold', until: null };
  if (!o.iban) return { reason: 'no_iban', until: null };
  if (!o.taxConfirmed) return { reason: 'tax_unconfirmed', until: null };
  const until = ibanHoldUntil(o.ibanChangedAt, o.now);
  if (until) return { reason: 'iban_recent', until };
  return null;
}

export type GatherOutcome =
  | { partnerId: number; outcome: 'created'; payoutId: number; grossCents: number; withholdingCents: number; netCents: number; entries: number }
  | { partnerId: number; outcome: 'exists'; payoutId: number }
  | { partnerId: number; outcome: 'held'; hold: PayoutHold; balanceCents: number }
  | { partnerId: number; outcome: 'nothing' }
  | { partnerId: number; outcome: 'failed'; error: string };

export interface PayoutRunDeps {
  db: Database;
  clock: Clock;
}

/**
 * One referrer's payout of `period`, in one transaction under the partner's row lock: concurrent
 * runs queue on the lock and the second finds the first one's payout (the unique partner+period
 * index is the database's own guard). The payable rows are read again under the lock; when they
 * reach the threshold and nothing holds them, the payout row (gross, withholding by the confirmed
 * tax status, net, the IBAN as it is now, who gathered it and who confirmed the tax status) and
 * one `in_payout` event per row are written together.
 */
export async function gatherPartnerPayout(deps: PayoutRunDeps, partnerId: number, period: string, thresholdCents: number, preparedBy?: StaffActor): Promise<GatherOutcome> {
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx): Promise<GatherOutcome> => {
    const partner = await lockPartner(tx, partnerId);
    if (partner?.partnerType !== 'referral') return { partnerId, outcome: 'nothing' };
    const [existing] = await tx
      .select({ id: partnerPayouts.id })
      .from(partnerPayouts)
      .where(and(eq(partnerPayouts.partnerId, partnerId), eq(partnerPayouts.period, period)));
    if (existing) return { partnerId, outcome: 'exists', payoutId: existing.id };
    const { entryIds, balanceCents } = await payableEntries(tx, partnerId);
    if (entryIds.length === 0) return { partnerId, outcome: 'nothing' };
    const profile = await readPayoutProfile(tx, partnerId);
    const taxConfirmed = profile.taxConfirmedAt !== null;
    const hold = payoutHold({ partnerStatus: partner.status, balanceCents, thresholdCents, iban: profile.iban, ibanChangedAt: profile.ibanChangedAt, taxConfirmed, now });
    if (hold) return { partnerId, outcome: 'held', hold, balanceCents };
    // The confirmed VAT number, never the company data's: what the partner typed is only a request.
    const amounts = payoutAmounts(balanceCents, { personType: profile.personType, withholdingBps: profile.withholdingBps, vatNumber: profile.vatNumber });
    const [payout] = await tx
      .insert(partnerPayouts)
      .values({
        partnerId,
        period,
        status: 'draft',
        ...amounts,
        accountHolder: profile.accountHolder ?? partner.companyName,
        iban: profile.iban,
        preparedBy: preparedBy?.id ?? null,
        taxConfirmedBy: profile.taxConfirmedBy,
        createdAt: now,
      })
      .returning({ id: partnerPayouts.id });
    await tx.insert(commissionEvents).values(entryIds.map((entryId) => ({ entryId, event: 'in_payout' as const, payoutId: payout!.id, createdAt: now })));
    if (preparedBy)
      await recordStaffAction(
        tx,
        preparedBy,
        { action: 'payout.prepare', targetType: 'payout', targetId: payout!.id, after: { partner_id: partnerId, period, ...amounts, entries: entryIds.length } },
        now,
      );
    return { partnerId, outcome: 'created', payoutId: payout!.id, ...amounts, entries: entryIds.length };
  });
}

export interface PayoutRunResult {
  period: string;
  thresholdCents: number;
  outcomes: GatherOutcome[];
  created: number;
}

/**
 * The monthly payout job (and staff's "gather now"): every referrer with approved rows not yet
 * in a payout gets its payout of the period, one partner at a time (one failure does not stop the
 * others). Running it again, or twice at once, changes nothing: one payout per partner and period.
 */
export async function runMonthlyPayouts(
  deps: PayoutRunDeps,
  options: { thresholdCents?: number; period?: string /** A staff member's "gather now" (the job: none). */; preparedBy?: StaffActor } = {},
): Promise<PayoutRunResult> {
  const thresholdCents = options.thresholdCents ?? DEFAULT_PAYOUT_THRESHOLD_CENTS;
  const period = options.period ?? payoutPeriod(deps.clock.now());
  const candidates = await deps.db.execute<{ partner_id: number }>(sql`
    SELECT DISTINCT ce.partner_id FROM commission_entries ce
      JOIN ${partners} p ON p.id = ce.partner_id AND p.partner_type = 'referral'
     WHERE NOT EXISTS (SELECT 1 FROM commission_events ev JOIN partner_payouts po ON po.id = ev.payout_id
                        WHERE ev.entry_id = ce.id AND ev.event = 'in_payout' AND po.status <> 'cancelled')
       AND EXISTS (SELECT 1 FROM commission_events ev WHERE ev.entry_id = ce.id AND ev.event = 'approved')
     ORDER BY ce.partner_id`);
  const outcomes: GatherOutcome[] = [];
  for (const { partner_id } of candidates.rows) {
    const partnerId = Number(partner_id);
    try {
      outcomes.push(await gatherPartnerPayout(deps, partnerId, period, thresholdCents, options.preparedBy));
    } catch (e) {
      // A concurrent run inserted the same payout between our check and insert: it exists.
      if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'partner_payouts_partner_period_unique') {
        const [row] = await deps.db
          .select({ id: partnerPayouts.id })
          .from(partnerPayouts)
          .where(and(eq(partnerPayouts.partnerId, partnerId), eq(partnerPayouts.period, period)));
        outcomes.push(row ? { partnerId, outcome: 'exists', payoutId: row.id } : { partnerId, outcome: 'failed', error: 'unique violation' });
      } else {
        outcomes.push({ partnerId, outcome: 'failed', error: isDomainError(e) ? `${e.code}: ${e.message}` : (e as Error).message });
      }
    }
  }
  return { period, thresholdCents, outcomes, created: outcomes.filter((o) => o.outcome === 'created').length };
}

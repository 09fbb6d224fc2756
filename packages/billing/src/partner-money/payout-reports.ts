import { sql } from 'drizzle-orm';
import type { Clock } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction, pgTimestamp, type Executor } from '@tenuta/core';
import type { Database } from '@tenuta/db';
import { ledgerStatusSql } from './ledger-status.ts';
import { payoutHold, type PayoutHold } from './payout-run.ts';
import { findPayouts, payoutRows, type PayoutFilter, type PayoutRecord } from './payout-queries.ts';
import { payoutsCsv } from './payouts-csv.ts';
import { listTaxRequests, type TaxRequestView } from './tax-status.ts';

/** A referrer whose approved balance is waiting: how much, and why it is not in a payout now (null: the next run gathers it). */
export interface PayoutWaiting {
  partnerId: number;
  companyName: string;
  partnerStatus: string;
  balanceCents: number;
  entries: number;
  hold: PayoutHold | null;
}

/** Referrers with approved rows not in a live payout, and what holds each (for the staff payouts page). */
export async function payoutsWaiting(db: Executor, now: Date, thresholdCents: number): Promise<PayoutWaiting[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT p.id, p.company_name, p.status, pp.iban, pp.iban_changed_at, (pp.tax_confirmed_at IS NOT NULL) AS tax_confirmed,
           sum(ce.amount_cents) AS balance, count(*) AS entries
      FROM commission_entries ce
      JOIN partners p ON p.id = ce.partner_id
      LEFT JOIN partner_payout_profiles pp ON pp.partner_id = p.id
     WHERE ${ledgerStatusSql(sql`ce`)} = 'approved'
     GROUP BY p.id, p.company_name, p.status, pp.iban, pp.iban_changed_at, pp.tax_confirmed_at
     ORDER BY p.company_name, p.id`);
  return r.rows.map((x) => {
    const balanceCents = Number(x.balance);
    return {
      partnerId: Number(x.id),
      companyName: String(x.company_name),
      partnerStatus: String(x.status),
      balanceCents,
      entries: Number(x.entries),
      hold: payoutHold({
        partnerStatus: String(x.status),
        balanceCents,
        thresholdCents,
        iban: (x.iban as string | null) ?? null,
        ibanChangedAt: x.iban_changed_at ? pgTimestamp(x.iban_changed_at) : null,
        taxConfirmed: x.tax_confirmed === true,
        now,
      }),
    };
  });
}

/** GET /api/staff/payouts: the payouts by status and period, the balances waiting and the tax status requests to decide. */
export async function listStaffPayouts(
  deps: { db: Executor; clock: Clock },
  filter: PayoutFilter,
  thresholdCents: number,
): Promise<{ payouts: PayoutRecord[]; waiting: PayoutWaiting[]; taxRequests: TaxRequestView[] }> {
  const [payouts, waiting, taxRequests] = await Promise.all([
    findPayouts(deps.db, filter),
    payoutsWaiting(deps.db, deps.clock.now(), thresholdCents),
    listTaxRequests(deps.db, { status: 'pending' }),
  ]);
  return { payouts, waiting, taxRequests };
}

/** One payout with its commission rows. */
export async function getStaffPayout(deps: { db: Executor }, payoutId: number): Promise<{ payout: PayoutRecord; rows: Awaited<ReturnType<typeof payoutRows>> }> {
  const [payout] = await findPayouts(deps.db, { id: payoutId }, 1);
  if (!payout) throw notFound('Payout');
  return { payout, rows: await payoutRows(deps.db, payoutId) };
}

export interface WithholdingMonth {
  /** YYYY-MM: the Rome month in which the payouts were paid (the tax is due by the 16th of the next). */
  month: string;
  payouts: number;
  grossCents: number;
  withholdingCents: number;
  netCents: number;
}

/** The withholding tax of paid payouts per month of payment (Rome calendar) for one year: twelve months, zeros included. */
export async function withholdingTotals(db: Executor, year: number): Promise<{ year: number; months: WithholdingMonth[]; totals: Omit<WithholdingMonth, 'month'> }> {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw new DomainError('validation_error', 'Give a year from 2000 to 2100', 'year_invalid');
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT to_char(po.paid_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month, count(*) AS payouts,
           sum(po.gross_cents) AS gross, sum(po.withholding_cents) AS withholding, sum(po.net_cents) AS net
      FROM partner_payouts po
     WHERE po.status = 'paid' AND to_char(po.paid_at AT TIME ZONE 'Europe/Rome', 'YYYY') = ${String(year)}
     GROUP BY 1`);
  const byMonth = new Map(r.rows.map((x) => [String(x.month), x]));
  const months = Array.from({ length: 12 }, (_, i): WithholdingMonth => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    const x = byMonth.get(month);
    return { month, payouts: Number(x?.payouts ?? 0), grossCents: Number(x?.gross ?? 0), withholdingCents: Number(x?.withholding ?? 0), netCents: Number(x?.net ?? 0) };
  });
  const totals = months.reduce(
    (a, m) => ({
      payouts: a.payouts + m.payouts,
      grossCents: a.grossCents + m.grossCents,
      withholdingCents: a.withholdingCents + m.withholdingCents,
      netCents: a.netCents + m.netCents,
    }),
    {
      payouts: 0,
      grossCents: 0,
      withholdingCents: 0,
      netCents: 0,
    },
  );
  return { year, months, totals };
}

/** GET /api/staff/payouts.csv: the payouts of the filter as CSV; the read and its audit row are one transaction. */
export async function exportPayoutsCsv(deps: { db: Database }, actor: StaffActor, filter: PayoutFilter): Promise<{ filename: string; content: string; rows: number }> {
  return lockingTransaction(deps.db, async (tx) => {
    const rows = await findPayouts(tx, filter, 100_000);
    await recordStaffAction(tx, actor, {
      action: 'export.payouts',
      targetType: 'export',
      targetId: `payouts:${filter.period ?? `${filter.fromPeriod ?? ''}..${filter.toPeriod ?? ''}`}`,
      after: { ...filter, rows: rows.length },
    });
    const label = filter.period ?? ([filter.fromPeriod, filter.toPeriod].filter(Boolean).join('-') || 'all');
    return { filename: `tenuta-payouts-${label}.csv`, content: payoutsCsv(rows), rows: rows.length };
  });
}

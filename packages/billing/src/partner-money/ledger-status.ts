import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@tenuta/core';

/**
 * The status of a commission ledger row. It is never stored: it follows from the row's flag and
 * its appended facts (`commission_events`) and, for a row carried by a payout, that payout's
 * status. One rule for the partner's page, the staff pages, the payout run and the dashboard:
 *
 * 1. `flagged`   it has a flag (e.g. self_referral) and no `cleared` nor `rejected` event;
 * 2. `rejected`  it has a `rejected` event (staff refused it: it never counts);
 * 3. `paid`      it has an `in_payout` event whose payout is `paid`;
 * 4. `in_payout` it has an `in_payout` event whose payout is neither paid nor cancelled;
 * 5. `approved`  it has an `approved` event;
 * 6. `pending`   otherwise.
 *
 * A partner's payable balance is the sum of `amount_cents` of its `approved` rows (reversals
 * included, so it may be negative and is then carried over).
 */
export const ledgerStatuses = ['pending', 'flagged', 'approved', 'in_payout', 'paid', 'rejected'] as const;
export type LedgerStatus = (typeof ledgerStatuses)[number];

export type PayoutStatus = 'draft' | 'approved' | 'exported' | 'paid' | 'cancelled';

/** What the rule reads about one row. */
export interface LedgerFacts {
  flag: string | null;
  events: readonly { event: 'approved' | 'cleared' | 'rejected' | 'in_payout'; payoutStatus?: PayoutStatus | null }[];
}

/** The rule above, for a row already read. */
export function ledgerStatus(facts: LedgerFacts): LedgerStatus {
  const has = (e: LedgerFacts['events'][number]['event']) => facts.events.some((x) => x.event === e);
  if (facts.flag && !has('cleared') && !has('rejected')) return 'flagged';
  if (has('rejected')) return 'rejected';
  const carried = facts.events.filter((x) => x.event === 'in_payout');
  if (carried.some((x) => x.payoutStatus === 'paid')) return 'paid';
  if (carried.some((x) => x.payoutStatus && x.payoutStatus !== 'cancelled')) return 'in_payout';
  if (has('approved')) return 'approved';
  return 'pending';
}

/**
 * The same rule as an SQL expression over a `commission_entries` row: `entry` is how the query
 * names that table (e.g. sql`ce`). Use it in SELECT, WHERE and GROUP BY alike.
 */
export function ledgerStatusSql(entry: SQL): SQL<LedgerStatus> {
  const event = (name: string) => sql`EXISTS (SELECT 1 FROM commission_events ev WHERE ev.entry_id = ${entry}.id AND ev.event = ${name})`;
  const payout = (condition: SQL) =>
    sql`EXISTS (SELECT 1 FROM commission_events ev JOIN partner_payouts po ON po.id = ev.payout_id WHERE ev.entry_id = ${entry}.id AND ev.event = 'in_payout' AND ${condition})`;
  return sql<LedgerStatus>`(CASE
    WHEN ${entry}.flag IS NOT NULL AND NOT ${event('cleared')} AND NOT ${event('rejected')} THEN 'flagged'
    WHEN ${event('rejected')} THEN 'rejected'
    WHEN ${payout(sql`po.status = 'paid'`)} THEN 'paid'
    WHEN ${payout(sql`po.status NOT IN ('paid', 'cancelled')`)} THEN 'in_payout'
    WHEN ${event('approved')} THEN 'approved'
    ELSE 'pending' END)`;
}

/** Sum of amount_cents of a partner's rows by status (every status present, 0 when none). */
export async function ledgerTotals(db: Executor, partnerId: number): Promise<Record<LedgerStatus, number>> {
  const r = await db.execute<{ status: LedgerStatus; cents: string }>(sql`
    SELECT s.status, sum(s.amount_cents) AS cents
      FROM (SELECT ce.amount_cents, ${ledgerStatusSql(sql`ce`)} AS status FROM commission_entries ce WHERE ce.partner_id = ${partnerId}) s
     GROUP BY s.status`);
  const totals = Object.fromEntries(ledgerStatuses.map((s) => [s, 0])) as Record<LedgerStatus, number>;
  for (const row of r.rows) totals[row.status] = Number(row.cents);
  return totals;
}

/**
 * The ids and sum of a partner's payable rows: status `approved` (approved, not flagged nor
 * rejected, not carried by a live or paid payout). The sum may be negative (reversals after a
 * payout): it is then carried over to the next run.
 */
export async function payableEntries(db: Executor, partnerId: number): Promise<{ entryIds: number[]; balanceCents: number }> {
  const r = await db.execute<{ id: string; amount_cents: number }>(sql`
    SELECT ce.id, ce.amount_cents FROM commission_entries ce
     WHERE ce.partner_id = ${partnerId} AND ${ledgerStatusSql(sql`ce`)} = 'approved'
     ORDER BY ce.id`);
  return { entryIds: r.rows.map((x) => Number(x.id)), balanceCents: r.rows.reduce((a, x) => a + Number(x.amount_cents), 0) };
}

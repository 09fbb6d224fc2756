import { sql, type SQL } from 'drizzle-orm';
import type { CommissionTotals, PartnerCommissionRow, PartnerCommissionsData } from '@tenuta/contracts';
import { DomainError } from '@tenuta/core';
import { addDays, romeDayStart } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { findCommissionRows, type CommissionRowRecord } from './commission-queries.ts';
import { ledgerStatuses, ledgerStatusSql, type LedgerStatus } from './ledger-status.ts';
import { referralOverview } from './referral-overview.ts';

export interface PartnerCommissionsFilter {
  status?: LedgerStatus | undefined;
  /** Rome days (YYYY-MM-DD) of the experience, both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
}

/** The caller as these use cases need it (the API's partner session gives it). */
export interface ReferrerCaller {
  partnerId: number;
  partnerType: 'reseller' | 'referral';
}

export function requireReferrer(c: Pick<ReferrerCaller, 'partnerType'>): void {
  if (c.partnerType !== 'referral') throw new DomainError('forbidden', 'Not available for this kind of partner', 'partner_type_forbidden');
}

/** A real Rome calendar day, YYYY-MM-DD (2026-13-01 or 2026-02-30 is refused). */
function isCalendarDay(d: string): boolean {
  const t = Date.parse(`${d}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

function dateRange(f: Pick<PartnerCommissionsFilter, 'from' | 'to'>): SQL[] {
  for (const d of [f.from, f.to]) if (d !== undefined && !isCalendarDay(d)) throw new DomainError('validation_error', `${d} is not a date (YYYY-MM-DD)`, 'date_invalid');
  if (f.from && f.to && f.from > f.to) throw new DomainError('validation_error', 'The start date is after the end date', 'date_range_invalid');
  const c: SQL[] = [];
  if (f.from) c.push(sql`x.earned_at >= ${romeDayStart(f.from).toISOString()}::timestamptz`);
  if (f.to) c.push(sql`x.earned_at < ${romeDayStart(addDays(f.to, 1)).toISOString()}::timestamptz`);
  return c;
}

export const toPartnerCommissionRow = (r: CommissionRowRecord): PartnerCommissionRow => ({
  id: r.id,
  kind: r.kind,
  booking_number: r.bookingNumber,
  category: r.category,
  experience_at: r.experienceAt.toISOString(),
  base_cents: r.baseCents,
  rate_bps: r.rateBps,
  amount_cents: r.amountCents,
  status: r.status,
  reason: r.reason,
  credited: r.credited,
  created_at: r.createdAt.toISOString(),
});

/**
 * GET /api/partners/commissions (a referrer's owner): its ledger rows only, newest experience
 * first, with why each booking was credited, filtered by status and experience dates, and the
 * totals per status over those dates.
 */
export async function listPartnerCommissions(deps: { db: Executor }, caller: ReferrerCaller, filter: PartnerCommissionsFilter): Promise<PartnerCommissionsData> {
  requireReferrer(caller);
  const dates = dateRange(filter);
  const scope = [sql`x.partner_id = ${caller.partnerId}`, ...dates];
  const where = sql.join(filter.status ? [...scope, sql`x.status = ${filter.status}`] : scope, sql` AND `);
  const { rows, total } = await findCommissionRows(deps.db, where, { limit: filter.perPage, offset: (filter.page - 1) * filter.perPage });
  const t = await deps.db.execute<{ status: LedgerStatus; cents: string }>(sql`
    SELECT x.status, sum(x.amount_cents) AS cents
      FROM (SELECT ce.partner_id, ce.earned_at, ce.amount_cents, ${ledgerStatusSql(sql`ce`)} AS status FROM commission_entries ce WHERE ce.partner_id = ${caller.partnerId}) x
     WHERE ${sql.join(scope, sql` AND `)}
     GROUP BY x.status`);
  const totals = Object.fromEntries(ledgerStatuses.map((s) => [s, 0])) as CommissionTotals;
  for (const row of t.rows) totals[row.status] = Number(row.cents);
  return { rows: rows.map(toPartnerCommissionRow), total, page: filter.page, per_page: filter.perPage, totals_cents: totals };
}

/** The referrer's dashboard numbers: link clicks of the last 30 days and the ledger by status (pending includes rows under review; approved includes rows in a payout not yet paid). */
export async function referrerDashboardNumbers(
  db: Executor,
  partnerId: number,
  now: Date,
): Promise<{ clicks30d: number; bookings30d: number; commissions: { pending_cents: number; approved_cents: number; paid_cents: number } }> {
  // The same read model staff see on the partner's page (referral-overview.ts).
  const o = await referralOverview(db, partnerId, now);
  const c = o.commissions;
  return {
    clicks30d: o.clicksRecent,
    bookings30d: o.bookingsRecent,
    commissions: { pending_cents: c.pending + c.flagged, approved_cents: c.approved + c.in_payout, paid_cents: c.paid },
  };
}

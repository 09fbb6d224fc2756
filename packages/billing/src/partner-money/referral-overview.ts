import { sql } from 'drizzle-orm';
import { notFound, referredBySql, type Executor } from '@tenuta/core';
import { ledgerStatuses, ledgerStatusSql, type LedgerStatus } from './ledger-status.ts';

/** Days the "recent" figures cover (the dashboard's window). */
export const REFERRAL_RECENT_DAYS = 30;

/**
 * What a partner's referrals come to: link clicks, the bookings credited to it (live ones, not
 * cancelled nor refunded) and its commission ledger by state. One read model for the partner's
 * own dashboard and for the staff's page of the partner, so both always show the same numbers;
 * the bookings are counted by core's rule of referred bookings, the very rule the referrer's
 * Orders page lists them by.
 */
export interface ReferralOverview {
  clicksRecent: number;
  clicksTotal: number;
  bookingsRecent: number;
  bookingsTotal: number;
  /** Cents by ledger state (reversals included); every state present. */
  commissions: Record<LedgerStatus, number>;
}

export async function referralOverview(db: Executor, partnerId: number, now: Date): Promise<ReferralOverview> {
  const since = new Date(now.getTime() - REFERRAL_RECENT_DAYS * 86_400_000).toISOString();
  const [clicks, bookings, ledger] = await Promise.all([
    db.execute<{ recent: string; total: string }>(sql`
      SELECT count(*) FILTER (WHERE created_at >= ${since}::timestamptz) AS recent, count(*) AS total FROM referral_clicks WHERE partner_id = ${partnerId}`),
    db.execute<{ recent: string; total: string }>(sql`
      SELECT count(*) FILTER (WHERE b.created_at >= ${since}::timestamptz) AS recent, count(*) AS total
        FROM bookings b
       WHERE ${referredBySql(partnerId, sql`b`)} AND b.status NOT IN ('cancelled', 'refunded')`),
    db.execute<{ status: LedgerStatus; cents: string }>(sql`
      SELECT s.status, sum(s.amount_cents) AS cents
        FROM (SELECT ce.amount_cents, ${ledgerStatusSql(sql`ce`)} AS status FROM commission_entries ce WHERE ce.partner_id = ${partnerId}) s
       GROUP BY s.status`),
  ]);
  const commissions = Object.fromEntries(ledgerStatuses.map((s) => [s, 0])) as Record<LedgerStatus, number>;
  for (const row of ledger.rows) commissions[row.status] = Number(row.cents);
  return {
    clicksRecent: Number(clicks.rows[0]?.recent ?? 0),
    clicksTotal: Number(clicks.rows[0]?.total ?? 0),
    bookingsRecent: Number(bookings.rows[0]?.recent ?? 0),
    bookingsTotal: Number(bookings.rows[0]?.total ?? 0),
    commissions,
  };
}

/** GET /api/staff/partners/{id}/referrals: the overview of any partner; 404 for an unknown one. */
export async function getStaffReferralOverview(deps: { db: Executor; clock: { now(): Date } }, partnerId: number) {
  const p = await deps.db.execute<{ id: number }>(sql`SELECT id FROM partners WHERE id = ${partnerId}`);
  if (p.rows.length === 0) throw notFound('Partner');
  const o = await referralOverview(deps.db, partnerId, deps.clock.now());
  return {
    recent_days: REFERRAL_RECENT_DAYS,
    clicks_recent: o.clicksRecent,
    clicks_total: o.clicksTotal,
    bookings_recent: o.bookingsRecent,
    bookings_total: o.bookingsTotal,
    commissions_cents: o.commissions,
  };
}

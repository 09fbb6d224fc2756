import { type SQL, sql } from 'drizzle-orm';
import type { PartnerFigures, StaffPartnerReport, StaffReportQuery } from '@tenuta/contracts';
import { exportReportCsv, LIVE_BOOKING, type ReportCsvFile, type ReportPeriod, reportPeriod } from '@tenuta/booking';
import { type CoreDeps, csvDocument, csvEuros, type Executor, referrerIdSql, type StaffActor } from '@tenuta/core';
import { ledgerStatusSql } from '../partner-money/ledger-status.ts';

const n = (v: unknown) => Number(v ?? 0);
const figureKeys = ['clicks', 'referred_bookings', 'referred_sales_cents', 'orders', 'orders_sales_cents', 'orders_net_cents', 'commission_cents'] as const;

/** The period of the partners' report (any length up to three years; no grouping). */
const partnerPeriod = (q: Pick<StaffReportQuery, 'from' | 'to'>, now: Date) => reportPeriod({ from: q.from, to: q.to, group: 'month' }, now);

/**
 * GET /api/staff/reports/partners: each partner's work in the period (Rome days): clicks on its
 * links, the bookings its links and codes brought that are still bookings (and their retail
 * value), a reseller's own orders still booked (retail and the net it owes), and the commission
 * written (reversals deducted, refused commissions left out). Every active partner is listed,
 * the others only when they did something in the period.
 */
export async function getPartnerReport(deps: Pick<CoreDeps, 'db' | 'clock'>, q: Pick<StaffReportQuery, 'from' | 'to'>): Promise<StaffPartnerReport> {
  return partnerReport(deps.db, partnerPeriod(q, deps.clock.now()));
}

async function partnerReport(db: Executor, p: Pick<ReportPeriod, 'from' | 'to' | 'start' | 'end'>): Promise<StaffPartnerReport> {
  const within = (column: SQL) => sql`${column} >= ${p.start} AND ${column} < ${p.end}`;
  const r = await db.execute<Record<string, unknown>>(sql`
    WITH clicks AS (
      SELECT partner_id, count(*) AS n FROM referral_clicks WHERE ${within(sql`created_at`)} GROUP BY partner_id
    ), referred AS (
      SELECT ${referrerIdSql(sql`b`)} AS partner_id, count(*) FILTER (WHERE ${LIVE_BOOKING}) AS n, sum(b.total_cents) FILTER (WHERE ${LIVE_BOOKING}) AS sales
        FROM bookings b WHERE b.partner_id IS NULL AND ${within(sql`b.created_at`)} GROUP BY 1
    ), orders AS (
      SELECT b.partner_id, count(*) FILTER (WHERE ${LIVE_BOOKING}) AS n, sum(b.total_cents) FILTER (WHERE ${LIVE_BOOKING}) AS sales,
             sum(b.partner_net_cents) FILTER (WHERE ${LIVE_BOOKING}) AS net
        FROM bookings b WHERE b.partner_id IS NOT NULL AND ${within(sql`b.created_at`)} GROUP BY b.partner_id
    ), commission AS (
      SELECT ce.partner_id, sum(ce.amount_cents) AS cents FROM commission_entries ce
       WHERE ${within(sql`ce.created_at`)} AND ${ledgerStatusSql(sql`ce`)} <> 'rejected' GROUP BY ce.partner_id
    )
    SELECT pa.id, pa.company_name, pa.partner_type, pa.status,
           c.n AS clicks, r.n AS referred_bookings, r.sales AS referred_sales_cents,
           o.n AS orders, o.sales AS orders_sales_cents, o.net AS orders_net_cents, cm.cents AS commission_cents
      FROM partners pa
      LEFT JOIN clicks c ON c.partner_id = pa.id LEFT JOIN referred r ON r.partner_id = pa.id
      LEFT JOIN orders o ON o.partner_id = pa.id LEFT JOIN commission cm ON cm.partner_id = pa.id
     WHERE pa.status = 'active' OR c.n IS NOT NULL OR r.n IS NOT NULL OR o.n IS NOT NULL OR cm.cents IS NOT NULL
     ORDER BY lower(pa.company_name), pa.id`);
  const total = Object.fromEntries(figureKeys.map((k) => [k, 0])) as PartnerFigures;
  const partners = r.rows.map((x) => {
    const f = Object.fromEntries(figureKeys.map((k) => [k, n(x[k])])) as PartnerFigures;
    for (const k of figureKeys) total[k] += f[k];
    return {
      ...f,
      partner_id: Number(x.id),
      name: String(x.company_name),
      type: x.partner_type === 'reseller' ? ('reseller' as const) : ('referral' as const),
      status: x.status as StaffPartnerReport['partners'][number]['status'],
    };
  });
  return { from: p.from, to: p.to, partners, total };
}

/** The partners' table as CSV (the exports' one dialect). Pure. */
export function partnerReportCsv(r: StaffPartnerReport): string {
  const columns = ['partner_id', 'partner', 'type', 'clicks', 'referred_bookings', 'referred_sales_eur', 'orders', 'orders_sales_eur', 'orders_net_eur', 'commission_eur'];
  return csvDocument(
    columns,
    r.partners.map((x) => [
      x.partner_id,
      x.name,
      x.type,
      x.clicks,
      x.referred_bookings,
      csvEuros(x.referred_sales_cents),
      x.orders,
      csvEuros(x.orders_sales_cents),
      csvEuros(x.orders_net_cents),
      csvEuros(x.commission_cents),
    ]),
  );
}

/** GET /api/staff/reports/partners.csv: the table, audited as every export. */
export async function exportPartnerReportCsv(deps: Pick<CoreDeps, 'db' | 'clock'>, actor: StaffActor, q: Pick<StaffReportQuery, 'from' | 'to'>): Promise<ReportCsvFile> {
  const p = partnerPeriod(q, deps.clock.now());
  return exportReportCsv(deps, actor, 'partners', { from: p.from, to: p.to }, async (tx) => partnerReportCsv(await partnerReport(tx, p)));
}

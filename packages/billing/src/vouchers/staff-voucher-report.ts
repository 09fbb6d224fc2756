import { sql } from 'drizzle-orm';
import type { StaffVoucherReport, StaffVoucherReportMonth } from '@tenuta/contracts';
import { csvDocument, csvEuros, DomainError, type Executor, lockingTransaction, recordStaffAction, romeDate, romeDayStart, type StaffActor } from '@tenuta/core';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';

/** At most this many months in one report. */
export const VOUCHER_REPORT_MAX_MONTHS = 36;

/** The months a report may ask for (the estate's ledger has nothing before; a typo such as 0747 is refused, 400). */
const FIRST_MONTH = '2000-01';
const LAST_MONTH = '2999-12';

/** "2026-11" plus whole months. */
export function shiftMonth(month: string, n: number): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${String(t.getUTCFullYear()).padStart(4, '0')}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}
const monthsBetween = (from: string, to: string) => {
  const [fy = 0, fm = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
};

/** The report's months: given, or the twelve up to this Rome month. */
export function reportRange(q: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const to = q.to ?? (q.from ? shiftMonth(q.from, 11) : romeDate(now).slice(0, 7));
  const from = q.from ?? shiftMonth(to, -11);
  if (from < FIRST_MONTH || to > LAST_MONTH) throw new DomainError('validation_error', `Months from ${FIRST_MONTH} to ${LAST_MONTH}`);
  if (from > to) throw new DomainError('validation_error', 'The first month is after the last', 'from must be on or before to');
  if (monthsBetween(from, to) + 1 > VOUCHER_REPORT_MAX_MONTHS) throw new DomainError('validation_error', `At most ${VOUCHER_REPORT_MAX_MONTHS} months at a time`);
  return { from, to };
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * The vouchers' money, read from the ledger alone (each entry in the Rome month it was written):
 * sold (the 'issue' entries of bought vouchers), complimentary (those staff gave), redeemed,
 * refunded to vouchers, expired, staff adjustments and voids (net), and the balance every voucher
 * held together at each month's end. Outstanding now is the whole ledger's sum: voids and
 * expiries bring a voucher to zero by entries, so what is left is what is still owed (a
 * liability, settled in services when spent).
 */
export async function getVoucherReport(deps: Pick<StaffVoucherDeps, 'db' | 'clock'>, q: { from?: string | undefined; to?: string | undefined }): Promise<StaffVoucherReport> {
  return voucherReport(deps.db, reportRange(q, deps.clock.now()));
}

async function voucherReport(db: Executor, range: { from: string; to: string }): Promise<StaffVoucherReport> {
  const start = romeDayStart(`${range.from}-01`);
  const end = romeDayStart(`${shiftMonth(range.to, 1)}-01`);
  const [perMonth, opening, now] = await Promise.all([
    db.execute<Record<string, string | null>>(sql`
      SELECT to_char(e.created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month,
        sum(e.amount_cents) FILTER (WHERE e.kind = 'issue' AND v.origin = 'purchased') AS sold,
        count(*) FILTER (WHERE e.kind = 'issue' AND v.origin = 'purchased') AS sold_count,
        sum(e.amount_cents) FILTER (WHERE e.kind = 'issue' AND v.origin = 'complimentary') AS complimentary,
        count(*) FILTER (WHERE e.kind = 'issue' AND v.origin = 'complimentary') AS complimentary_count,
        -sum(e.amount_cents) FILTER (WHERE e.kind = 'redeem') AS redeemed,
        sum(e.amount_cents) FILTER (WHERE e.kind = 'refund') AS refunded,
        -sum(e.amount_cents) FILTER (WHERE e.kind = 'expiry') AS expired,
        sum(e.amount_cents) FILTER (WHERE e.kind = 'adjustment') AS adjusted,
        sum(e.amount_cents) AS net
      FROM gift_voucher_entries e JOIN gift_vouchers v ON v.id = e.voucher_id
      WHERE e.created_at >= ${start} AND e.created_at < ${end}
      GROUP BY 1`),
    db.execute<{ total: string | null }>(sql`SELECT sum(amount_cents) AS total FROM gift_voucher_entries WHERE created_at < ${start}`),
    db.execute<{ total: string | null; vouchers: string }>(sql`
      SELECT sum(b.balance) AS total, count(*) FILTER (WHERE b.balance > 0) AS vouchers
      FROM (SELECT sum(amount_cents) AS balance FROM gift_voucher_entries GROUP BY voucher_id) b`),
  ]);
  const byMonth = new Map(perMonth.rows.map((r) => [r.month!, r]));
  let balance = n(opening.rows[0]?.total);
  const months: StaffVoucherReportMonth[] = [];
  for (let m = range.from; m <= range.to; m = shiftMonth(m, 1)) {
    const r = byMonth.get(m);
    balance += n(r?.net);
    months.push({
      month: m,
      sold_cents: n(r?.sold),
      sold_count: n(r?.sold_count),
      complimentary_cents: n(r?.complimentary),
      complimentary_count: n(r?.complimentary_count),
      redeemed_cents: n(r?.redeemed),
      refunded_cents: n(r?.refunded),
      expired_cents: n(r?.expired),
      adjusted_cents: n(r?.adjusted),
      closing_balance_cents: balance,
    });
  }
  return { ...range, outstanding_cents: n(now.rows[0]?.total), outstanding_vouchers: n(now.rows[0]?.vouchers), months };
}

export const VOUCHER_REPORT_CSV_COLUMNS = [
  'month',
  'sold_eur',
  'sold_count',
  'complimentary_eur',
  'complimentary_count',
  'redeemed_eur',
  'refunded_eur',
  'expired_eur',
  'adjusted_eur',
  'closing_balance_eur',
] as const;

/** The report as CSV in the exports' one dialect: one line per month. Pure. */
export function voucherReportCsv(report: StaffVoucherReport): string {
  return csvDocument(
    VOUCHER_REPORT_CSV_COLUMNS,
    report.months.map((m) => [
      m.month,
      csvEuros(m.sold_cents),
      m.sold_count,
      csvEuros(m.complimentary_cents),
      m.complimentary_count,
      csvEuros(m.redeemed_cents),
      csvEuros(m.refunded_cents),
      csvEuros(m.expired_cents),
      csvEuros(m.adjusted_cents),
      csvEuros(m.closing_balance_cents),
    ]),
  );
}

/** GET /api/staff/vouchers/report.csv: the report's months as CSV; recorded in the audit log (export.voucher_report). */
export async function exportVoucherReportCsv(
  deps: Pick<StaffVoucherDeps, 'db' | 'clock'>,
  actor: StaffActor,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<{ filename: string; content: string }> {
  const now = deps.clock.now();
  const range = reportRange(q, now);
  return lockingTransaction(deps.db, async (tx) => {
    const report = await voucherReport(tx, range);
    await recordStaffAction(tx, actor, { action: 'export.voucher_report', targetType: 'export', targetId: `vouchers:${range.from}..${range.to}`, after: range }, now);
    return { filename: `tenuta-voucher-report-${range.from}-${range.to}.csv`, content: voucherReportCsv(report) };
  });
}

import type { StaffReportQuery } from '@tenuta/contracts';
import { type CoreDeps, type Executor, lockingTransaction, recordStaffAction, type StaffActor } from '@tenuta/core';
import { cashUp, cashUpDay } from './get-cash-up.ts';
import { occupancyReport } from './get-occupancy-report.ts';
import { paymentsReport } from './get-payments-report.ts';
import { salesReport } from './get-sales-report.ts';
import { type ReportPeriod, reportPeriod } from './report-period.ts';
import { cashUpCsv, occupancyCsv, paymentsCsv, salesCsv } from './reports-csv.ts';

export interface ReportCsvFile {
  filename: string;
  content: string;
}

/**
 * A report's table as a CSV file, read and recorded in the audit log (export.report: which report,
 * which days) in one transaction, as every back-office export is. Other packages' reports (the
 * partners') come through here too.
 */
export async function exportReportCsv(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  actor: StaffActor,
  /** Its name in the audit log (sales, payments, cash_up, occupancy, partners). */
  report: string,
  period: { from: string; to: string; group?: string },
  write: (tx: Executor) => Promise<string>,
): Promise<ReportCsvFile> {
  return lockingTransaction(deps.db, async (tx) => {
    const content = await write(tx);
    await recordStaffAction(
      tx,
      actor,
      { action: 'export.report', targetType: 'export', targetId: `report-${report}:${period.from}..${period.to}`, after: { report, ...period } },
      deps.clock.now(),
    );
    const days = period.from === period.to ? period.from : `${period.from}-${period.to}`;
    return { filename: `tenuta-${report.replaceAll('_', '-')}-${days}.csv`, content };
  });
}

const span = (p: ReportPeriod) => ({ from: p.from, to: p.to, group: p.group });

/** GET /api/staff/reports/{sales,payments,occupancy}.csv: the table of the report over the period. */
export async function exportBookingReportCsv(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  actor: StaffActor,
  report: 'sales' | 'payments' | 'occupancy',
  q: StaffReportQuery,
): Promise<ReportCsvFile> {
  if (report === 'occupancy') {
    const p = reportPeriod({ from: q.from, to: q.to, group: 'month' }, deps.clock.now());
    return exportReportCsv(deps, actor, report, { from: p.from, to: p.to }, async (tx) => occupancyCsv(await occupancyReport(tx, p)));
  }
  const p = reportPeriod(q, deps.clock.now());
  if (report === 'sales') return exportReportCsv(deps, actor, report, span(p), async (tx) => salesCsv(await salesReport(tx, p)));
  return exportReportCsv(deps, actor, report, span(p), async (tx) => paymentsCsv(await paymentsReport(tx, p)));
}

/** GET /api/staff/reports/cash-up.csv: the day's payments at the desk. */
export async function exportCashUpCsv(deps: Pick<CoreDeps, 'db' | 'clock'>, actor: StaffActor, q: { date?: string | undefined }): Promise<ReportCsvFile> {
  const date = cashUpDay(q, deps.clock.now());
  return exportReportCsv(deps, actor, 'cash_up', { from: date, to: date }, async (tx) => cashUpCsv(await cashUp(tx, date)));
}

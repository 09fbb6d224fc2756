// The staff reports of bookings and payments (docs/domain/reports.md); billing adds the partners'.
export { exportBookingReportCsv, exportCashUpCsv, exportReportCsv, type ReportCsvFile } from './export-report-csv.ts';
export { getCashUp } from './get-cash-up.ts';
export { getOccupancyReport } from './get-occupancy-report.ts';
export { getPaymentsReport } from './get-payments-report.ts';
export { getSalesReport } from './get-sales-report.ts';
export { LIVE_BOOKING } from './report-channel.ts';
export { type ReportPeriod, reportPeriod } from './report-period.ts';

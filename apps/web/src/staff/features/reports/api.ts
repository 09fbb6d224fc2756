import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffCashUp, StaffOccupancyReport, StaffPartnerReport, StaffPaymentsReport, StaffSalesReport } from '@tenuta/contracts';
import { staffApi, staffDownload } from '../../app/api.ts';
import type { Period } from './period.ts';

export type { StaffCashUp, StaffOccupancyReport, StaffPartnerReport, StaffPaymentsReport, StaffSalesReport };

const key = ['staff', 'reports'] as const;

function useReport<T>(path: string, query: Record<string, string>, enabled: boolean) {
  return useQuery({
    queryKey: [...key, path, query],
    queryFn: ({ signal }): Promise<T> => staffApi<{ data: T }>(path, { query, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const grouped = (p: Period) => ({ from: p.from, to: p.to, group: p.group });
const range = (p: Period) => ({ from: p.from, to: p.to });

export const useSalesReport = (p: Period, enabled = true) => useReport<StaffSalesReport>('/reports/sales', grouped(p), enabled);
export const usePaymentsReport = (p: Period, enabled = true) => useReport<StaffPaymentsReport>('/reports/payments', grouped(p), enabled);
export const useOccupancyReport = (p: Period, enabled = true) => useReport<StaffOccupancyReport>('/reports/occupancy', range(p), enabled);
export const usePartnerReport = (p: Period, enabled = true) => useReport<StaffPartnerReport>('/reports/partners', range(p), enabled);
export const useCashUp = (date: string) => useReport<StaffCashUp>('/reports/cash-up', { date }, true);

/** The CSV of a report's table, from the server (the exports' one writer; recorded in the audit log). */
export function downloadReportCsv(report: 'sales' | 'payments' | 'occupancy' | 'partners', p: Period): Promise<void> {
  const q = report === 'sales' || report === 'payments' ? grouped(p) : range(p);
  return staffDownload(`/reports/${report}.csv`, q, `tenuta-${report}-${p.from}-${p.to}.csv`);
}
export const downloadCashUpCsv = (date: string) => staffDownload('/reports/cash-up.csv', { date }, `tenuta-cash-up-${date}.csv`);

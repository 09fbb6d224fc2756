import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffVoucherAdjustRequest,
  StaffVoucherDetail,
  StaffVoucherExtendRequest,
  StaffVoucherIssueRequest,
  StaffVoucherReport,
  StaffVoucherResendRequest,
  StaffVoucherRow,
  StaffVouchersRedeemed,
  StaffVoucherVoidRequest,
} from '@tenuta/contracts';
import { staffApi, staffDownload } from '../../app/api.ts';

export type { StaffVoucherDetail, StaffVoucherReport, StaffVoucherRow, StaffVouchersRedeemed };

const key = ['staff', 'vouchers'] as const;

export interface VoucherFilter {
  q?: string | undefined;
  status?: StaffVoucherRow['status'] | undefined;
}
export const VOUCHER_PAGE_SIZE = 50;

type ListData = { vouchers: StaffVoucherRow[]; total: number };
export const vouchersQueryOptions = (f: VoucherFilter & { page: number }) =>
  queryOptions({
    queryKey: [...key, 'list', f],
    queryFn: ({ signal }): Promise<ListData> => staffApi<{ data: ListData }>('/vouchers', { query: { ...f, page_size: VOUCHER_PAGE_SIZE }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
export const useVouchers = (f: VoucherFilter & { page: number }) => useQuery(vouchersQueryOptions(f));

export const useVoucher = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) => staffApi<{ data: { voucher: StaffVoucherDetail } }>(`/vouchers/${id}`, { signal }).then((r) => r.data.voucher),
    enabled: id !== null,
  });

export const useVouchersRedeemed = (enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'redeemed'],
    queryFn: ({ signal }) => staffApi<{ data: StaffVouchersRedeemed }>('/vouchers/redeemed', { signal }).then((r) => r.data),
    enabled,
    refetchInterval: 60_000,
  });

export const useVoucherReport = (range: { from?: string | undefined; to?: string | undefined }) =>
  useQuery({
    queryKey: [...key, 'report', range],
    queryFn: ({ signal }): Promise<StaffVoucherReport> => staffApi<{ data: StaffVoucherReport }>('/vouchers/report', { query: { ...range }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const downloadVouchersCsv = (f: VoucherFilter) => staffDownload('/vouchers.csv', { ...f }, 'tenuta-vouchers.csv');
export const downloadVoucherReportCsv = (range: { from: string; to: string }) =>
  staffDownload('/vouchers/report.csv', range, `tenuta-voucher-report-${range.from}-${range.to}.csv`);

type One = { data: { voucher: StaffVoucherDetail } };

/** Give, extend, void, adjust, resend: each answers the fresh detail, which replaces the cached one; the lists are asked again. */
export function useVoucherMutations() {
  const client = useQueryClient();
  const onSuccess = (v: StaffVoucherDetail) => {
    client.setQueryData([...key, 'one', v.id], v);
    return client.invalidateQueries({ queryKey: key, predicate: (q) => q.queryKey[2] !== 'one' || q.queryKey[3] !== v.id });
  };
  const post = (path: string, body: unknown) => staffApi<One>(path, { method: 'POST', body }).then((r) => r.data.voucher);
  return {
    issue: useMutation({ mutationFn: (b: StaffVoucherIssueRequest) => post('/vouchers', b), onSuccess }),
    extend: useMutation({
      mutationFn: (v: { id: number } & StaffVoucherExtendRequest) => post(`/vouchers/${v.id}/extend`, { expires_on: v.expires_on, reason: v.reason }),
      onSuccess,
    }),
    void: useMutation({ mutationFn: (v: { id: number } & StaffVoucherVoidRequest) => post(`/vouchers/${v.id}/void`, { reason: v.reason }), onSuccess }),
    adjust: useMutation({
      mutationFn: (v: { id: number } & StaffVoucherAdjustRequest) => post(`/vouchers/${v.id}/adjust`, { amount_cents: v.amount_cents, reason: v.reason }),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (v: { id: number } & StaffVoucherResendRequest) => post(`/vouchers/${v.id}/resend`, { reason: v.reason, ...(v.email ? { email: v.email } : {}) }),
      onSuccess,
    }),
  };
}

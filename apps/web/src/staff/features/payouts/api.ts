import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffPayoutProfileResponse, staffPayoutResponse, staffPayoutRunResponse, staffPayoutsResponse, staffWithholdingResponse } from '@tenuta/contracts';
import { readStaffToken, staffApi, staffDownload, StaffApiError, staffUrl } from '../../app/api.ts';

export type StaffPayoutsData = z.infer<typeof staffPayoutsResponse>['data'];
export type StaffPayout = StaffPayoutsData['payouts'][number];
export type StaffPayoutWaiting = StaffPayoutsData['waiting'][number];
export type StaffPayoutDetail = z.infer<typeof staffPayoutResponse>['data'];
export type StaffWithholding = z.infer<typeof staffWithholdingResponse>['data'];
export type StaffTaxProfileData = z.infer<typeof staffPayoutProfileResponse>['data'];
export type StaffTaxProfile = StaffTaxProfileData['profile'];
export type StaffTaxRequestRow = StaffPayoutsData['tax_requests'][number];
export type StaffPayoutRun = z.infer<typeof staffPayoutRunResponse>['data'];

const key = ['staff', 'payouts'] as const;

export interface PayoutFilter {
  status?: string | undefined;
  period?: string | undefined;
}

export const payoutsQueryOptions = (f: PayoutFilter) =>
  queryOptions({
    queryKey: [...key, 'list', f],
    queryFn: ({ signal }): Promise<StaffPayoutsData> =>
      staffApi<{ data: StaffPayoutsData }>('/payouts', { query: { status: f.status, period: f.period }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
export const usePayouts = (f: PayoutFilter) => useQuery(payoutsQueryOptions(f));

export const usePayoutDetail = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) => staffApi<{ data: StaffPayoutDetail }>(`/payouts/${id}`, { signal }).then((r) => r.data),
    enabled: id !== null,
  });

export const useWithholding = (year: number) =>
  useQuery({
    queryKey: [...key, 'withholding', year],
    queryFn: ({ signal }): Promise<StaffWithholding> => staffApi<{ data: StaffWithholding }>('/payouts/withholding', { query: { year }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useTaxProfile = (partnerId: number | null) =>
  useQuery({
    queryKey: [...key, 'profile', partnerId],
    queryFn: ({ signal }) => staffApi<{ data: StaffTaxProfileData }>(`/payouts/profiles/${partnerId}`, { signal }).then((r) => r.data),
    enabled: partnerId !== null,
  });

/** The SEPA file of the approved payouts: a POST that answers the XML, saved as a download. */
async function downloadSepa(): Promise<{ messageId: string; count: number; skipped: number }> {
  const token = readStaffToken();
  const response = await fetch(staffUrl('/payouts/sepa'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  if (!response.ok) {
    const b = (await response.json().catch(() => ({}))) as { code?: string; detail?: string };
    throw new StaffApiError(response.status, b.code ?? 'bad_request', b.detail ?? response.statusText, b);
  }
  const messageId = response.headers.get('x-sepa-message-id') ?? 'sepa';
  const url = URL.createObjectURL(await response.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: `tenuta-payouts-${messageId}.xml` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  const skipped = (response.headers.get('x-sepa-skipped') ?? '').split(',').filter(Boolean).length;
  return { messageId, count: Number(response.headers.get('x-sepa-count') ?? 0), skipped };
}

export const downloadSepaAgain = (messageId: string) => staffDownload(`/payouts/sepa/${encodeURIComponent(messageId)}`, {}, `tenuta-payouts-${messageId}.xml`);
export const downloadPayoutsCsv = (from: string | undefined, to: string | undefined) =>
  staffDownload('/payouts.csv', { from, to }, `tenuta-payouts-${[from, to].filter(Boolean).join('-') || 'all'}.csv`);
export const downloadRemittance = (p: Pick<StaffPayout, 'id' | 'period'>, lang: 'it' | 'en') =>
  staffDownload(`/payouts/${p.id}/remittance.pdf`, { lang }, `remittance-${p.period}-${p.id}.pdf`);

/** Gather now, approve, export, mark paid, cancel, set a tax status, decide a request: each refreshes the payouts and the tax statuses. */
export function usePayoutMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: key });
  return {
    run: useMutation({ mutationFn: () => staffApi<{ data: StaffPayoutRun }>('/payouts/run', { method: 'POST', body: {} }).then((r) => r.data), onSuccess }),
    approve: useMutation({ mutationFn: (id: number) => staffApi(`/payouts/${id}/approve`, { method: 'POST' }), onSuccess }),
    paid: useMutation({ mutationFn: (id: number) => staffApi(`/payouts/${id}/paid`, { method: 'POST' }), onSuccess }),
    cancel: useMutation({ mutationFn: (v: { id: number; reason: string }) => staffApi(`/payouts/${v.id}/cancel`, { method: 'POST', body: { reason: v.reason } }), onSuccess }),
    sepa: useMutation({ mutationFn: downloadSepa, onSuccess }),
    profile: useMutation({
      mutationFn: (v: { partnerId: number; person_type: 'private' | 'company'; withholding_bps: number; vat_number: string | null }) =>
        staffApi(`/payouts/profiles/${v.partnerId}`, { method: 'PUT', body: { person_type: v.person_type, withholding_bps: v.withholding_bps, vat_number: v.vat_number } }),
      onSuccess,
    }),
    decide: useMutation({
      mutationFn: (v: { id: number; decision: 'confirm' | 'refuse'; reason?: string }) =>
        staffApi(`/payouts/tax-requests/${v.id}/decide`, { method: 'POST', body: v.reason ? { decision: v.decision, reason: v.reason } : { decision: v.decision } }),
      onSuccess,
    }),
  };
}

/**
 * Whether the signed-in staff member may approve this payout: someone other than whoever gathered
 * it, last changed it or confirmed the tax status behind it, or an owner (the server checks again).
 */
export function mayApprove(p: Pick<StaffPayout, 'prepared_by' | 'changed_by' | 'tax_confirmed_by'>, me: { id: number; role: string } | undefined): boolean {
  if (!me) return false;
  if (me.role === 'owner') return true;
  return ![p.prepared_by, p.changed_by, p.tax_confirmed_by].some((who) => who?.id === me.id);
}

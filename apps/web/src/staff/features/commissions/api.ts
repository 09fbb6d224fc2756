import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCodeRequestRow, StaffCodeRequestsData, StaffCommissionRow, StaffCommissionsData } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';

export type { StaffCodeRequestRow, StaffCommissionRow } from '@tenuta/contracts';

const commissionsKey = ['staff', 'commissions'] as const;
const requestsKey = ['staff', 'partner-code-requests'] as const;

/** Ledger rows flagged as self-referrals and still waiting for a decision. */
export const useFlaggedCommissions = () =>
  useQuery({
    queryKey: [...commissionsKey, 'flagged'],
    queryFn: () => staffApi<{ data: StaffCommissionsData }>('/commissions', { query: { flag: 'self_referral', per_page: 200 } }).then((r) => r.data),
  });

/** Partners' code requests, waiting ones first. */
export const useCodeRequests = () => useQuery({ queryKey: requestsKey, queryFn: () => staffApi<{ data: StaffCodeRequestsData }>('/partner-code-requests').then((r) => r.data) });

export type CommissionDecision =
  | { kind: 'commission'; row: StaffCommissionRow; decision: 'clear' | 'reject' }
  | { kind: 'code'; row: StaffCodeRequestRow; decision: 'approve' | 'refuse' };

/** Clear or reject a flagged commission; approve or refuse a code request. Every list is read again after. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: CommissionDecision & { note: string }) => {
      const body = v.note.trim() ? { note: v.note.trim() } : {};
      return v.kind === 'commission'
        ? staffApi(`/commissions/${v.row.id}/${v.decision}`, { method: 'POST', body })
        : staffApi(`/partner-code-requests/${v.row.id}/${v.decision}`, { method: 'POST', body });
    },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: commissionsKey }), client.invalidateQueries({ queryKey: requestsKey })]),
  });
}

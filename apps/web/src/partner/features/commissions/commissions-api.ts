import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CommissionStatus,
  PartnerCodeRequest,
  PartnerCodeRequestCreate,
  PartnerCommissionsData,
  PartnerReferralLink,
  PartnerReferralLinkCreateRequest,
  PartnerReferralLinksData,
} from '@tenuta/contracts';
import { partnerApi } from '../../app/api.ts';

export type { CommissionStatus, PartnerCodeRequest, PartnerCommissionRow, PartnerReferralLink } from '@tenuta/contracts';

/** Rows per page of the commissions list. */
export const COMMISSIONS_PAGE_SIZE = 50;

export interface CommissionsFilter {
  status?: CommissionStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** The referrer's ledger rows, totals per status over the dates asked. */
export const commissionsQueryOptions = (f: CommissionsFilter) =>
  queryOptions({
    queryKey: ['partner', 'commissions', f] as const,
    queryFn: ({ signal }) =>
      partnerApi<{ data: PartnerCommissionsData }>('/commissions', {
        signal,
        query: { status: f.status, from: f.from, to: f.to, page: f.page, per_page: COMMISSIONS_PAGE_SIZE },
      }).then((r) => r.data),
  });

const linksKey = ['partner', 'referral-links'] as const;

/** The referrer's links with their clicks and bookings, its ref code and the pages a link may point to. */
export const referralLinksQueryOptions = () =>
  queryOptions({ queryKey: linksKey, queryFn: ({ signal }) => partnerApi<{ data: PartnerReferralLinksData }>('/referrals/links', { signal }).then((r) => r.data) });

export function useCreateLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerReferralLinkCreateRequest) =>
      partnerApi<{ data: { link: PartnerReferralLink } }>('/referrals/links', { method: 'POST', body }).then((r) => r.data.link),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey }),
  });
}

const requestsKey = ['partner', 'code-requests'] as const;

/** The owner's requests for new discount codes. */
export const codeRequestsQueryOptions = () =>
  queryOptions({
    queryKey: requestsKey,
    queryFn: ({ signal }) => partnerApi<{ data: { requests: PartnerCodeRequest[] } }>('/referrals/codes/requests', { signal }).then((r) => r.data.requests),
  });

export function useRequestCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerCodeRequestCreate) =>
      partnerApi<{ data: { request: PartnerCodeRequest } }>('/referrals/codes/requests', { method: 'POST', body }).then((r) => r.data.request),
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKey }),
  });
}

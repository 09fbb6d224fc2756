import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffPartnerApproveRequest,
  StaffPartnerContractRequest,
  StaffPartnerDetail,
  StaffPartnerInvite,
  StaffPartnerInviteRequest,
  StaffPartnerInviteStatus,
  StaffPartnerOrdersData,
  StaffPartnersData,
  StaffPartnersQuery,
} from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';
import { refreshAttention } from '../attention/api.ts';

const partnersKey = ['staff', 'partners'] as const;

export const getPartners = (f: StaffPartnersQuery, signal?: AbortSignal) =>
  staffApi<{ data: StaffPartnersData }>('/partners', { query: { ...f }, ...(signal ? { signal } : {}) }).then((r) => r.data);
export const partnersQueryOptions = (f: StaffPartnersQuery) =>
  queryOptions({ queryKey: [...partnersKey, 'list', f], queryFn: ({ signal }) => getPartners(f, signal), placeholderData: keepPreviousData });
export const usePartners = (f: StaffPartnersQuery) => useQuery(partnersQueryOptions(f));

export const getPartnerInvites = (status: StaffPartnerInviteStatus | undefined, signal?: AbortSignal) =>
  staffApi<{ data: { invites: StaffPartnerInvite[] } }>('/partners/invites', { query: { status }, ...(signal ? { signal } : {}) }).then((r) => r.data.invites);
export const partnerInvitesQueryOptions = (status: StaffPartnerInviteStatus | undefined) =>
  queryOptions({ queryKey: [...partnersKey, 'invites', status ?? 'all'], queryFn: ({ signal }) => getPartnerInvites(status, signal), placeholderData: keepPreviousData });
export const usePartnerInvites = (status: StaffPartnerInviteStatus | undefined) => useQuery(partnerInvitesQueryOptions(status));

export const getPartner = (id: string, signal?: AbortSignal) =>
  staffApi<{ data: { partner: StaffPartnerDetail } }>(`/partners/${encodeURIComponent(id)}`, signal ? { signal } : {}).then((r) => r.data.partner);
export const partnerQueryOptions = (id: string) => queryOptions({ queryKey: [...partnersKey, 'one', id], queryFn: ({ signal }) => getPartner(id, signal) });
export const usePartner = (id: string) => useQuery(partnerQueryOptions(id));

export const getPartnerOrders = (id: string, page: number, signal?: AbortSignal) =>
  staffApi<{ data: StaffPartnerOrdersData }>(`/partners/${encodeURIComponent(id)}/orders`, { query: { page, page_size: 25 }, ...(signal ? { signal } : {}) }).then((r) => r.data);
export const partnerOrdersQueryOptions = (id: string, page: number) =>
  queryOptions({ queryKey: [...partnersKey, 'one', id, 'orders', page], queryFn: ({ signal }) => getPartnerOrders(id, page, signal), placeholderData: keepPreviousData });
export const usePartnerOrders = (id: string, page: number) => useQuery(partnerOrdersQueryOptions(id, page));

type InviteAnswer = { data: { invite: StaffPartnerInvite } };

/** Invite, resend and revoke; each refreshes the invitations. */
export function useInviteMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [...partnersKey, 'invites'] });
  return {
    invite: useMutation({ mutationFn: (body: StaffPartnerInviteRequest) => staffApi<InviteAnswer>('/partners/invites', { method: 'POST', body }), onSuccess }),
    resend: useMutation({ mutationFn: (id: number) => staffApi<InviteAnswer>(`/partners/invites/${id}/resend`, { method: 'POST' }), onSuccess }),
    revoke: useMutation({ mutationFn: (id: number) => staffApi<InviteAnswer>(`/partners/invites/${id}/revoke`, { method: 'POST' }), onSuccess }),
  };
}

type DetailAnswer = { data: { partner: StaffPartnerDetail } };

/** The actions on one partner. Each answers the fresh detail, which replaces the cached one; the list is refetched. */
export function usePartnerActions(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = (r: DetailAnswer) => {
    queryClient.setQueryData(partnerQueryOptions(String(id)).queryKey, r.data.partner);
    void queryClient.invalidateQueries({ queryKey: [...partnersKey, 'list'] });
  };
  const post = (path: string, body?: unknown) => staffApi<DetailAnswer>(`/partners/${id}${path}`, { method: 'POST', ...(body === undefined ? {} : { body }) });
  return {
    // Deciding an application changes what the menu's badge and Today count.
    approve: useMutation({
      mutationFn: ({ valid_from: _date, ...terms }: StaffPartnerContractRequest) => post('/approve', terms satisfies StaffPartnerApproveRequest),
      onSuccess: (r: DetailAnswer) => {
        onSuccess(r);
        void refreshAttention(queryClient);
      },
    }),
    refuse: useMutation({
      mutationFn: (reason: string) => post('/refuse', { reason }),
      onSuccess: (r: DetailAnswer) => {
        onSuccess(r);
        void refreshAttention(queryClient);
      },
    }),
    suspend: useMutation({ mutationFn: (reason: string) => post('/suspend', { reason }), onSuccess }),
    reactivate: useMutation({ mutationFn: (reason: string) => post('/reactivate', { reason }), onSuccess }),
    contract: useMutation({ mutationFn: (body: StaffPartnerContractRequest) => post('/contracts', body), onSuccess }),
  };
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { partnerPayoutsResponse, payoutProfileRequest, payoutProfileView } from '@tenuta/contracts';
import { partnerApi } from '../../app/api.ts';

export type PartnerPayouts = z.infer<typeof partnerPayoutsResponse>['data'];
export type PartnerPayout = PartnerPayouts['payouts'][number];
export type PayoutProfile = z.infer<typeof payoutProfileView>;
export type PayoutProfileRequest = z.input<typeof payoutProfileRequest>;

/** The referrer's payouts and its balance waiting. */
export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'payouts'] as const,
    queryFn: ({ signal }) => partnerApi<{ data: PartnerPayouts }>('/payouts', { signal }).then((r) => r.data),
  });

/** The payout details and the tax profile. */
export const payoutProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'payout-profile'] as const,
    queryFn: ({ signal }) => partnerApi<{ data: { profile: PayoutProfile } }>('/payout-profile', { signal }).then((r) => r.data.profile),
  });

/** Saves the payout details (the current password is asked by the server for any change). */
export function useSavePayoutProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutProfileRequest) => partnerApi<{ data: { profile: PayoutProfile } }>('/payout-profile', { method: 'PUT', body }).then((r) => r.data.profile),
    onSuccess: (profile) => {
      client.setQueryData(payoutProfileQueryOptions().queryKey, profile);
      void client.invalidateQueries({ queryKey: payoutsQueryOptions().queryKey });
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { partnerReferralCode } from '@tenuta/contracts';
import { partnerApi } from '../../app/api.ts';

export type ReferralCode = z.infer<typeof partnerReferralCode>;

/** The codes the estate gave this referrer, with their real uses. */
export const referralCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'referral-codes'] as const,
    queryFn: ({ signal }) => partnerApi<{ data: { codes: ReferralCode[] } }>('/referrals/codes', { signal }).then((r) => r.data.codes),
  });

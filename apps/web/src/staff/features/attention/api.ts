import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { StaffAttention } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';
import { useStaffAuth } from '../../app/auth.tsx';

export const attentionKey = ['staff', 'attention'] as const;

/**
 * What waits in the partner area, counted by the server for this role (one call feeds the
 * menu's badges and Today's "to sort out"); read again every minute and after a decision here.
 */
export function useStaffAttention() {
  const { me } = useStaffAuth();
  return useQuery({
    queryKey: attentionKey,
    queryFn: ({ signal }) => staffApi<{ data: StaffAttention }>('/attention', { signal }).then((r) => r.data),
    // An owner still setting up the second factor may call nothing else yet.
    enabled: Boolean(me) && !me?.must_enrol_totp,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export const refreshAttention = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: attentionKey });

/** The count a section of the menu shows, by its `nav.*` key (null: nothing to show). */
export function attentionCount(a: StaffAttention | undefined, navKey: string): number | null {
  if (!a) return null;
  const n = navKey === 'partners' ? a.partner_applications?.count : navKey === 'commissions' ? a.code_requests?.count : undefined;
  return n ? n : null;
}

/** Everything waiting that Today lists (0 when nothing, or nothing this role acts on). */
export const attentionTotal = (a: StaffAttention | undefined): number => (a?.partner_applications?.count ?? 0) + (a?.code_requests?.count ?? 0);

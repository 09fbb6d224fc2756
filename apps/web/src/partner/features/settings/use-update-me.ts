import { useMutation } from '@tanstack/react-query';
import type { PartnerView } from '@tenuta/contracts';
import { partnerApi } from '../../app/api.ts';
import { usePartnerAuth } from '../../app/auth.tsx';

/** PUT /api/partners/auth/me: the answer is the partner as it is now, kept as the stored partner data. */
export function useUpdateMe() {
  const { updatePartner } = usePartnerAuth();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => partnerApi<{ data: { partner: PartnerView } }>('/auth/me', { method: 'PUT', body }).then((r) => r.data.partner),
    onSuccess: updatePartner,
  });
}

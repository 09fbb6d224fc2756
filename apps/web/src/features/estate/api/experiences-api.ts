import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Experience, ExperienceListResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** GET /api/experiences (docs/product.md, Catalogue and availability calls): the estate's catalogue. */
export async function getExperiences(): Promise<Experience[]> {
  const res = await apiRequest<ExperienceListResponse>('/experiences');
  return res.data;
}

export const experiencesQueryOptions = () => queryOptions({ queryKey: ['experiences'], queryFn: getExperiences, staleTime: 5 * 60_000 });

export const useExperiences = () => useQuery(experiencesQueryOptions(), queryClient);

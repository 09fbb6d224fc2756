import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { isLocalizedText } from '../../../components/localized.ts';
import { documentData, getStaticJson } from '../../../lib/static-json.ts';
import type { Award } from '../wine-types.ts';

/** Awards are the static files award1 to award4 (docs/product.md, Static data). */
export const awardFiles = [1, 2, 3, 4].map((n) => `/data/awards/award${n}.json`);

function isAward(v: unknown): v is Award {
  const a = v as Award;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof a.id === 'string' &&
    isLocalizedText(a.title) &&
    typeof a.organisation === 'string' &&
    typeof a.year === 'number' &&
    typeof a.score === 'string' &&
    typeof a.wine === 'string'
  );
}

/** The awards that could be read; a missing or malformed file is skipped. */
export async function getAwards(): Promise<Award[]> {
  const results = await Promise.allSettled(awardFiles.map(getStaticJson));
  return results.flatMap((r) => (r.status === 'fulfilled' && isAward(r.value) ? [r.value] : []));
}

// A prerendered page carries the awards in its document (lib/static-json.ts).
export const awardsQueryOptions = queryOptions({ queryKey: ['static', 'awards'], queryFn: getAwards, staleTime: Infinity, initialData: () => documentData<Award[]>('awards') });

export const useAwards = () => useQuery(awardsQueryOptions, queryClient);

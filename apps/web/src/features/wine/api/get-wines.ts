import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { isLocalizedText } from '../../../components/localized.ts';
import { documentData, getStaticJson } from '../../../lib/static-json.ts';
import { builtInWines } from '../built-in-wines.ts';
import type { Wine } from '../wine-types.ts';

/** The wine slider reads wine1 to wine8 (docs/product.md, Static data). */
export const wineFiles = Array.from({ length: 8 }, (_, i) => `/data/wines/wine${i + 1}.json`);

export function isWine(v: unknown): v is Wine {
  const w = v as Wine;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof w.id === 'string' &&
    typeof w.name === 'string' &&
    typeof w.denomination === 'string' &&
    (typeof w.vintage === 'number' || typeof w.vintage === 'string') &&
    typeof w.grape === 'string' &&
    typeof w.image === 'string' &&
    isLocalizedText(w.notes) &&
    isLocalizedText(w.pairing)
  );
}

export interface WineList {
  wines: readonly Wine[];
  source: 'files' | 'built-in';
}

/** Keeps the wines whose files load; when none does, the five built-in wines (docs/product.md). */
export function chooseWines(results: PromiseSettledResult<unknown>[]): WineList {
  const wines = results.flatMap((r) => (r.status === 'fulfilled' && isWine(r.value) ? [r.value] : []));
  return wines.length > 0 ? { wines, source: 'files' } : { wines: builtInWines, source: 'built-in' };
}

export async function getWines(): Promise<WineList> {
  return chooseWines(await Promise.allSettled(wineFiles.map(getStaticJson)));
}

// A prerendered page carries the wines in its document (lib/static-json.ts).
export const winesQueryOptions = queryOptions({ queryKey: ['static', 'wines'], queryFn: getWines, staleTime: Infinity, initialData: () => documentData<WineList>('wines') });

export const useWines = () => useQuery(winesQueryOptions, queryClient);

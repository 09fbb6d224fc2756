import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters, sorting and paging live in the URL (shareable, kept on back/forward).
 * `set({ q: 'x', page: undefined })` changes some keys and keeps the others.
 */
export function useUrlState<K extends string>(keys: readonly K[]): [Record<K, string>, (patch: Partial<Record<K, string | undefined | null>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = useCallback(
    (patch: Partial<Record<K, string | undefined | null>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch) as [string, string | undefined | null][]) {
            if (v === undefined || v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, set];
}

import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters, sorting and paging live in the URL (shareable, kept on back/forward).
 * `set({ q: 'x', page: undefined })` changes some keys and keeps the others.
 *
 * React Router hands a functional update the parameters of the render that made it, not the URL
 * as last asked: a second change before the URL has caught up (a debounced search written just
 * after a row opened its detail) would drop the first. Each change builds on the last one asked
 * until the URL shows it.
 */
export function useUrlState<K extends string>(keys: readonly K[]): [Record<K, string>, (patch: Partial<Record<K, string | undefined | null>>) => void] {
  const [params, setParams] = useSearchParams();
  const asked = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `params` is the trigger (the URL caught up), not a value the effect reads
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = useCallback(
    (patch: Partial<Record<K, string | undefined | null>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(asked.current ?? prev);
          for (const [k, v] of Object.entries(patch) as [string, string | undefined | null][]) {
            if (v === undefined || v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          asked.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, set];
}

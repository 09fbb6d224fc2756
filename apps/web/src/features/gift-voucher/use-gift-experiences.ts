import { useCallback, useEffect, useState } from 'react';
import type { Experience } from '@tenuta/contracts';
import { getGiftExperiences } from './api/gift-voucher-api.ts';
import { giftableExperiences } from './gift-form-model.ts';

export type ExperiencesState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; list: Experience[] } | { kind: 'failed' };

/**
 * The catalogue with today's prices, fetched the first time the guest wants an experience voucher
 * (not with the page: most vouchers are amounts). A failure can be retried.
 */
export function useGiftExperiences(wanted: boolean) {
  const [state, setState] = useState<ExperiencesState>({ kind: 'idle' });
  const [round, setRound] = useState(0);
  const loaded = state.kind === 'ready';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger of a retry, not a value the effect reads
  useEffect(() => {
    if (!wanted || loaded) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getGiftExperiences(controller.signal).then(
      (list) => setState({ kind: 'ready', list: giftableExperiences(list) }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [wanted, loaded, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, list: state.kind === 'ready' ? state.list : [], retry };
}

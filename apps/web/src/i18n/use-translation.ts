import { use, useSyncExternalStore, type FulfilledReactPromise, type PendingReactPromise } from 'react';
import type { TFunction, Translator } from './translator.ts';

export interface UseTranslationResult {
  /** Translates in the current language; the first namespace asked for is the default one. */
  t: TFunction;
  i18n: Translator;
}

/** A promise with the status React reads in `use`: a fulfilled one does not suspend. */
type Tracked = PendingReactPromise<void> | FulfilledReactPromise<void>;

const settled: Tracked = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function tracked(promise: Promise<void>): Tracked {
  const state = Object.assign(promise, { status: 'pending' as Tracked['status'], value: undefined });
  void promise.then(() => {
    state.status = 'fulfilled';
  });
  return state as Tracked;
}

/**
 * react-i18next's `useTranslation(ns?)` over a Translator: re-renders on a language change
 * (useSyncExternalStore) and suspends while a namespace it needs is not loaded yet, in the
 * current language or the fallback one.
 */
export function createUseTranslation(i18n: Translator, defaultNS: string) {
  const getLanguage = () => i18n.language;
  // One promise per language and namespaces, kept: a component that suspended is rendered again
  // with `use` on the same promise (React requires it), and a settled one costs nothing.
  const waits = new Map<string, Tracked>();
  const loaded = (namespaces: readonly string[], lng: string): Tracked => {
    const key = `${lng}|${namespaces.join(',')}`;
    let wait = waits.get(key);
    if (!wait) {
      const pending = i18n.whenLoaded(namespaces, lng);
      wait = pending ? tracked(pending) : settled;
      waits.set(key, wait);
    }
    return wait;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: called once per translator at module load (site, staff, partner), so each app has one stable hook
  return function useTranslation(ns?: string | readonly string[]): UseTranslationResult {
    const namespaces = ns === undefined ? [defaultNS] : typeof ns === 'string' ? [ns] : ns;
    const lng = useSyncExternalStore(i18n.subscribe, getLanguage, getLanguage);
    use(loaded(namespaces, lng));
    return { t: i18n.getFixedT(lng, namespaces[0]), i18n };
  };
}

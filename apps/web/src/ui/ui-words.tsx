import { createContext, useContext, type ReactNode } from 'react';

/**
 * The few words the shared building blocks show themselves (a table's pager, "loading", a failed
 * call's message). The shared room has no catalogue of its own: each app gives them from its own
 * catalogues, in its own language, by wrapping its pages in a UiWordsProvider.
 */
export interface UiWords {
  /** Names the pager under a table for screen readers. */
  pages: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  pageOf: (page: number, pages: number) => string;
  /** A table shown as cards: its sort menu's label, its first choice (the list's own order), and each column's choice each way. */
  sortBy: string;
  sortDefault: string;
  sortOption: (column: string, dir: 'asc' | 'desc') => string;
  /** Shown while a list's first answer has not arrived. */
  loading: string;
  /** A failed call's message, in the user's language. */
  errorText: (error: unknown) => string;
}

const UiWordsContext = createContext<UiWords | null>(null);

export function UiWordsProvider({ words, children }: { words: UiWords; children: ReactNode }) {
  return <UiWordsContext.Provider value={words}>{children}</UiWordsContext.Provider>;
}

export function useUiWords(): UiWords {
  const words = useContext(UiWordsContext);
  // A missing provider is a wiring mistake of the app, not something a user can cause.
  if (!words) throw new Error('useUiWords: wrap the app in a UiWordsProvider');
  return words;
}

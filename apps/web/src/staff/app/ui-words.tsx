import { useMemo, type ReactNode } from 'react';
import { type UiWords, UiWordsProvider } from '../../ui/ui-words.tsx';
import { useStaffT } from '../i18n/index.ts';
import { errorText } from './error-text.ts';

/** The shared building blocks' words from the staff catalogue, in the language chosen. */
export function StaffUiWords({ children }: { children: ReactNode }) {
  const { t, i18n } = useStaffT();
  const lng = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is made anew on each render; the language is what changes the words
  const words = useMemo<UiWords>(
    () => ({
      pages: t('table.pages'),
      previous: t('table.previous'),
      next: t('table.next'),
      pageOf: (page, pages) => t('table.pageOf', { page, pages }),
      sortBy: t('table.sortBy'),
      sortDefault: t('table.sortDefault'),
      sortOption: (column, dir) => t(dir === 'asc' ? 'table.sortAsc' : 'table.sortDesc', { column }),
      loading: t('common.loading'),
      errorText: (error) => errorText(t, error),
    }),
    [lng],
  );
  return <UiWordsProvider words={words}>{children}</UiWordsProvider>;
}

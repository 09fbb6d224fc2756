import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import styles from './filtered-table.module.css';
import { Pager } from './pager.tsx';
import ui from './ui.module.css';
import { useUiWords } from './ui-words.tsx';

export interface FilteredTableProps<T, D> extends Omit<DataTableProps<T>, 'data'> {
  /** The filter bar's controls (Fields whose values live in the URL); no bar without them. */
  filters?: ReactNode;
  /** Names the filter bar's search landmark for screen readers. */
  filtersLabel?: string;
  /** Above the table: notices, the list's error. */
  notices?: ReactNode;
  /** The list's query (a TanStack Query result fits): the table waits for its answer. */
  query: { data: D | undefined; isPending: boolean };
  /** The table's rows in the answer. */
  rows: (data: D) => T[];
  /** Above the table once the answer is in: a count, a way to clear the filters. */
  summary?: (data: D) => ReactNode;
  /** For a list the server pages: the page shown (from 1), how many the answer says, and how to go to another. */
  serverPages?: { page: number; pagesOf: (data: D) => number; onPage: (page: number) => void };
}

/**
 * A back-office list: a filter bar (a search landmark holding a form that never submits, since
 * every control writes the URL), then the notices, then the table of the query's answer, or a
 * loading line while the first answer is on its way.
 */
export function FilteredTable<T, D>({ filters, filtersLabel, notices, query, rows, summary, serverPages, ...table }: FilteredTableProps<T, D>) {
  const words = useUiWords();
  const { data } = query;
  const pages = data && serverPages ? serverPages.pagesOf(data) : 0;
  return (
    <>
      {filters ? (
        <search aria-label={filtersLabel}>
          <form className={`${ui.row} ${styles.filters}`} onSubmit={(e) => e.preventDefault()}>
            {filters}
          </form>
        </search>
      ) : null}
      <div className={styles.list}>
        {notices}
        {data ? (
          <div>
            {summary?.(data)}
            <DataTable {...table} data={rows(data)} />
            {serverPages && pages > 1 ? <Pager className={styles.pager} page={serverPages.page} pages={pages} onPage={serverPages.onPage} /> : null}
          </div>
        ) : query.isPending ? (
          <p className={ui.muted}>{words.loading}</p>
        ) : null}
      </div>
    </>
  );
}

/** A filter that takes a larger share of the bar (a search field). */
export function WideFilter({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}

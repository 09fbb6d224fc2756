import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useUrlState } from './url-state.ts';
import styles from './data-table.module.css';
import { Pager } from './pager.tsx';
import ui from './ui.module.css';
import { useUiWords } from './ui-words.tsx';

export type { ColumnDef };

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * Where a column goes when the table shows its rows as cards (`cards`): `title` first and
     * large, `action` last and full width, `hidden` not at all; by default a labelled line.
     */
    card?: 'title' | 'action' | 'hidden';
    /** The column's name as text where its header is not a plain string: the cards' sort menu lists it by this. */
    label?: string;
  }
}

export interface DataTableProps<T> {
  /** What the table lists, for screen readers (the table's caption). */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  data: T[];
  /** Opens a row (click, or Enter on the focused row); rows are not interactive without it. */
  onOpen?: (row: T) => void;
  /** Shown instead of the table when there are no rows: say what to do next. */
  empty: ReactNode;
  rowKey: (row: T) => string | number;
  /** Rows per page (paging in the URL: `page`). */
  pageSize?: number;
  /** Sorting in the URL (`sort`, `dir`); a prefix keeps two tables on one page apart. */
  urlPrefix?: string;
  /**
   * On a phone's width (under 48rem, on screen) each row shows as a card: the same columns, each
   * cell with its header as a label, no sideways scrolling, and a "Sort by" menu in place of the
   * headers' sort buttons (the same order in the URL). Wider screens and print keep the table.
   */
  cards?: boolean;
}

/**
 * The back offices' table: TanStack Table for sorting and paging, state in the URL, dense rows,
 * keyboard first (Tab to a row, Enter opens it), an empty state that says what to do.
 */
export function DataTable<T>({ caption, columns, data, onOpen, empty, rowKey, pageSize = 50, urlPrefix = '', cards = false }: DataTableProps<T>) {
  const [url, setUrl] = useUrlState([`${urlPrefix}sort`, `${urlPrefix}dir`, `${urlPrefix}page`] as const);
  const sortKey = url[`${urlPrefix}sort`];
  const sorting: SortingState = sortKey ? [{ id: sortKey, desc: url[`${urlPrefix}dir`] === 'desc' }] : [];
  const pageIndex = Math.max(0, Number(url[`${urlPrefix}page`] || 1) - 1);
  const table = useReactTable({
    data,
    columns,
    state: { sorting, pagination: { pageIndex, pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const s = next[0];
      setUrl({ [`${urlPrefix}sort`]: s?.id, [`${urlPrefix}dir`]: s ? (s.desc ? 'desc' : 'asc') : undefined, [`${urlPrefix}page`]: undefined });
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ pageIndex, pageSize }) : updater;
      setUrl({ [`${urlPrefix}page`]: next.pageIndex > 0 ? String(next.pageIndex + 1) : undefined });
    },
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });
  // A page past the end (after a filter) goes back to the first.
  const pageCount = table.getPageCount();
  const lastRef = useRef(pageCount);
  useEffect(() => {
    if (pageIndex > 0 && pageIndex >= pageCount) setUrl({ [`${urlPrefix}page`]: undefined });
    lastRef.current = pageCount;
  }, [pageIndex, pageCount, setUrl, urlPrefix]);

  if (data.length === 0) return <div className={styles.empty}>{empty}</div>;
  // As cards, each cell repeats its column's header as its label (the header row is hidden then).
  const headers = new Map<string, Header<T, unknown>>(cards ? table.getFlatHeaders().map((h) => [h.column.id, h]) : []);
  // As cards, the header row's sort buttons are hidden: a menu offers every sortable column with a name.
  const sortChoices = [...headers.values()].flatMap((h) => {
    const label = columnLabel(h);
    return h.column.getCanSort() && label ? [{ id: h.column.id, label }] : [];
  });
  return (
    <div className={cards ? `${styles.wrap} ${styles.cardsWrap}` : styles.wrap}>
      {sortChoices.length > 0 ? <CardSort choices={sortChoices} sorting={sorting} onSort={(next) => table.setSorting(next)} /> : null}
      <div className={styles.scroller}>
        <table className={cards ? `${styles.table} ${styles.cards}` : styles.table}>
          <caption className={ui.visuallyHidden}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <th key={h.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {h.isPlaceholder ? null : h.column.getCanSort() ? (
                        <button type="button" className={styles.sort} onClick={h.column.getToggleSortingHandler()}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          <span aria-hidden="true" className={styles.arrow}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={onOpen ? styles.clickable : undefined}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row.original) : undefined}
                onKeyDown={
                  onOpen
                    ? (e) => {
                        if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row.original);
                      }
                    : undefined
                }
              >
                {row.getVisibleCells().map((cell) => {
                  if (!cards) return <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>;
                  const header = headers.get(cell.column.id);
                  return (
                    <td key={cell.id} data-card={cell.column.columnDef.meta?.card}>
                      {header ? <span className={styles.cellLabel}>{flexRender(header.column.columnDef.header, header.getContext())}</span> : null}
                      <div className={styles.cellValue}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? <Pager className={styles.pager} page={pageIndex + 1} pages={pageCount} onPage={(page) => table.setPageIndex(page - 1)} /> : null}
    </div>
  );
}

/** A sortable column's name as text: its header when that is a string, else its `meta.label`. */
const columnLabel = <T,>(h: Header<T, unknown>): string | undefined => {
  const header = h.column.columnDef.header;
  return typeof header === 'string' ? header : h.column.columnDef.meta?.label;
};

/**
 * The cards' "Sort by" menu (a phone's width only, where the header row is hidden): each choice's
 * column each way, and the list's own order; the choice is the table's sorting.
 */
function CardSort({ choices, sorting, onSort }: { choices: { id: string; label: string }[]; sorting: SortingState; onSort: (next: SortingState) => void }) {
  const words = useUiWords();
  const id = useId();
  const current = sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : '';
  return (
    <div className={styles.cardSort}>
      <label htmlFor={id}>{words.sortBy}</label>
      <select
        id={id}
        className={ui.input}
        value={current}
        onChange={(e) => {
          const [column, dir] = e.target.value.split(':');
          onSort(column ? [{ id: column, desc: dir === 'desc' }] : []);
        }}
      >
        <option value="">{words.sortDefault}</option>
        {choices.flatMap((o) => [
          <option key={`${o.id}:asc`} value={`${o.id}:asc`}>
            {words.sortOption(o.label, 'asc')}
          </option>,
          <option key={`${o.id}:desc`} value={`${o.id}:desc`}>
            {words.sortOption(o.label, 'desc')}
          </option>,
        ])}
      </select>
    </div>
  );
}

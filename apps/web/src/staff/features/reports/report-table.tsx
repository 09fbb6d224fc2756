import type { ReactNode } from 'react';
import styles from './reports.module.css';

export interface Column<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
}

/**
 * A report's table: a caption, a header row, the first column as each row's header, an optional
 * total line; on a phone it scrolls sideways inside its own region, which takes focus so that the
 * keyboard can scroll it too.
 */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  empty,
  actions,
}: {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The total line (same columns). */
  total?: R | undefined;
  /** Shown instead of the table when there is no row. */
  empty?: string;
  /** Beside the caption (the CSV button). */
  actions?: ReactNode;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <div className={styles.tableBlock}>
      <div className={styles.tableHead}>
        <h3 className={styles.tableTitle}>{caption}</h3>
        {actions ? <div className={styles.tableActions}>{actions}</div> : null}
      </div>
      {rows.length === 0 && empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        <section className={styles.wrap} tabIndex={0} aria-label={caption}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={c.numeric ? styles.num : undefined}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)}>
                  <th scope="row">{first.cell(r)}</th>
                  {rest.map((c) => (
                    <td key={c.key} className={c.numeric ? styles.num : undefined}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {total ? (
              <tfoot>
                <tr>
                  <th scope="row">{first.cell(total)}</th>
                  {rest.map((c) => (
                    <td key={c.key} className={c.numeric ? styles.num : undefined}>
                      {c.cell(total)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </section>
      )}
    </div>
  );
}

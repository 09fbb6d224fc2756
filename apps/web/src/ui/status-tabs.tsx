import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import styles from './status-tabs.module.css';

export interface StatusTab {
  key: string;
  label: ReactNode;
  /** Where the tab leads: usually only a new query string (`{ search: '?status=x' }`). */
  to: To;
  /** A number beside the label (what waits there); none when null or undefined. */
  count?: number | null;
}

/**
 * Status tabs over a list (links that change the page's query): the current one is marked
 * `aria-current="page"`, so it is announced and styled as chosen.
 */
export function StatusTabs({
  label,
  tabs,
  current,
  replace,
  onSelect,
}: {
  /** Names the tabs' navigation landmark. */
  label: string;
  tabs: readonly StatusTab[];
  /** The key of the tab shown now. */
  current: string;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** Called when a tab is clicked (e.g. to drop a notice of the tab left behind). */
  onSelect?: (key: string) => void;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className={styles.tab}
          aria-current={tab.key === current ? 'page' : undefined}
          replace={replace}
          onClick={onSelect ? () => onSelect(tab.key) : undefined}
        >
          {tab.label}
          {tab.count !== null && tab.count !== undefined ? <span className={styles.count}>{tab.count}</span> : null}
        </Link>
      ))}
    </nav>
  );
}

import type { ReactNode } from 'react';
import styles from './widget-notice.module.css';

/** An inline message of the widget: errors are alerts, the rest (a warning too: the guest may go on) status text. */
export function WidgetNotice({ tone, title, children, action }: { tone: 'error' | 'info' | 'warning'; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

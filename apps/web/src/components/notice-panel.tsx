import type { ReactNode } from 'react';
import styles from './notice-panel.module.css';

export interface NoticePanelProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
  /** A decorative mark above the title. */
  mark?: ReactNode;
}

/** A centred single-message page body: 404, steps reached out of order, flows not open yet. */
export function NoticePanel({ title, eyebrow, children, actions, mark }: NoticePanelProps) {
  return (
    <div className={`container ${styles.wrap}`}>
      <div className={styles.panel}>
        {mark ? (
          <div className={styles.mark} aria-hidden="true">
            {mark}
          </div>
        ) : null}
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The h1 block of an inner page (FAQ, gallery, contact, legal pages). */
export function PageHeader({ title, eyebrow, lead, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </header>
  );
}

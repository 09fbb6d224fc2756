import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  /** id of the heading, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  level?: 1 | 2 | 3;
  align?: 'start' | 'center';
  tone?: 'dark' | 'light';
}

export function SectionHeading({ id, title, eyebrow, intro, level = 2, align = 'start', tone = 'dark' }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={`${styles.heading} ${align === 'center' ? styles.center : ''} ${tone === 'light' ? styles.light : ''}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}

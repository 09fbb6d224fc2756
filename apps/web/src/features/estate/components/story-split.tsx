import type { ReactNode } from 'react';
import { Picture } from '../../../media/picture.tsx';
import styles from './story-split.module.css';

export interface StorySplitProps {
  id: string;
  image: string;
  imageAlt: string;
  eyebrow: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** Image on the right instead of the left (from tablet up). */
  reverse?: boolean;
  tone?: 'paper' | 'deep';
  /** A small second image overlapping the first, for depth. */
  inset?: { image: string; alt: string };
}

/** A photography-led section: a large image beside a heading and text. */
export function StorySplit({ id, image, imageAlt, eyebrow, title, children, reverse = false, tone = 'paper', inset }: StorySplitProps) {
  return (
    <section className={`${styles.section} ${tone === 'deep' ? styles.deep : ''}`} aria-labelledby={id}>
      <div className={`container ${styles.grid} ${reverse ? styles.reverse : ''}`}>
        <div className={styles.figure}>
          <Picture name={image} alt={imageAlt} sizes="(min-width: 900px) 55vw, 100vw" className={styles.image} />
          {inset ? <Picture name={inset.image} alt={inset.alt} sizes="(min-width: 900px) 22vw, 40vw" className={styles.inset} /> : null}
        </div>
        <div className={styles.text}>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Picture } from '../../../media/picture.tsx';
import styles from './closing-cta.module.css';

export interface ClosingCtaProps {
  id: string;
  image: string;
  eyebrow: ReactNode;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}

/** A final call to action over a full-bleed painting. */
export function ClosingCta({ id, image, eyebrow, title, text, actions }: ClosingCtaProps) {
  return (
    <section className={styles.cta} aria-labelledby={id}>
      <Picture name={image} alt="" sizes="100vw" className={styles.image} />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Picture } from '../media/picture.tsx';
import styles from './landing-hero.module.css';

export interface LandingHeroProps {
  /** id of the h1, for the section's aria-labelledby. */
  id: string;
  image: string;
  imageAlt: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions: ReactNode;
  facts?: { value: ReactNode; label: ReactNode }[];
  factsLabel?: string;
  tone?: 'truffle' | 'wine';
}

/** Full-bleed hero of an experience page: the LCP image, the h1, actions and key facts. */
export function LandingHero({ id, image, imageAlt, eyebrow, title, lead, actions, facts, factsLabel, tone = 'truffle' }: LandingHeroProps) {
  return (
    <section className={`${styles.hero} ${tone === 'wine' ? styles.wine : ''}`} aria-labelledby={id}>
      <Picture name={image} alt={imageAlt} sizes="100vw" priority className={styles.image} />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>{actions}</div>
        {facts && facts.length > 0 ? (
          <ul className={styles.facts} aria-label={factsLabel}>
            {facts.map((fact, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of facts given in order, whose labels are nodes, not keys
              <li key={i}>
                <span className={styles.factValue}>{fact.value}</span>
                <span className={styles.factLabel}>{fact.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

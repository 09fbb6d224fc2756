import styles from './estate-stats.module.css';

export interface Stat {
  value: string;
  label: string;
}

/** 60+ years, 200+ guests, 3 generations (docs/product.md, Pages). */
export function EstateStats({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section className={styles.band} aria-label={label}>
      <ul className={`container ${styles.list}`}>
        {stats.map((s) => (
          <li key={s.label} className={styles.item}>
            <span className={styles.value}>{s.value}</span>
            <span className={styles.label}>{s.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

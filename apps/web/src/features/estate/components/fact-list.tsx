import styles from './fact-list.module.css';

/** Short facts under a section's text, with a small gold rule before each. */
export function FactList({ facts, label }: { facts: string[]; label?: string }) {
  return (
    <ul className={styles.facts} aria-label={label}>
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

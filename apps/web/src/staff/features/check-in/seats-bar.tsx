import styles from './check-in.module.css';

/** Booked, held and free seats of a slot as one bar, with the numbers in words for everyone. */
export function SeatsBar({ booked, held, capacity, label }: { booked: number; held: number; capacity: number; label: string }) {
  const total = Math.max(capacity, booked + held, 1);
  const pct = (n: number) => `${(Math.min(n, total) / total) * 100}%`;
  return (
    <div className={styles.seats}>
      <div className={styles.seatsBar} role="img" aria-label={label}>
        <span className={styles.seatsBooked} style={{ width: pct(booked) }} />
        <span className={styles.seatsHeld} style={{ width: pct(held) }} />
      </div>
      <p className={styles.seatsText} aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

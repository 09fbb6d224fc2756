import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

/** One figure of the dashboard with its label and an optional line below. */
export function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className={styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
      {note ? <p className={styles.statNote}>{note}</p> : null}
    </div>
  );
}

/** Credit used against the limit, as a meter (the server's numbers; the limit is the contract's). */
export function CreditMeter({
  label,
  used,
  limit,
  usedText,
  limitText,
  availableText,
}: {
  label: string;
  used: number;
  limit: number;
  usedText: string;
  limitText: string;
  availableText: string;
}) {
  const share = limit > 0 ? Math.min(1, Math.max(0, used / limit)) : 1;
  const level = share >= 0.9 ? 'high' : share >= 0.7 ? 'mid' : 'low';
  return (
    <div className={styles.credit}>
      <p className={styles.statLabel} id="partner-credit-label">
        {label}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar with a coloured fill; a native <meter> cannot be drawn this way, the role gives the same meaning */}
      <div
        className={styles.meter}
        role="meter"
        aria-labelledby="partner-credit-label"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${usedText} / ${limitText}`}
        data-level={level}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      <p className={styles.creditFigures}>
        <span>
          <strong>{usedText}</strong> / {limitText}
        </span>
        <span>{availableText}</span>
      </p>
    </div>
  );
}

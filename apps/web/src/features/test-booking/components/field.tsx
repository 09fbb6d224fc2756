import type { ReactNode } from 'react';
import styles from './test-booking.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, the control and its error (linked with aria-describedby). */
export function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: string | null; children: (control: ControlProps) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The result of the last action of a panel, announced politely. */
export function Outcome({ tone, children }: { tone: 'ok' | 'error' | null; children?: ReactNode }) {
  return (
    <div className={styles.outcome} data-tone={tone ?? undefined} role="status" aria-live="polite">
      {children}
    </div>
  );
}

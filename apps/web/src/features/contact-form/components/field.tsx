import type { ReactNode } from 'react';
import styles from './contact-form.module.css';

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optional?: string;
  hint?: ReactNode;
  hintTone?: 'danger';
  error?: string | null;
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and an error linked with aria-describedby. */
export function Field({ id, label, required = false, optional, hint, hintTone, error, wide, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-wide={wide ? 'true' : undefined} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className={styles.optional}> {optional}</span> : null}
      </label>
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint} data-tone={hintTone}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.mark} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v5.5M10 13.6v.9" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </p>
  );
}

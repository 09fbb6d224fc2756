import type { ReactNode } from 'react';
import styles from './review-form.module.css';

/** The attributes that tie a control to its label, hints and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export const fieldErrorId = (id: string) => `${id}-error`;

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Text under the control (limits, examples); each node gets its own id for aria-describedby. */
  hints?: { id: string; node: ReactNode; className?: string }[];
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hints and an error linked with aria-describedby. */
export function FormField({ id, label, required = false, hints = [], error, children }: FormFieldProps) {
  const describedBy = [error ? fieldErrorId(id) : null, ...hints.map((h) => h.id)].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hints.length > 0 ? (
        <div className={styles.hints}>
          {hints.map((h) => (
            <p key={h.id} id={h.id} className={h.className ?? styles.hint}>
              {h.node}
            </p>
          ))}
        </div>
      ) : null}
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <ErrorMark />
      {children}
    </p>
  );
}

export function ErrorMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5.5v5.5M10 13.6v.9" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

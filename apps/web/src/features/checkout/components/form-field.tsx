import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The message shown under the control; also marks the control invalid. */
  error?: string | null;
  /** Wide fields take the whole row of the form grid. */
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(' ') || undefined;
}

/** Label, optional hint, the control, and an error linked with aria-describedby. */
export function FormField({ id, label, required = false, hint, error, wide, children }: FormFieldProps) {
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
      </label>
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)) })}
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          <ErrorMark />
          {error}
        </p>
      ) : null}
    </div>
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

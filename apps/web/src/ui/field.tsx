import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import ui from './ui.module.css';

/** A labelled control with its hint and error, wired for screen readers (the child gets id and aria-*). */
export function Field({ label, hint, error, children }: { label: ReactNode; hint?: ReactNode; error?: string | null; children: ReactElement<Record<string, unknown>> }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <span id={hintId} className={ui.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={ui.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import styles from './stepper.module.css';

export interface StepperProps {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

/** A number picked with − and + buttons (each with its own label); the value is announced. */
export function Stepper({ label, hint, value, min, max, onChange, decreaseLabel, increaseLabel, disabled }: StepperProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding and min-content width into this flex row; role="group" names the same grouping
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.button} onClick={() => onChange(Math.max(min, value - 1))} disabled={disabled || value <= min} aria-label={decreaseLabel}>
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.value} aria-live="polite" aria-atomic="true" aria-label={`${label}: ${value}`}>
          {value}
        </output>
        <button type="button" className={styles.button} onClick={() => onChange(Math.min(max, value + 1))} disabled={disabled || value >= max} aria-label={increaseLabel}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

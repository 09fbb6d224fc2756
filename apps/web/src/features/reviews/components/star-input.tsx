import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { fieldErrorId, FieldError, RequiredMark } from './form-field.tsx';
import styles from './review-form.module.css';

export interface StarInputProps {
  id: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}

/**
 * The rating as a group of five radio buttons drawn as stars: Tab enters the
 * group, the arrow keys choose (native radio behaviour), each star says
 * "3 stelle" / "3 stars", and the chosen one is named in words.
 */
export function StarInput({ id, value, onChange, error }: StarInputProps) {
  const { t } = useTranslation('reviews');
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const legendId = `${id}-legend`;
  const wordId = `${id}-word`;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={[error ? fieldErrorId(id) : null, wordId].filter(Boolean).join(' ')}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        className={styles.starGroup}
        id={id}
        tabIndex={-1}
      >
        <span id={legendId} className={styles.label}>
          {t('form.rating.legend')}
          <RequiredMark />
        </span>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse-only hover preview; the radios carry the keyboard and screen-reader interaction */}
        <div className={styles.stars} onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className={styles.starItem}>
              <input type="radio" className={`visually-hidden ${styles.starRadio}`} id={`${id}-${n}`} name={id} value={n} checked={value === n} onChange={() => onChange(n)} />
              <label htmlFor={`${id}-${n}`} className={styles.star} data-on={n <= shown ? 'true' : undefined} onMouseEnter={() => setHover(n)}>
                <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
                  <path d="m12 2.6 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8Z" />
                </svg>
                <span className="visually-hidden">{t('form.rating.star', { count: n })}</span>
              </label>
            </span>
          ))}
        </div>
        <p id={wordId} className={styles.starWord} data-empty={value ? undefined : 'true'} aria-live="polite">
          {value ? t(`form.rating.words.${value}`) : t('form.rating.none')}
        </p>
      </div>
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </div>
  );
}

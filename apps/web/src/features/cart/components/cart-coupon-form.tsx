import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { retryAfterMinutes } from '../cart-errors.ts';
import styles from './cart-coupon-form.module.css';

export interface CartCouponFormProps {
  couponCode: string | null;
  busy: boolean;
  /** Resolves to an error text, or null when applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => Promise<void>;
}

/** Apply or remove the cart's discount code (truffle items only, priced by the server). */
export function CartCouponForm({ couponCode, busy, onApply, onRemove }: CartCouponFormProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value || pending) return;
    setPending(true);
    setError(null);
    const failure = await onApply(value);
    setPending(false);
    // A 429's detail is `retry_after=N` (docs/product.md, Abuse limits): too many codes tried, not a wrong one.
    if (failure) setError(/retry_after=\d+/.test(failure) ? t('errors.kinds.rate_limited.text', { count: retryAfterMinutes(failure) }) : t('coupon.invalid'));
    else setCode('');
  };

  if (couponCode) {
    return (
      <div className={styles.applied}>
        <p className={styles.appliedText} role="status">
          {t('coupon.applied', { code: couponCode })}
          <span className={styles.hint}>{t('coupon.truffleOnly')}</span>
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void onRemove()} disabled={busy}>
          {t('coupon.remove')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {t('coupon.label')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (!e.target.value.trim()) setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button type="submit" className="btn btn-secondary" disabled={!code.trim() || pending || busy}>
          {pending ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('coupon.truffleOnly')}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

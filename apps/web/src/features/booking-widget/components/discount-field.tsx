import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { DiscountState } from '../use-discount-code.ts';
import type { WidgetExperience } from '../widget-rules.ts';
import styles from './discount-field.module.css';

export interface DiscountFieldProps {
  experience: WidgetExperience;
  value: string;
  state: DiscountState;
  onChange: (value: string) => void;
  onValidate: () => void;
}

/** The button is disabled when empty or loading; Enter validates; blank resets (docs/product.md, Booking rules). */
export function DiscountField({ experience, value, state, onChange, onValidate }: DiscountFieldProps) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const id = useId();
  const loading = state.status === 'loading';

  let message: { tone: 'ok' | 'error' | 'info'; text: string } | null = null;
  if (state.status === 'valid') {
    const c = state.coupon;
    const amount = c.discount_type === 'percentage' ? `${c.discount_amount}%` : formatEuro(c.discount_amount, locale);
    message =
      experience === 'truffle' ? { tone: 'ok', text: t('discount.valid', { code: state.code, amount }) } : { tone: 'info', text: t('discount.truffleOnly', { code: state.code }) };
  } else if (state.status === 'invalid') {
    message = { tone: 'error', text: state.reason === 'unknown' || !state.reason ? t('discount.errors.invalid') : t(`discount.errors.notValid.${state.reason}`) };
  } else if (state.status === 'error') {
    message = { tone: 'error', text: state.unavailable ? t('discount.errors.unavailable') : t('discount.errors.validation') };
  }

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {t('discount.label')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (value.trim() && !loading) onValidate();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby={`${id}-msg`}
        />
        <button type="button" className="btn btn-secondary" onClick={onValidate} disabled={!value.trim() || loading}>
          {loading ? t('discount.checking') : t('discount.apply')}
        </button>
      </div>
      <p id={`${id}-msg`} className={styles.message} data-tone={message?.tone} role="status">
        {message?.text ?? ''}
      </p>
    </div>
  );
}

import type { CartTotals } from '@tenuta/contracts';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { ProcessingPhase } from '../use-checkout.ts';
import { ErrorMark } from './form-field.tsx';
import { Spinner } from './spinner.tsx';
import styles from './checkout-view.module.css';

/**
 * Step 3's pay (or confirm) and back buttons, under the order summary. With gift vouchers
 * (`byCard`, `later`: what is left for the card and on site) the button pays only the card's part.
 */
export function PayBox({
  totals,
  byCard,
  later,
  disabled,
  onPay,
  onBack,
}: {
  totals: CartTotals | null;
  byCard?: number;
  later?: number;
  disabled: boolean;
  onPay: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const card = byCard ?? totals?.pay_now ?? 0;
  const onSite = later ?? totals?.pay_later ?? 0;
  return (
    <div className={styles.payBox}>
      {totals && card > 0 ? <p className={styles.note}>{t('review.payNowNote')}</p> : null}
      {totals && onSite > 0 ? <p className={styles.note}>{t('review.payLaterNote')}</p> : null}
      <div className={styles.payActions}>
        <button type="button" className={`btn btn-primary ${styles.pay}`} onClick={onPay} disabled={disabled} data-testid="checkout-pay">
          {totals && card > 0 ? t('actions.pay', { amount: formatEuro(card, locale) }) : t('actions.confirm')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('actions.back')}
        </button>
      </div>
    </div>
  );
}

/** While the submit runs: the processing messages (docs/product.md, Checkout submit). */
export function ProcessingPanel({ phase, titleRef }: { phase: ProcessingPhase; titleRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.panel} aria-labelledby="checkout-status-title" data-testid="checkout-processing">
      <Spinner />
      <h2 id="checkout-status-title" ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
        {t('processing.title')}
      </h2>
      <p className={styles.phase} role="status" aria-live="polite">
        {t(`processing.${phase}`)}
      </p>
      <p className={styles.note}>{t('processing.wait')}</p>
    </section>
  );
}

/** A failed submit: the message, back and retry (docs/product.md, Checkout errors). */
export function ErrorPanel({ error, titleRef, onBack, onRetry }: { error: string; titleRef: Ref<HTMLHeadingElement>; onBack: () => void; onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.panel} aria-labelledby="checkout-status-title" data-testid="checkout-error">
      <h2 id="checkout-status-title" ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
        {t('errors.title')}
      </h2>
      <p className={styles.errorText} role="alert">
        <ErrorMark />
        {error}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('actions.back')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </div>
    </section>
  );
}

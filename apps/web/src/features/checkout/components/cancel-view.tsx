import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { NoticePanel } from '../../../components/notice-panel.tsx';
import { ErrorMark } from './form-field.tsx';
import styles from './cancel-view.module.css';

/** The /checkout/cancel page body (docs/product.md, Checkout cancel): the cart is saved; back to it, retry, or contact us. */
export function CancelView() {
  const { t } = useTranslation('checkout');
  const location = useLocation();
  // The checkout passes its error along when it could not use the session's answer (docs/product.md, Checkout submit).
  const state: unknown = location.state;
  const error =
    typeof state === 'object' && state !== null && typeof (state as { checkoutError?: unknown }).checkoutError === 'string'
      ? (state as { checkoutError: string }).checkoutError
      : null;
  return (
    <NoticePanel
      mark={
        <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" focusable="false">
          <rect x="3" y="6" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path d="M3 10h18M7 15h4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
        </svg>
      }
      eyebrow={t('cancel.eyebrow')}
      title={t('cancel.title')}
      actions={
        <>
          <Link className="btn btn-primary" to="/cart">
            {t('cancel.backToCart')}
          </Link>
          <Link className="btn btn-secondary" to="/checkout">
            {t('cancel.retry')}
          </Link>
        </>
      }
    >
      {error ? (
        <p className={styles.error} role="alert" data-testid="cancel-error">
          <ErrorMark />
          {error}
        </p>
      ) : null}
      <p>{t('cancel.text')}</p>
      <p>{t('cancel.saved')}</p>
      <p className={styles.help}>
        {t('cancel.help')} <Link to="/contatti">{t('cancel.contact')}</Link>
      </p>
    </NoticePanel>
  );
}

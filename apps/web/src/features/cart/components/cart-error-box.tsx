import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { actionsForKind, isSeatLimit, kindOfLastError, retryAfterMinutes, type CartErrorAction, type CartLastError } from '../cart-errors.ts';
import styles from './cart-error-box.module.css';

export interface CartErrorBoxProps {
  error: CartLastError;
  onRetry: () => void;
  onDismiss: () => void;
}

/** The cart error box, its kinds and their actions (docs/product.md, Cart errors). */
export function CartErrorBox({ error, onRetry, onDismiss }: CartErrorBoxProps) {
  const { t } = useTranslation('cart');
  const [notice, setNotice] = useState(false);
  const kind = kindOfLastError(error);
  const text =
    error.action === 'remove_item'
      ? t('errors.removeFailed')
      : kind === 'rate_limited'
        ? t(isSeatLimit(error) ? 'errors.kinds.rate_limited.seats' : 'errors.kinds.rate_limited.text', { count: retryAfterMinutes(error.detail) })
        : t(`errors.kinds.${kind}.text`);

  const button = (action: CartErrorAction) => {
    switch (action) {
      case 'choose_other_time':
        return (
          <Link key={action} className="btn btn-secondary" to="/">
            {t('errors.actions.choose_other_time')}
          </Link>
        );
      case 'retry':
        return (
          <button key={action} type="button" className="btn btn-primary" onClick={onRetry}>
            {t('errors.actions.retry')}
          </button>
        );
      default:
        return (
          <button key={action} type="button" className="btn btn-secondary" onClick={() => setNotice(true)}>
            {t(`errors.actions.${action}`)}
          </button>
        );
    }
  };

  return (
    <div className={styles.box} role="alert" data-kind={kind}>
      <div className={styles.head}>
        <p className={styles.title}>{t(`errors.kinds.${kind}.title`)}</p>
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('errors.dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className={styles.text}>{text}</p>
      {actionsForKind[kind].length > 0 ? <div className={styles.actions}>{actionsForKind[kind].map(button)}</div> : null}
      {notice ? <p className={styles.notice}>{t('errors.underDevelopment')}</p> : null}
    </div>
  );
}

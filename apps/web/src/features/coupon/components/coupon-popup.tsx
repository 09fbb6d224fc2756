import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import { estate } from '../../location/estate.ts';
import type { CouponPopupState } from './coupon-url-handler.tsx';
import styles from './coupon-popup.module.css';

export interface CouponPopupProps {
  state: CouponPopupState;
  onApply: () => void;
  onClose: () => void;
}

/** The popup for a coupon from the URL: validating, then valid / not registered / too many codes tried / system unavailable. */
export default function CouponPopup({ state, onApply, onClose }: CouponPopupProps) {
  const { t } = useTranslation('coupon');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const { code } = state;

  let tone: 'neutral' | 'success' | 'warning' = 'neutral';
  let title: string;
  let body: ReactNode;
  let primary: string | null = null;

  if (state.phase === 'validating') {
    title = t('popup.validating.title');
    body = <p role="status">{t('popup.validating.text', { code })}</p>;
  } else {
    const { result } = state;
    if (result.outcome === 'success') {
      tone = 'success';
      title = t('popup.success.title');
      const d = result.discount;
      const amount = d ? (d.type === 'percentage' ? `${d.amount}%` : formatEuro(d.amount, locale)) : '';
      body = (
        <>
          <p>{t('popup.success.text', { code, amount })}</p>
          {result.partnerName ? <p className={styles.partner}>{t('popup.success.partner', { partner: result.partnerName })}</p> : null}
          <p className={styles.small}>{t('popup.success.truffleOnly')}</p>
        </>
      );
      primary = t('popup.success.apply');
    } else if (result.outcome === 'not_found') {
      tone = 'warning';
      title = result.reason ? t(`popup.notFound.reasons.${result.reason}`) : t('popup.notFound.title');
      body = (
        <>
          <p>{t('popup.notFound.text', { code })}</p>
          <p className={styles.small}>
            {t('popup.notFound.support')} <a href={estate.phoneHref}>{estate.phoneDisplay}</a>
          </p>
        </>
      );
      primary = t('popup.proceed');
    } else if (result.outcome === 'rate_limited') {
      tone = 'warning';
      title = t('popup.rateLimited.title');
      body = <p>{t('popup.rateLimited.text', { code, count: result.waitMinutes ?? 1 })}</p>;
      primary = t('popup.proceed');
    } else {
      tone = 'warning';
      title = t('popup.unavailable.title');
      body = (
        <>
          <p>{t('popup.unavailable.text', { code })}</p>
          <p className={styles.small}>{t('popup.unavailable.staff')}</p>
        </>
      );
      primary = t('popup.proceed');
    }
  }
  const applying = state.phase === 'done' && state.applying;

  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId} describedBy={textId}>
      <div className={styles.popup} data-tone={tone} data-testid="coupon-popup">
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={textId} className={styles.text}>
          {body}
        </div>
        {state.phase === 'done' && state.failed ? (
          <p className={styles.error} role="alert">
            {t('popup.cartFailed')}
          </p>
        ) : null}
        <div className={styles.actions}>
          {primary ? (
            <button type="button" className="btn btn-primary" onClick={onApply} disabled={applying} data-autofocus>
              {applying ? t('popup.applying') : primary}
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {state.phase === 'done' && state.result.outcome === 'success' ? t('popup.notNow') : t('popup.close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

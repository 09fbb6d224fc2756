import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatRomeTime } from '../../../lib/format.ts';
import { HOLD_MINUTES, minutesLeft } from '../hold-expiry.ts';
import styles from './hold-notice.module.css';

export interface HoldNoticeProps {
  /** The earliest hold's expiry, or null without items. */
  expiresAt: string | null;
  /** Items the server dropped because their hold expired. */
  expiredItems: number;
  onDismissExpired: () => void;
}

/** Holds last 20 minutes: when the first one ends, and which items were dropped. */
export function HoldNotice({ expiresAt, expiredItems, onDismissExpired }: HoldNoticeProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  return (
    <>
      {expiredItems > 0 ? (
        <div className={`${styles.notice} ${styles.expired}`} role="alert">
          <p>{t('hold.expired', { count: expiredItems })}</p>
          <button type="button" className="btn btn-secondary" onClick={onDismissExpired}>
            {t('hold.dismiss')}
          </button>
        </div>
      ) : null}
      {expiresAt ? (
        <p className={styles.notice} data-testid="hold-notice">
          <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 9v4l2.5 2.5M9 2h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>
            {t('hold.notice', { minutes: HOLD_MINUTES, time: formatRomeTime(expiresAt, locale) })}{' '}
            <strong>{t('hold.left', { count: minutesLeft(expiresAt, now) })}</strong>
          </span>
        </p>
      ) : null}
    </>
  );
}

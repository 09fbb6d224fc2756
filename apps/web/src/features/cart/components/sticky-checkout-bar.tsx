import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import styles from './sticky-checkout-bar.module.css';

export interface StickyCheckoutBarProps {
  /** The grand total, null while it loads. */
  total: number | null;
  checkoutDisabled: boolean;
  /** The summary it stands in for: the bar steps aside while that is on screen. */
  summaryId: string;
}

/**
 * On a phone the summary and its checkout button come after every line: this bar keeps the total
 * and the button at the bottom of the screen while the guest reads the lines (CSS sticky, shown at
 * 900 px and below), and fades out once the summary itself is in view.
 */
export function StickyCheckoutBar({ total, checkoutDisabled, summaryId }: StickyCheckoutBarProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [summaryShown, setSummaryShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const summary = document.getElementById(summaryId);
    if (!summary || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSummaryShown(Boolean(entry?.isIntersecting)), { threshold: 0.35 });
    observer.observe(summary);
    return () => observer.disconnect();
  }, [summaryId]);

  return (
    <div ref={ref} className={styles.bar} data-hidden={summaryShown ? 'true' : undefined} aria-hidden={summaryShown ? true : undefined} data-testid="cart-sticky-bar">
      <p className={styles.total}>
        <span className={styles.label}>{t('summary.total')}</span>
        <span className={styles.amount}>{total === null ? '…' : formatEuro(total, locale)}</span>
      </p>
      {checkoutDisabled ? (
        <button type="button" className={`btn btn-primary ${styles.button}`} disabled tabIndex={summaryShown ? -1 : undefined}>
          {t('summary.checkout')}
        </button>
      ) : (
        <Link to="/checkout" className={`btn btn-primary ${styles.button}`} tabIndex={summaryShown ? -1 : undefined}>
          {t('summary.checkout')}
        </Link>
      )}
    </div>
  );
}

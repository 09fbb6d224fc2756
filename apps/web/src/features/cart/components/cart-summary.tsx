import type { CartTotals } from '@tenuta/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import styles from './cart-summary.module.css';

export interface CartSummaryProps {
  /** The server's totals; null while they load. */
  totals: CartTotals | null;
  couponCode: string | null;
  checkoutDisabled: boolean;
  busy: boolean;
}

/** The server's totals; pay now (truffles) and pay later (wines) only when above 0 (docs/product.md, Cart behaviour). */
export function CartSummary({ totals, couponCode, checkoutDisabled, busy }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const eur = (n: number) => formatEuro(n, locale);
  return (
    <section id="cart-summary" className={styles.summary} aria-labelledby="cart-summary-title" aria-busy={busy}>
      <h2 id="cart-summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      {totals ? (
        <dl className={styles.rows}>
          <div>
            <dt>{t('summary.subtotal')}</dt>
            <dd data-testid="cart-subtotal">{eur(totals.subtotal)}</dd>
          </div>
          {totals.discount_total > 0 ? (
            <div className={styles.discount}>
              <dt>{couponCode ? t('summary.discountCode', { code: couponCode }) : t('summary.discount')}</dt>
              <dd data-testid="cart-discount">−{eur(totals.discount_total)}</dd>
            </div>
          ) : null}
          <div className={styles.grand}>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="cart-grand-total">{eur(totals.grand_total)}</dd>
          </div>
          {totals.pay_now > 0 ? (
            <div className={styles.split}>
              <dt>
                {t('summary.payNow')} <span className={styles.hint}>{t('summary.payNowHint')}</span>
              </dt>
              <dd data-testid="cart-pay-now">{eur(totals.pay_now)}</dd>
            </div>
          ) : null}
          {totals.pay_later > 0 ? (
            <div className={styles.split}>
              <dt>
                {t('summary.payLater')} <span className={styles.hint}>{t('summary.payLaterHint')}</span>
              </dt>
              <dd data-testid="cart-pay-later">{eur(totals.pay_later)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className={styles.loading}>{t('summary.loading')}</p>
      )}
      {checkoutDisabled ? (
        <button type="button" className={`btn btn-primary ${styles.checkout}`} disabled>
          {t('summary.checkout')}
        </button>
      ) : (
        <Link to="/checkout" className={`btn btn-primary ${styles.checkout}`}>
          {t('summary.checkout')}
        </Link>
      )}
      <p className={styles.note}>{t('summary.note')}</p>
    </section>
  );
}

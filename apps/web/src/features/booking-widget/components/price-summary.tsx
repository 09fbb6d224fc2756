import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { Estimate, Prices, WidgetExperience } from '../widget-rules.ts';
import styles from './price-summary.module.css';

export interface PriceSummaryProps {
  experience: WidgetExperience;
  prices: Prices;
  adults: number;
  childCount: number;
  quote: Estimate;
  couponCode: string | null;
  /** Instead of how a guest pays (the partner area's own line). */
  note?: string | undefined;
}

/** The live estimate beside the form; the cart shows the server's prices. */
export function PriceSummary({ experience, prices, adults, childCount, quote, couponCode, note }: PriceSummaryProps) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const eur = (n: number) => formatEuro(n, locale);
  return (
    <div className={styles.summary} data-testid="price-summary">
      <dl className={styles.rows}>
        <div>
          <dt>{t('summary.adults', { count: adults, price: eur(prices.perAdult) })}</dt>
          <dd>{eur(quote.adultsTotal)}</dd>
        </div>
        {childCount > 0 ? (
          <div>
            <dt>{t('summary.children', { count: childCount })}</dt>
            <dd>{t('summary.free')}</dd>
          </div>
        ) : null}
        {quote.vip > 0 ? (
          <div>
            <dt>{t('summary.vip')}</dt>
            <dd>{eur(quote.vip)}</dd>
          </div>
        ) : null}
        {quote.discount > 0 ? (
          <div className={styles.discount}>
            <dt>{t('summary.discount', { code: couponCode ?? '' })}</dt>
            <dd>−{eur(quote.discount)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>{t('summary.total')}</dt>
          <dd aria-live="polite" data-testid="widget-total">
            {eur(quote.total)}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{note ?? (experience === 'truffle' ? t('summary.payNow') : t('summary.payLater'))}</p>
    </div>
  );
}

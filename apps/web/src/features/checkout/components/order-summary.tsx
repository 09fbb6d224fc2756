import type { CartItem, CartTotals } from '@tenuta/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatCalendarDate, formatEuro } from '../../../lib/format.ts';
import type { VoucherPreview } from '../voucher-preview.ts';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  items: readonly CartItem[];
  /** The server's totals; null while they load. */
  totals: CartTotals | null;
  couponCode: string | null;
  /** Gift vouchers entered on step 3: what they pay, and what is left for the card and on site. */
  vouchers?: VoucherPreview | null;
  children?: ReactNode;
}

/**
 * The order summary (docs/product.md, Pages): each item (name, date, time, participants, price ×
 * participants), the total, pay now (truffles) and pay later (wines) only
 * when above 0. Every amount is the server's.
 */
export function OrderSummary({ items, totals, couponCode, vouchers, children }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const eur = (n: number) => formatEuro(n, locale);
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title" aria-busy={totals ? undefined : true}>
      <h2 id="checkout-summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      {totals ? (
        <>
          <ul className={styles.items}>
            {items.map((item) => {
              const name = (locale === 'en' ? item.name.en : item.name.it) || item.name.it || item.name.en;
              return (
                <li key={item.item_id} className={styles.item} data-testid="checkout-item" data-category={item.category}>
                  <p className={styles.name}>
                    {name}
                    {item.vip_upgrade ? <span className={styles.vip}>VIP</span> : null}
                  </p>
                  <p className={styles.when}>
                    {formatCalendarDate(item.date, locale)}, {t('summary.at', { time: item.start_time })}
                  </p>
                  <p className={styles.meta}>
                    {t('summary.participants', { count: item.participants })}:{' '}
                    <span data-testid="checkout-item-price">{t('summary.priceLine', { price: eur(item.unit_price), count: item.adults_count })}</span>
                    {item.children_count > 0 ? <> {t('summary.children', { count: item.children_count })}</> : null}
                  </p>
                  <dl className={styles.lines}>
                    {item.vip_supplement > 0 ? (
                      <div>
                        <dt>{t('summary.vip')}</dt>
                        <dd>{eur(item.vip_supplement)}</dd>
                      </div>
                    ) : null}
                    {item.discount_amount > 0 ? (
                      <div className={styles.discount}>
                        <dt>{couponCode ? t('summary.discountCode', { code: couponCode }) : t('summary.discount')}</dt>
                        <dd>−{eur(item.discount_amount)}</dd>
                      </div>
                    ) : null}
                    <div className={styles.itemTotal}>
                      <dt>{t('summary.itemTotal')}</dt>
                      <dd data-testid="checkout-item-total">{eur(item.total)}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
          <dl className={styles.totals}>
            <div className={styles.grand}>
              <dt>{t('summary.total')}</dt>
              <dd data-testid="checkout-total">{eur(totals.grand_total)}</dd>
            </div>
            {totals.pay_now > 0 ? (
              <div className={styles.split}>
                <dt>
                  {t('summary.payNow')} <span className={styles.hint}>({t('summary.payNowHint')})</span>
                </dt>
                <dd data-testid="checkout-pay-now">{eur(totals.pay_now)}</dd>
              </div>
            ) : null}
            {totals.pay_later > 0 ? (
              <div className={styles.split}>
                <dt>
                  {t('summary.payLater')} <span className={styles.hint}>({t('summary.payLaterHint')})</span>
                </dt>
                <dd data-testid="checkout-pay-later">{eur(vouchers ? vouchers.later : totals.pay_later)}</dd>
              </div>
            ) : null}
            {vouchers && vouchers.total > 0 ? (
              <>
                <div className={styles.discount}>
                  <dt>{t('summary.voucher')}</dt>
                  <dd data-testid="checkout-voucher-total">−{eur(vouchers.total)}</dd>
                </div>
                <div className={styles.split}>
                  <dt>{vouchers.card > 0 ? t('summary.byCard') : t('summary.nothingByCard')}</dt>
                  <dd data-testid="checkout-by-card">{vouchers.card > 0 ? eur(vouchers.card) : null}</dd>
                </div>
              </>
            ) : null}
          </dl>
        </>
      ) : (
        <p className={styles.loading}>{t('summary.loading')}</p>
      )}
      {children}
    </section>
  );
}

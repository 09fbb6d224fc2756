import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatCalendarDate, formatEuro, formatRomeTime, languageName } from '../../../lib/format.ts';
import type { LocalCartItem } from '../stored-cart.ts';
import styles from './cart-item-row.module.css';

export interface CartItemRowProps {
  item: LocalCartItem;
  /** The slot's instant, when the server cart is loaded (time shown in Rome). */
  slotDatetime?: string | undefined;
  onRemove?: (id: string) => void;
  removeDisabled?: boolean;
  /** A shorter version for the cart panel. */
  compact?: boolean;
}

/** One cart line: what, when, who, and the server's prices. */
export function CartItemRow({ item, slotDatetime, onRemove, removeDisabled, compact }: CartItemRowProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const date = formatCalendarDate(item.date, locale);
  const time = slotDatetime ? formatRomeTime(slotDatetime, locale) : item.time;
  const pay = item.requiresPayment ? t('item.payNow') : t('item.payLater');

  return (
    <li className={compact ? `${styles.item} ${styles.compact}` : styles.item} data-testid="cart-item" data-type={item.type}>
      <div className={styles.main}>
        <p className={styles.kind}>{pay}</p>
        {/* The stored name ends in " - VIP" (docs/product.md, Browser storage); a title shows an en dash. */}
        <h3 className={styles.name}>{item.name.replace(/ - VIP$/, ' – VIP')}</h3>
        <p className={styles.when}>
          <span>{date}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('item.at', { time })}</span>
        </p>
        {!compact ? (
          <dl className={styles.facts}>
            <div>
              <dt>{t('item.language')}</dt>
              <dd>{languageName(item.language, locale)}</dd>
            </div>
            <div>
              <dt>{t('item.participants')}</dt>
              <dd>
                {t('item.adults', { count: item.adults })}
                {item.children > 0 ? `, ${t('item.children', { count: item.children })}` : ''}
              </dd>
            </div>
          </dl>
        ) : (
          <p className={styles.when}>
            {t('item.adults', { count: item.adults })}
            {item.children > 0 ? `, ${t('item.children', { count: item.children })}` : ''}
          </p>
        )}
      </div>
      <div className={styles.prices}>
        {!compact ? (
          <dl className={styles.lines}>
            <div>
              <dt>{t('item.price')}</dt>
              <dd>{t('item.priceLine', { price: formatEuro(item.price, locale), count: item.adults })}</dd>
            </div>
            {item.children > 0 ? (
              <div>
                <dt>{t('item.children', { count: item.children })}</dt>
                <dd>{t('item.free')}</dd>
              </div>
            ) : null}
            {item.isVip ? (
              <div>
                <dt>{t('item.vipSupplement')}</dt>
                <dd>{formatEuro(item.vipSupplement, locale)}</dd>
              </div>
            ) : null}
            {item.hasDiscount ? (
              <div className={styles.discount} data-testid="cart-item-discount">
                <dt>{item.discountCode ? t('item.discountCode', { code: item.discountCode }) : t('item.discount')}</dt>
                <dd>−{formatEuro(item.discountAmount, locale)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className={styles.total}>
          <span className={compact ? 'visually-hidden' : styles.totalLabel}>{t('item.total')}</span>{' '}
          <span data-testid="cart-item-total">{formatEuro(item.totalFinalPrice, locale)}</span>
        </p>
        {onRemove ? (
          <button type="button" className={styles.remove} onClick={() => onRemove(item.id)} disabled={removeDisabled} aria-label={t('item.removeLabel', { name: item.name, date })}>
            {t('item.remove')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

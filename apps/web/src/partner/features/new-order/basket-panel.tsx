import type { CartItem, PartnerView } from '@tenuta/contracts';
import { useEffect, useState } from 'react';
import { minutesLeft } from '../../../features/cart/hold-expiry.ts';
import { languageName } from '../../../lib/format.ts';
import ui from '../../../ui/ui.module.css';
import { day, money } from '../../components/format.ts';
import { partnerLocale, usePartnerT } from '../../i18n/index.ts';
import { useBasket } from './basket.tsx';
import { basketTotals, linePrice } from './net-price.ts';
import styles from './new-order.module.css';

/** The basket's lines: retail and net side by side, the hold's time left, remove; then the totals and how it is paid. */
export function BasketPanel({ partner }: { partner: PartnerView }) {
  const { t } = usePartnerT('partnerOrders');
  const basket = useBasket();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const items = basket.cart?.items.filter((i) => !basket.removing.has(i.item_id)) ?? [];
  const discount = partner.contract?.net_discount_percent ?? 0;
  const showMoney = partner.can_see_money && partner.contract !== null;
  const totals = basketTotals(items, discount);

  if (items.length === 0) {
    return (
      <div className={styles.emptyBasket}>
        <p>{basket.loading ? t('partner:common.loading') : t('newOrder.emptyBasket')}</p>
      </div>
    );
  }
  return (
    <>
      {(basket.cart?.expired_items ?? 0) > 0 ? <p className={ui.alertInfo}>{t('newOrder.expired', { count: basket.cart?.expired_items ?? 0 })}</p> : null}
      <ul className={styles.lines}>
        {items.map((item) => (
          <BasketLine
            key={item.item_id}
            item={item}
            discount={discount}
            showMoney={showMoney}
            minutes={minutesLeft(item.hold_expires_at, now)}
            onRemove={() => basket.remove(item.item_id)}
          />
        ))}
      </ul>
      {showMoney ? (
        <dl className={styles.totals}>
          <div>
            <dt>{t('newOrder.totalRetail')}</dt>
            <dd>{money(totals.retailCents)}</dd>
          </div>
          {totals.hasTruffle ? (
            <div className={styles.netTotal}>
              <dt>{partner.contract?.payment_terms === 'card' ? t('newOrder.totalNetCard') : t('newOrder.totalNetAccount')}</dt>
              <dd>{money(totals.netCents)}</dd>
            </div>
          ) : null}
          {totals.hasWine ? (
            <div>
              <dt>{t('newOrder.totalOnSite')}</dt>
              <dd>{money(totals.onSiteCents)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ul className={styles.payment} aria-label={t('newOrder.paymentLabel')}>
        {totals.hasTruffle ? <li>{partner.contract ? t(`newOrder.pay.${partner.contract.payment_terms}`) : t('newOrder.pay.byTerms')}</li> : null}
        {totals.hasWine ? <li>{t('newOrder.pay.wine')}</li> : null}
      </ul>
    </>
  );
}

function BasketLine({ item, discount, showMoney, minutes, onRemove }: { item: CartItem; discount: number; showMoney: boolean; minutes: number; onRemove: () => void }) {
  const { t } = usePartnerT('partnerOrders');
  const name = partnerLocale() === 'en' ? item.name.en || item.name.it : item.name.it || item.name.en;
  const price = linePrice(item, discount);
  const people =
    item.children_count > 0
      ? `${t('people.adults', { count: item.adults_count })}, ${t('people.children', { count: item.children_count })}`
      : t('people.adults', { count: item.adults_count });
  return (
    <li className={styles.line}>
      <div className={styles.lineMain}>
        <p className={styles.lineName}>
          {name}
          {item.vip_upgrade ? <span className={ui.badgeWarn}>VIP</span> : null}
        </p>
        <p className={styles.lineMeta}>
          {day(item.date)} · {item.start_time} · {people} · {languageName(item.language, partnerLocale())}
        </p>
        <p className={styles.hold}>{minutes > 0 ? t('newOrder.holdLeft', { count: minutes }) : t('newOrder.holdOver')}</p>
      </div>
      {showMoney ? (
        <dl className={styles.prices}>
          <div>
            <dt>{t('newOrder.retail')}</dt>
            <dd>{money(price.retailCents)}</dd>
          </div>
          <div>
            <dt>{t('newOrder.net')}</dt>
            <dd>{price.netCents === null ? t('newOrder.onSite') : money(price.netCents)}</dd>
          </div>
        </dl>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={onRemove}
        aria-label={t('newOrder.removeLabel', { name, date: day(item.date), time: item.start_time })}
      >
        {t('newOrder.remove')}
      </button>
    </li>
  );
}

import type { Slot } from '@tenuta/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PartnerMode } from '../../features/booking-widget/use-booking-widget.ts';
import { useCart, type NewCartItem } from '../../features/cart/cart-context.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { usePartner } from '../app/auth.tsx';
import { day } from '../components/format.ts';
import { BasketPanel } from '../features/new-order/basket-panel.tsx';
import { BasketProvider, useBasket } from '../features/new-order/basket.tsx';
import styles from '../features/new-order/new-order.module.css';
import { OrderForm } from '../features/new-order/order-form.tsx';
import { recheckAvailability } from '../features/new-order/recheck.ts';
import { useSiteLanguage } from '../features/new-order/use-site-language.ts';
import { usePartnerT } from '../i18n/index.ts';

// The public booking widget, in partner mode (its own chunk, as on the public pages).
const BookingWidget = lazy(() => import('../../features/booking-widget/components/booking-widget.tsx'));

type Experience = 'truffle' | 'wine';

/** A reseller's new order: the booking widget in partner mode fills the order basket; then the guest and the order. */
export function Component() {
  return (
    <BasketProvider>
      <NewOrder />
    </BasketProvider>
  );
}

function NewOrder() {
  const { t, i18n } = usePartnerT('partnerOrders');
  useSiteLanguage(i18n.language);
  const partner = usePartner();
  const basket = useBasket();
  const { addItem } = useCart();
  const [params] = useSearchParams();
  const [experience, setExperience] = useState<Experience>('truffle');
  const [selected, setSelected] = useState<string | null>(null);

  const partnerMode = useMemo<PartnerMode>(
    () => ({
      selectLabel: t('newOrder.select'),
      busyLabel: t('newOrder.checking'),
      priceNote: t('newOrder.priceNote'),
      recheck: (item: NewCartItem, slot: Slot) => recheckAvailability(item, slot, experience),
      onItemSelected: async (item: NewCartItem, slot: Slot) => {
        await addItem(item);
        setSelected(`${day(slot.date)} · ${slot.start_time}`);
      },
    }),
    [t, experience, addItem],
  );
  const lines = basket.cart?.items.length ?? 0;

  return (
    <>
      <PageHeader title={t('newOrder.title')} description={t('newOrder.intro')} />
      {params.get('cancelled') ? (
        <p role="status" className={ui.alertInfo}>
          {t('newOrder.paymentCancelled')}
        </p>
      ) : null}
      <section className={styles.chooser} aria-labelledby="partner-choose-title">
        <div className={styles.chooserHead}>
          <h2 id="partner-choose-title">{t('newOrder.chooseTitle')}</h2>
          <fieldset className={styles.switch} aria-label={t('newOrder.experienceLabel')}>
            {(['truffle', 'wine'] as const).map((e) => (
              <button key={e} type="button" aria-pressed={experience === e} onClick={() => setExperience(e)}>
                {t(`newOrder.experience.${e}`)}
              </button>
            ))}
          </fieldset>
        </div>
        {selected ? (
          <p role="status" className={ui.alertSuccess}>
            {t('newOrder.added', { when: selected })}
          </p>
        ) : null}
        <div className={styles.widget}>
          <Suspense fallback={<p className={ui.muted}>{t('partner:common.loading')}</p>}>
            <BookingWidget key={experience} experience={experience} partnerMode={partnerMode} />
          </Suspense>
        </div>
      </section>
      <section className={styles.order} aria-labelledby="partner-basket-title">
        <div className={styles.basket}>
          <h2 id="partner-basket-title">{t('newOrder.basketTitle', { count: lines })}</h2>
          <BasketPanel partner={partner} />
        </div>
        <OrderForm disabled={lines === 0} />
      </section>
    </>
  );
}

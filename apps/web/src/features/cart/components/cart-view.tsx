import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useCart } from '../cart-context.ts';
import { earliestHold, holdMinutesOf } from '../hold-expiry.ts';
import { CartCouponForm } from './cart-coupon-form.tsx';
import { CartErrorBox } from './cart-error-box.tsx';
import { CartItemRow } from './cart-item-row.tsx';
import { CartSummary } from './cart-summary.tsx';
import styles from './cart-view.module.css';
import { EmptyCart } from './empty-cart.tsx';
import { HoldNotice } from './hold-notice.tsx';
import { OverlapWarning } from './overlap-warning.tsx';
import { StickyCheckoutBar } from './sticky-checkout-bar.tsx';
import { StoredCartMark } from './stored-cart-mark.tsx';

/** The /cart page body: items, error box, coupon, hold notice and summary. */
export function CartView() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const datetimeById = new Map(cart.serverItems.map((i) => [i.item_id, i.slot_datetime]));
  const busy = cart.isLoadingTotals || cart.isUpdating || cart.isRemoving;
  const empty = cart.ready && cart.items.length === 0;
  const checkoutDisabled = busy || cart.items.length === 0 || !cart.backendCart;
  const hold = {
    holdMinutes: holdMinutesOf(cart.backendCart),
    expiredItems: cart.expiredItems,
    expiredLines: cart.expiredLines,
    reholding: cart.reholding,
    onRehold: cart.rehold,
    onDismissExpired: cart.dismissExpired,
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">{t('page.eyebrow')}</p>
        <h1 className={styles.title}>{t('page.title')}</h1>
      </header>

      {cart.lastError ? <CartErrorBox error={cart.lastError} onRetry={cart.retry} onDismiss={cart.dismissError} /> : null}

      <p className="visually-hidden" role="status">
        {cart.isRemoving ? t('page.removing') : ''}
      </p>

      {/* Before the notice: marks a browser that holds a stored cart while the page is parsed. */}
      <StoredCartMark />

      {!cart.ready ? (
        // The notice in the place it keeps once the lines are in: the same elements, repainted in place.
        <div className={styles.layout}>
          <div className={styles.main}>
            <HoldNotice expiresAt={null} {...hold} reserve />
            <p className={styles.loading}>{t('page.loading')}</p>
          </div>
        </div>
      ) : empty ? (
        <>
          <HoldNotice expiresAt={null} {...hold} />
          <EmptyCart />
        </>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {/* Lines read from this browser come before the server's answer: the notice's place is kept meanwhile (no layout shift). */}
            <HoldNotice expiresAt={earliestHold(cart.serverItems)} {...hold} reserve={!cart.backendCart} />
            <OverlapWarning items={cart.serverItems} />
            <h2 className="visually-hidden">{t('page.itemsHeading')}</h2>
            <ul className={styles.items} aria-label={t('page.itemsHeading')}>
              {cart.items.map((item) => (
                <CartItemRow key={item.id} item={item} slotDatetime={datetimeById.get(item.backendItemId)} onRemove={cart.removeItem} removeDisabled={cart.isRemoving} />
              ))}
            </ul>
            <div className={styles.clear}>
              {confirmClear ? (
                // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding and min-content width into this inline confirmation row; role="group" names the same grouping
                <div className={styles.confirm} role="group" aria-label={t('clear.confirm')}>
                  <span>{t('clear.confirm')}</span>
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => {
                      setConfirmClear(false);
                      void cart.clearCart();
                    }}
                  >
                    {t('clear.yes')}
                  </button>
                  {/* biome-ignore lint/a11y/noAutofocus: the confirmation replaces the focused "empty cart" button; focus moves to the safe answer (No) instead of being lost */}
                  <button type="button" className="btn btn-secondary" onClick={() => setConfirmClear(false)} autoFocus>
                    {t('clear.no')}
                  </button>
                </div>
              ) : (
                <button type="button" className={styles.clearButton} onClick={() => setConfirmClear(true)} disabled={busy}>
                  {t('clear.button')}
                </button>
              )}
            </div>
            <CartCouponForm couponCode={cart.couponCode} busy={cart.isUpdating} onApply={cart.applyCoupon} onRemove={cart.removeCoupon} />
            <StickyCheckoutBar total={cart.backendCart?.totals.grand_total ?? null} checkoutDisabled={checkoutDisabled} summaryId="cart-summary" />
          </div>
          <aside className={styles.aside}>
            <CartSummary totals={cart.backendCart?.totals ?? null} couponCode={cart.couponCode} checkoutDisabled={checkoutDisabled} busy={busy} />
          </aside>
        </div>
      )}
    </div>
  );
}

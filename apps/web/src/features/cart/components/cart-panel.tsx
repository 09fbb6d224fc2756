import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useCartPanel } from '../../../app/shell/cart-panel-context.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import { useCart } from '../cart-context.ts';
import { CartItemRow } from './cart-item-row.tsx';
import styles from './cart-panel.module.css';
import { EmptyCart } from './empty-cart.tsx';

export interface CartPanelProps {
  /** Open flag; without it the shell's CartPanelContext decides. */
  open?: boolean;
  onClose?: () => void;
}

/** The slide-over cart the header's cart button opens: the items and a way to /cart. */
export function CartPanel(props: CartPanelProps) {
  const panel = useCartPanel();
  const open = props.open ?? panel.isOpen;
  const onClose = props.onClose ?? panel.close;
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const cart = useCart();
  const titleId = useId();
  const datetimeById = new Map(cart.serverItems.map((i) => [i.item_id, i.slot_datetime]));
  const totals = cart.backendCart?.totals;

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} variant="side">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('panel.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('panel.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {cart.items.length === 0 ? (
        <EmptyCart headingLevel={3} />
      ) : (
        <>
          <ul className={styles.items}>
            {cart.items.map((item) => (
              <CartItemRow key={item.id} item={item} slotDatetime={datetimeById.get(item.backendItemId)} compact />
            ))}
          </ul>
          <div className={styles.foot}>
            {totals ? (
              <p className={styles.total}>
                <span>{t('summary.total')}</span>
                <strong>{formatEuro(totals.grand_total, locale)}</strong>
              </p>
            ) : null}
            <Link to="/cart" className={`btn btn-primary ${styles.cta}`} onClick={onClose}>
              {t('panel.viewCart')}
            </Link>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { couponFromSearch } from '../../features/coupon/coupon-url.ts';
import { CartPanelContext, type CartPanelValue } from '../../app/shell/cart-panel-context.ts';
import { SiteFooter } from '../../app/shell/site-footer.tsx';
import { SiteHeader } from '../../app/shell/site-header.tsx';
import { TopBar } from '../../app/shell/top-bar.tsx';
import styles from '../../app/shell/shell.module.css';

// The coupon popup is loaded only when a coupon arrives in the URL (docs/product.md, Coupon links).
const CouponUrlHandler = lazy(() => import('../../features/coupon/components/coupon-url-handler.tsx').then((m) => ({ default: m.CouponUrlHandler })));

// The cart panel is loaded the first time it opens, not with every page.
const CartPanel = lazy(() => import('../../features/cart/components/cart-panel.tsx').then((m) => ({ default: m.CartPanel })));

/** The public shell (docs/product.md, App shell): skip link, top bar, sticky header, page, footer, cart panel. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [couponSeen, setCouponSeen] = useState(false);
  // After hydration only: the prerendered HTML has no query string.
  useEffect(() => {
    if (couponFromSearch(search)) setCouponSeen(true);
  }, [search]);
  const [isOpen, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const open = useCallback(() => {
    setPanelWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => {
    setPanelWanted(true);
    setOpen((v) => !v);
  }, []);
  const cartPanel = useMemo<CartPanelValue>(() => ({ isOpen, open, close, toggle }), [isOpen, open, close, toggle]);

  return (
    <CartPanelContext.Provider value={cartPanel}>
      <div className={styles.shell}>
        <a className="skip-link" href="#main">
          {t('shell.skip')}
        </a>
        <TopBar />
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      {couponSeen ? (
        <Suspense fallback={null}>
          <CouponUrlHandler />
        </Suspense>
      ) : null}
      {panelWanted ? (
        <Suspense fallback={null}>
          <CartPanel open={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </CartPanelContext.Provider>
  );
}

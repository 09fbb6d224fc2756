import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CartPanelContext } from '../../app/shell/cart-panel-context.ts';
import { SiteHeader } from '../../app/shell/site-header.tsx';
import { CartProvider, preloadCartEngine } from '../../features/cart/cart-provider.tsx';
import { couponFromSearch } from '../../features/coupon/coupon-url.ts';
import { i18n } from '../../i18n/index.ts';
import { PublishCart } from '../cart-store.tsx';
import { translations } from './ready.ts';

await translations();
// A guest with a cart needs the cart's engine at once (it reads and fetches that cart): its code
// loads beside the header's rather than after it.
if (!import.meta.env.SSR) preloadCartEngine();

const CouponUrlHandler = lazy(() => import('../../features/coupon/components/coupon-url-handler.tsx').then((m) => ({ default: m.CouponUrlHandler })));
const CartPanel = lazy(() => import('../../features/cart/components/cart-panel.tsx').then((m) => ({ default: m.CartPanel })));

/**
 * The header island, on every page: the header, and what every page mounts once (the cart and
 * its engine, the cart panel, the coupon popup). A language change loads the page's document in
 * that language.
 */
export function Header() {
  const [isOpen, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const [couponSeen, setCouponSeen] = useState(false);
  const panel = useMemo(() => {
    const open = (next: (v: boolean) => boolean) => {
      setPanelWanted(true);
      setOpen(next);
    };
    return { isOpen, open: () => open(() => true), close: () => setOpen(false), toggle: () => open((v) => !v) };
  }, [isOpen]);
  useEffect(() => {
    setCouponSeen(couponFromSearch(window.location.search) !== null);
    // The stored or asked language was settled before any island hydrated (./ready.ts).
    const lang = document.documentElement.lang;
    document.documentElement.dataset.hydrated = 'true';
    // The language switch: the page's document in the other language, from the server.
    return i18n.subscribe(() => {
      if (i18n.language !== lang) window.location.reload();
    });
  }, []);
  return (
    <CartProvider>
      <PublishCart />
      <CartPanelContext.Provider value={panel}>
        <SiteHeader />
        <Suspense fallback={null}>
          {couponSeen ? <CouponUrlHandler /> : null}
          {panelWanted ? <CartPanel open={isOpen} onClose={panel.close} /> : null}
        </Suspense>
      </CartPanelContext.Provider>
    </CartProvider>
  );
}

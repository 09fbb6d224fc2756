import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CartContext, type CartActions, type CartContextValue, type CartState } from './cart-context.ts';
import type { CartEngine } from './cart-engine.tsx';

// The cart's engine (the server cart through TanStack Query) is not needed to render any page:
// it loads once the page has hydrated, in a chunk of its own, so TanStack Query is not part of the
// initial JavaScript of pages that fetch nothing else with it (docs/decisions/0011).
const loadEngine = () => import('./cart-engine.tsx').then((m) => m.CartEngine);

/** The cart before its engine has read the stored one: what the engine itself shows on its first render. */
const notReadYet: CartState = {
  backendCartId: null,
  backendCart: undefined,
  items: [],
  serverItems: [],
  couponCode: null,
  payNow: 0,
  payLater: 0,
  ready: false,
  isUpdating: false,
  isRemoving: false,
  isLoadingTotals: false,
  lastError: null,
  expiredItems: 0,
};

/** Until the engine is ready, an action waits for it, then runs on its latest actions. */
function waitingCart(engineActions: Promise<() => CartActions>): CartContextValue {
  const actions = () => engineActions.then((latest) => latest());
  return {
    ...notReadYet,
    ensureCart: async (couponCode) => (await actions()).ensureCart(couponCode),
    initCart: async (couponCode) => (await actions()).initCart(couponCode),
    addItem: async (item) => (await actions()).addItem(item),
    removeItem: (localId) => void actions().then((a) => a.removeItem(localId)),
    clearCart: async () => (await actions()).clearCart(),
    applyCoupon: async (code) => (await actions()).applyCoupon(code),
    removeCoupon: async () => (await actions()).removeCoupon(),
    retry: () => void actions().then((a) => a.retry()),
    dismissError: () => void actions().then((a) => a.dismissError()),
    dismissExpired: () => void actions().then((a) => a.dismissExpired()),
    forgetCart: () => void actions().then((a) => a.forgetCart()),
  };
}

/**
 * Gives the whole app the guest's cart (useCart). Seed section 4: the cart is initialised at
 * app start: the engine starts loading as soon as the app has hydrated, then reads the stored
 * cart id and fetches that cart. Until then the cart is "not ready" (as it is on any first render).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [Engine, setEngine] = useState<typeof CartEngine | null>(null);
  const [cart, setCart] = useState<CartContextValue | null>(null);
  const latestRef = useRef<CartContextValue | null>(null);
  // What useCart gives until the engine is ready, and the signal that lets its actions run.
  const [waiting] = useState(() => {
    let engineReady!: () => void;
    const actions = new Promise<() => CartActions>((resolve) => {
      engineReady = () => resolve(() => latestRef.current!);
    });
    return { value: waitingCart(actions), engineReady };
  });

  useEffect(() => {
    let mounted = true;
    loadEngine().then(
      (engineComponent) => {
        if (mounted) startTransition(() => setEngine(() => engineComponent));
      },
      // Without its code (the connection is gone) the cart stays "not ready"; the page still works.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  const onChange = useCallback(
    (value: CartContextValue) => {
      latestRef.current = value;
      if (value.ready) waiting.engineReady();
      setCart(value);
    },
    [waiting],
  );

  return (
    <CartContext.Provider value={cart ?? waiting.value}>
      {children}
      {Engine ? <Engine onChange={onChange} /> : null}
    </CartContext.Provider>
  );
}

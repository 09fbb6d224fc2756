import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CartContext, type CartActions, type CartContextValue, type CartState } from './cart-context.ts';
import type { CartEngine } from './cart-engine.tsx';
import { CART_START_KEYS, cartNeededAtStart } from './cart-start.ts';
import { CART_CHANGED_EVENT } from './stored-cart.ts';

// The cart's engine (the server cart through TanStack Query) is not needed to render any page:
// it loads after hydration, in a chunk of its own, so TanStack Query is not part of the initial
// JavaScript of pages that fetch nothing else with it, and only once there is a cart to read or
// an action to run (docs/decisions/0029).
let engine: Promise<typeof CartEngine> | undefined;
function loadEngine(): Promise<typeof CartEngine> {
  if (!engine) {
    engine = import('./cart-engine.tsx').then((m) => m.CartEngine);
    // A failed load (the connection is gone) is tried again by the next caller.
    engine.catch(() => {
      engine = undefined;
    });
  }
  return engine;
}

/**
 * Starts loading the engine before hydration when this browser holds a cart (the header island, src/astro/islands/header.tsx):
 * its code then arrives beside the page's own instead of after it (a cart page shows the cart sooner).
 */
export function preloadCartEngine(): void {
  if (cartNeededAtStart(browserStorage())) loadEngine().catch(() => undefined);
}

/** The cart before its engine has read the stored one: what the engine itself shows on its first render. */
export const notReadYet: CartState = {
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
  expiredLines: [],
  reholding: false,
};

/** Until the engine is ready, an action asks for it (`wake`), waits for it, then runs on its latest actions. */
function waitingCart(engineActions: Promise<() => CartActions>, wake: () => void): CartContextValue {
  const actions = () => {
    wake();
    return engineActions.then((latest) => latest());
  };
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
    rehold: async () => (await (await actions()).rehold?.()) ?? 'none',
    forgetCart: () => void actions().then((a) => a.forgetCart()),
  };
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Gives the whole app the guest's cart (useCart). The cart is initialised at app start: when this
 * browser holds a cart, the engine starts loading as soon as the app has hydrated, then reads the
 * stored cart id and fetches that cart (docs/product.md, Cart behaviour). Until then the cart is
 * "not ready" (as it is on any first render). When it holds none, the cart is empty and ready at
 * once, and the engine loads with the first action (which waits for it) or when a cart is stored.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [Engine, setEngine] = useState<typeof CartEngine | null>(null);
  const [cart, setCart] = useState<CartContextValue | null>(null);
  const latestRef = useRef<CartContextValue | null>(null);
  // The engine is loaded when it has work: at start when this browser holds a cart, otherwise at the
  // first cart action or when a cart appears in storage (docs/decisions/0029).
  const [wanted, setWanted] = useState(false);
  // Nothing stored: the cart is known to be empty (what the engine would show) until it is wanted.
  const [empty, setEmpty] = useState(false);
  // What useCart gives until the engine is ready, and the signal that lets its actions run.
  const [waiting] = useState(() => {
    let engineReady!: () => void;
    const actions = new Promise<() => CartActions>((resolve) => {
      engineReady = () => resolve(() => latestRef.current!);
    });
    const value = waitingCart(actions, () => setWanted(true));
    return { value, emptyValue: { ...value, ready: true }, engineReady };
  });

  useEffect(() => {
    if (cartNeededAtStart(browserStorage())) {
      setWanted(true);
      return;
    }
    setEmpty(true);
    const want = () => setWanted(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || CART_START_KEYS.includes(event.key)) want();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(CART_CHANGED_EVENT, want);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CART_CHANGED_EVENT, want);
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
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
  }, [wanted]);

  const onChange = useCallback(
    (value: CartContextValue) => {
      latestRef.current = value;
      if (value.ready) waiting.engineReady();
      setCart(value);
    },
    [waiting],
  );

  return (
    <CartContext.Provider value={cart ?? (empty ? waiting.emptyValue : waiting.value)}>
      {children}
      {Engine ? <Engine onChange={onChange} /> : null}
    </CartContext.Provider>
  );
}

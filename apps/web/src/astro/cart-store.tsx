import { type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { type CartActions, CartContext, type CartContextValue } from '../features/cart/cart-context.ts';
import { notReadYet } from '../features/cart/cart-provider.tsx';

/**
 * The guest's cart shared between islands (each island is a React root of its own, so a context
 * does not reach from one to another): the header island hosts the one <CartProvider> and its
 * engine and publishes its value here; other islands read it through <SharedCart>.
 */
let shared: CartContextValue | null = null;
const listeners = new Set<() => void>();
let hostReady: () => void = () => undefined;
const host = new Promise<void>((resolve) => {
  hostReady = resolve;
});

const actions = 'ensureCart initCart addItem removeItem clearCart applyCoupon removeCoupon retry dismissError dismissExpired rehold forgetCart'.split(' ') as (keyof CartActions)[];
// Until the header has hydrated: the cart as <CartProvider> first renders it, its actions waiting for the host's.
const waitingForHost = Object.fromEntries(
  actions.map((name) => [name, (...args: unknown[]) => host.then(() => ((shared as CartContextValue)[name] as (...a: unknown[]) => unknown)(...args))]),
);
const beforeHost: CartContextValue = { ...notReadYet, ...(waitingForHost as unknown as CartActions) };

/** Under the host's <CartProvider>: hands each new value of its cart to the other islands. */
export function PublishCart() {
  const cart = useContext(CartContext);
  useEffect(() => {
    shared = cart;
    hostReady();
    for (const listener of listeners) listener();
  }, [cart]);
  return null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const read = () => shared ?? beforeHost;

/** Gives an island's components the shared cart through the context they already read (useCart). */
export function SharedCart({ children }: { children: ReactNode }) {
  const cart = useSyncExternalStore(subscribe, read, () => beforeHost);
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

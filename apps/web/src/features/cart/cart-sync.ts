import type { CartResponse } from '@tenuta/contracts';
import { useEffect, useRef, type MutableRefObject } from 'react';
import { browserLocalStorage, dropCheckoutForms, dropStaleCheckoutForms } from '../../lib/checkout-data.ts';
import { queryClient } from '../../lib/query-client.ts';
import { cartQueryKey } from './api/cart-api.ts';
import { LAST_ERROR_TTL_MS, type CartLastError } from './cart-errors.ts';
import { CART_STORAGE_KEY, readStoredCart, writeStoredCart, type LocalCartItem, type StoredCart } from './stored-cart.ts';

const MAX_TIMER_MS = 2_147_483_647;

/** Mirrors the cart to localStorage `cart` and fires `cart:changed` after every change (the header badge listens). */
export function useStorageMirror(
  ready: boolean,
  cartId: string | null,
  cart: CartResponse | undefined,
  items: LocalCartItem[],
  lastWrittenRef: MutableRefObject<string | null>,
): void {
  useEffect(() => {
    // Before the server answers for a stored id, keep what is stored.
    if (!ready || (cartId && !cart)) return;
    const signature = JSON.stringify([cartId, items]);
    if (signature === lastWrittenRef.current) return;
    lastWrittenRef.current = signature;
    writeStoredCart({ items, backendCartId: cartId, lastUpdated: new Date().toISOString() });
  }, [ready, cartId, cart, items, lastWrittenRef]);
}

/**
 * Billing data an abandoned checkout left in the browser goes (docs/product.md, Browser storage):
 * past its 24 hours when the cart starts, and when the cart's first read finds it empty (its holds
 * expired while the guest was away). While a page is open the guest's own acts drop it (emptying
 * the cart, declining to hold expired seats again: `dropCheckoutForms`), not a hold that runs out
 * in front of them, nor another tab's read of the same cart.
 */
export function useCheckoutDataExpiry(ready: boolean, cartId: string | null, cart: CartResponse | undefined, itemCount: number, storage = browserLocalStorage): void {
  const checked = useRef(false);
  useEffect(() => {
    if (ready) dropStaleCheckoutForms(storage());
  }, [ready, storage]);
  useEffect(() => {
    // Before the server answers for a stored id, the stored items stand.
    if (checked.current || !ready || (cartId && !cart)) return;
    checked.current = true;
    if (itemCount === 0) dropCheckoutForms(storage());
  }, [ready, cartId, cart, itemCount, storage]);
}

/** The guest emptied the cart or declined to hold expired seats again: the checkout's data goes. */
export const dropFormsOfEmptyCart = (itemCount: number, storage = browserLocalStorage): void => {
  if (itemCount === 0) dropCheckoutForms(storage());
};

/** Another tab changed the stored cart: follow its id, or reload the same cart. */
export function useOtherTabs(cartIdRef: MutableRefObject<string | null>, lastWrittenRef: MutableRefObject<string | null>, adopt: (stored: StoredCart) => void): void {
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== CART_STORAGE_KEY) return;
      const stored = readStoredCart();
      lastWrittenRef.current = JSON.stringify([stored.backendCartId, stored.items]);
      if (stored.backendCartId !== cartIdRef.current) adoptRef.current(stored);
      else if (stored.backendCartId) void queryClient.invalidateQueries({ queryKey: cartQueryKey(stored.backendCartId) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [cartIdRef, lastWrittenRef]);
}

/** Reloads the cart when its earliest hold runs out: the server drops the item and counts it (expired_items). */
export function useHoldExpiryReload(cartId: string | null, earliest: string | null): void {
  useEffect(() => {
    if (!earliest || !cartId) return;
    const delay = Math.max(0, Date.parse(earliest) - Date.now()) + 1_000;
    if (!Number.isFinite(delay) || delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: cartQueryKey(cartId) }), delay);
    return () => clearTimeout(timer);
  }, [earliest, cartId]);
}

/** The cart's lastError clears itself after 10 s (docs/product.md, Cart errors). */
export function useAutoClear(lastError: CartLastError | null, setLastError: (e: null) => void): void {
  useEffect(() => {
    if (!lastError) return;
    const timer = setTimeout(() => setLastError(null), LAST_ERROR_TTL_MS);
    return () => clearTimeout(timer);
  }, [lastError, setLastError]);
}

import { useSyncExternalStore } from 'react';

/** localStorage key of the stored cart and the event that announces a change (docs/product.md, Browser storage). */
const CART_KEY = 'cart';
const CART_EVENT = 'cart:changed';

/**
 * Number of people in the stored cart: the sum of `participants` (or
 * `quantity`) of `localStorage.cart.items` (docs/product.md, Cart behaviour).
 */
export function readCartCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    const items = (parsed as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return 0;
    let total = 0;
    for (const item of items) {
      const i = item as { participants?: unknown; quantity?: unknown } | null;
      const n = Number(i?.participants) || Number(i?.quantity) || 0;
      if (Number.isFinite(n) && n > 0) total += Math.floor(n);
    }
    return total;
  } catch {
    return 0;
  }
}

function snapshot(): number {
  try {
    return readCartCount(window.localStorage.getItem(CART_KEY));
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_KEY) onChange();
  };
  window.addEventListener(CART_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The header badge's count. Reads localStorage, updates on the window event
 * `cart:changed` (same tab) and on `storage` (other tabs). Prerendered HTML
 * shows 0, so the badge appears after hydration.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}

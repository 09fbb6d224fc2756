import { CHECKOUT_FORM_KEYS } from '../../lib/checkout-data.ts';
import { CART_ID_STORAGE_KEY, CART_STORAGE_KEY } from './stored-cart.ts';

/** Every key of this browser's cart and of the checkout form data the cart engine also tidies (docs/product.md, Browser storage). */
export const CART_START_KEYS: readonly string[] = [CART_ID_STORAGE_KEY, CART_STORAGE_KEY, ...CHECKOUT_FORM_KEYS];

/**
 * Whether the cart's engine has work at app start (docs/product.md, Cart behaviour: a stored cart id
 * is fetched at start): only when this browser holds a cart or checkout data. A first visit holds
 * none, so the engine (TanStack Query, the API client) waits for the first cart
 * action, or for a cart to appear in storage (docs/decisions/0029). Storage that cannot be read
 * counts as holding a cart: the engine then starts as before.
 */
export function cartNeededAtStart(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (!storage) return true;
  try {
    return CART_START_KEYS.some((key) => storage.getItem(key) !== null);
  } catch {
    return true;
  }
}

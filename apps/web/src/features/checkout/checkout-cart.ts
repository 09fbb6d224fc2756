import type { CartItem, CartTotals } from '@tenuta/contracts';

/**
 * What the checkout needs from the cart. The route fills it from the cart
 * feature's `useCart()`, so this feature does not import another one.
 */
export interface CheckoutCart {
  /** The stored cart has been read in the browser. */
  ready: boolean;
  /** The server cart is loading or changing. */
  busy: boolean;
  cartId: string | null;
  /** Number of lines (local ones while the server cart loads). */
  lineCount: number;
  /** The server's lines. */
  items: readonly CartItem[];
  /** The server's totals, null until loaded. */
  totals: CartTotals | null;
  couponCode: string | null;
  /** Lines whose hold ran out and can be held again: the page stays (with the typed data) instead of going to /cart. */
  expiredLines: number;
}

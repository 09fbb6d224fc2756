import { createContext, useContext } from 'react';
import type { AddCartItemRequest, AddCartItemResponse, CartItem, CartResponse } from '@tenuta/contracts';
import type { CartLastError } from './cart-errors.ts';
import type { ExpiredLine } from './hold-expiry.ts';
import type { ReholdOutcome } from './use-expired-lines.ts';
import type { LocalCartItem } from './stored-cart.ts';

/** The add-to-cart payload without the cart id, which the cart state supplies. */
export type NewCartItem = Omit<AddCartItemRequest, 'cart_id'>;

/** The local cart state (docs/product.md, Browser storage); isOpen belongs to the shell's cart panel. */
export interface CartState {
  /** The server's cart id, or null before one exists. */
  backendCartId: string | null;
  backendCart: CartResponse | undefined;
  /** Local items (the stored cart's shape: docs/product.md, Browser storage), without the ones being removed. */
  items: LocalCartItem[];
  /** The server's lines in the same order, for names, holds and prices. */
  serverItems: CartItem[];
  couponCode: string | null;
  payNow: number;
  payLater: number;
  /** True once the stored cart has been read in the browser. */
  ready: boolean;
  isUpdating: boolean;
  isRemoving: boolean;
  isLoadingTotals: boolean;
  lastError: CartLastError | null;
  /** Items the server dropped because their hold expired (`expired_items`). */
  expiredItems: number;
  /** Those lines, to hold the same seats again (the guest's cart; the partner basket has none). */
  expiredLines?: ExpiredLine[];
  reholding?: boolean;
}

export interface CartActions {
  /** The current cart id, creating a cart (with an optional coupon) when there is none. */
  ensureCart: (couponCode?: string | null) => Promise<string>;
  /** Initialise with a coupon, applying it if different from the current one (docs/product.md, Cart behaviour). */
  initCart: (couponCode?: string | null) => Promise<CartResponse>;
  addItem: (item: NewCartItem) => Promise<AddCartItemResponse>;
  /** Optimistic removal; repeat clicks are ignored (docs/product.md, Cart behaviour). */
  removeItem: (localId: string) => void;
  clearCart: () => Promise<void>;
  /** Resolves to the error message, or null when the coupon was applied. */
  applyCoupon: (code: string) => Promise<string | null>;
  removeCoupon: () => Promise<void>;
  /** Re-runs the failed call (or reloads the cart). */
  retry: () => void;
  dismissError: () => void;
  /** Forgets the expired lines (and their offer to hold them again). */
  dismissExpired: () => void;
  /** Holds the expired lines' seats again, one click (docs/product.md, Cart behaviour). */
  rehold?: () => Promise<ReholdOutcome>;
  /** After checkout completion the cart is forgotten (id, items, stored keys) (docs/product.md, Cart behaviour). */
  forgetCart: () => void;
}

export type CartContextValue = CartState & CartActions;

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs <CartProvider> (the header island hosts it: src/astro/cart-store.tsx)');
  return value;
}

import { createContext, useContext } from 'react';
import type { AddCartItemRequest, AddCartItemResponse, CartItem, CartResponse } from '@tenuta/contracts';
import type { CartLastError } from './cart-errors.ts';
import type { LocalCartItem } from './stored-cart.ts';

/** The add-to-cart payload without the cart id, which the cart state supplies. */
export type NewCartItem = Omit<AddCartItemRequest, 'cart_id'>;

/** Seed section 3, "Local cart state" (isOpen belongs to the shell's cart panel). */
export interface CartState {
  /** The server's cart id, or null before one exists. */
  backendCartId: string | null;
  backendCart: CartResponse | undefined;
  /** Local items (seed shape), without the ones being removed. */
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
  /** Items the server dropped because their hold expired (seed: expired_items). */
  expiredItems: number;
}

export interface CartActions {
  /** The current cart id, creating a cart (with an optional coupon) when there is none. */
  ensureCart: (couponCode?: string | null) => Promise<string>;
  /** Seed section 4: initialise with a coupon, applying it if different from the current one. */
  initCart: (couponCode?: string | null) => Promise<CartResponse>;
  addItem: (item: NewCartItem) => Promise<AddCartItemResponse>;
  /** Optimistic removal; repeat clicks are ignored (seed sections 4, 5, 9). */
  removeItem: (localId: string) => void;
  clearCart: () => Promise<void>;
  /** Resolves to the error message, or null when the coupon was applied. */
  applyCoupon: (code: string) => Promise<string | null>;
  removeCoupon: () => Promise<void>;
  /** Re-runs the failed call (or reloads the cart). */
  retry: () => void;
  dismissError: () => void;
  dismissExpired: () => void;
  /** Seed section 4: after checkout completion the cart is forgotten (id, items, stored keys). */
  forgetCart: () => void;
}

export type CartContextValue = CartState & CartActions;

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs <CartProvider> (mounted in root.tsx)');
  return value;
}

import { createContext, useContext } from 'react';

/** The cart panel's open flag (docs/product.md, App shell: opens and closes through a toggle flag). */
export interface CartPanelValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

const closed: CartPanelValue = { isOpen: false, open: () => {}, close: () => {}, toggle: () => {} };

/** Provided by the public layout; the header's cart button toggles it, the cart panel reads it. */
export const CartPanelContext = createContext<CartPanelValue>(closed);

export function useCartPanel(): CartPanelValue {
  return useContext(CartPanelContext);
}

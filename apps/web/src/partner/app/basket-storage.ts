/** The reseller's order basket: a server cart whose id the browser keeps apart from the guest cart's `cart` key. */
export const BASKET_KEY = 'partner_basket_id';

export function readBasketId(): string | null {
  try {
    return localStorage.getItem(BASKET_KEY);
  } catch {
    return null;
  }
}

export function storeBasketId(id: string): void {
  try {
    localStorage.setItem(BASKET_KEY, id);
  } catch {
    /* private mode: the basket lasts for this page */
  }
}

export function forgetBasket(): void {
  try {
    localStorage.removeItem(BASKET_KEY);
  } catch {
    /* nothing stored */
  }
}

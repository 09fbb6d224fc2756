import type { AddCartItemResponse, CartResponse } from '@tenuta/contracts';
import { useCallback, useState, type MutableRefObject } from 'react';
import type { NewCartItem } from './cart-context.ts';
import { linesLost, mergeLost, type ExpiredLine } from './hold-expiry.ts';

export type ReholdOutcome = 'all' | 'some' | 'none';

/**
 * The lines whose hold ran out, kept so the guest can hold the same seats again in one click
 * (docs/product.md, Cart behaviour). Each new read of the cart is compared with the one before;
 * `rehold` adds every line again, one after the other, and keeps the ones that failed, marked.
 */
export function useExpiredLines(cart: CartResponse | undefined, addItemRef: MutableRefObject<(item: NewCartItem) => Promise<AddCartItemResponse>>, onAllHeld: () => void) {
  const [lines, setLines] = useState<ExpiredLine[]>([]);
  const [reholding, setReholding] = useState(false);
  // Compared while rendering, not in an effect: the read that empties the cart must already carry
  // its lost lines, or the checkout would see an empty cart and leave for /cart.
  const [compared, setCompared] = useState<CartResponse | undefined>(undefined);
  if (cart && cart !== compared) {
    const lost = linesLost(compared, cart, Date.now());
    setCompared(cart);
    if (lost.length > 0) setLines((current) => mergeLost(current, lost));
  }

  const rehold = useCallback(async (): Promise<ReholdOutcome> => {
    if (reholding || lines.length === 0) return 'none';
    setReholding(true);
    const failed: ExpiredLine[] = [];
    try {
      for (const line of lines) {
        try {
          await addItemRef.current(line.item);
        } catch {
          failed.push({ ...line, unavailable: true });
        }
      }
    } finally {
      setReholding(false);
    }
    setLines(failed);
    if (failed.length === 0) onAllHeld();
    return failed.length === 0 ? 'all' : failed.length < lines.length ? 'some' : 'none';
  }, [reholding, lines, addItemRef, onAllHeld]);

  const forget = useCallback(() => setLines([]), []);
  return { expiredLines: lines, reholding, rehold, forgetExpiredLines: forget };
}

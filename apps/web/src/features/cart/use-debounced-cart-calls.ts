import type { CartResponse } from '@tenuta/contracts';
import { useEffect, useMemo, type MutableRefObject } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import * as api from './api/cart-api.ts';
import type { CartOperation } from './cart-errors.ts';
import { dropFormsOfEmptyCart } from './cart-sync.ts';
import { APPLY_COUPON_DEBOUNCE_MS, CLEAR_DEBOUNCE_MS, debouncePromise } from './removal-gate.ts';

export interface DebouncedCartDeps {
  cartIdRef: MutableRefObject<string | null>;
  ensureCart: () => Promise<string>;
  receive: (cart: CartResponse) => void;
  fail: (error: unknown, action: CartOperation, message?: string, retry?: () => void) => void;
  dropCart: () => void;
}

/**
 * Clear and apply-coupon, debounced (docs/product.md, Constants: 500 ms and 300 ms); cancelled
 * when the engine goes. A cleared cart also drops the checkout's typed data (the guest emptied it).
 */
export function useDebouncedCartCalls({ cartIdRef, ensureCart, receive, fail, dropCart }: DebouncedCartDeps) {
  const debouncedClear = useMemo(
    () =>
      debouncePromise(async () => {
        const id = cartIdRef.current;
        if (!id) return;
        try {
          receive((await api.clearCart(id)).cart);
          dropFormsOfEmptyCart(0);
        } catch (e) {
          // A failed clear empties the local items anyway (docs/product.md, Cart behaviour).
          fail(e, 'clear', 'Failed to clear cart');
          dropCart();
        }
      }, CLEAR_DEBOUNCE_MS),
    [cartIdRef, receive, fail, dropCart],
  );

  const debouncedApplyCoupon = useMemo(
    () =>
      debouncePromise(async (code: string): Promise<string | null> => {
        try {
          const id = await ensureCart();
          receive(await api.applyCartCoupon(id, code));
          return null;
        } catch (e) {
          const status = isApiError(e) ? e.status : 0;
          // A code the guest mistyped is shown by the coupon field, not the error box.
          if (status !== 400 && status !== 404) fail(e, 'apply_coupon', 'Failed to apply coupon', () => void debouncedApplyCoupon(code));
          return isApiError(e) ? e.detail : e instanceof Error ? e.message : String(e);
        }
      }, APPLY_COUPON_DEBOUNCE_MS),
    [ensureCart, receive, fail],
  );

  useEffect(
    () => () => {
      debouncedClear.cancel();
      debouncedApplyCoupon.cancel();
    },
    [debouncedClear, debouncedApplyCoupon],
  );

  return { debouncedClear, debouncedApplyCoupon };
}

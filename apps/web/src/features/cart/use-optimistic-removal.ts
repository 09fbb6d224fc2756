import type { CartResponse } from '@tenuta/contracts';
import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import { removeCartItem } from './api/cart-api.ts';
import { REMOVE_DEBOUNCE_MS, RemovalGate } from './removal-gate.ts';
import type { LocalCartItem } from './stored-cart.ts';

/**
 * The item leaves the list at once (it is in `removing`), the call goes out
 * after 300 ms, the item comes back if the call fails; repeat clicks within 1 s
 * and clicks during another removal are ignored (docs/product.md, Cart behaviour).
 */
export function useOptimisticRemoval(itemsRef: MutableRefObject<LocalCartItem[]>, onRemoved: (cart: CartResponse) => void, onFailed: (error: unknown) => void) {
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const gate = useRef(new RemovalGate()).current;
  const callbacks = useRef({ onRemoved, onFailed });
  callbacks.current = { onRemoved, onFailed };

  const removeItem = useCallback(
    (localId: string) => {
      if (!gate.tryStart(localId, Date.now())) return;
      const item = itemsRef.current.find((i) => i.id === localId);
      const backendId = item?.backendItemId || localId;
      setRemoving((s) => new Set(s).add(localId));
      setTimeout(() => {
        removeCartItem(backendId)
          .then((res) => callbacks.current.onRemoved(res.cart))
          .catch((e: unknown) => callbacks.current.onFailed(e))
          .finally(() => {
            setRemoving((s) => {
              const next = new Set(s);
              next.delete(localId);
              return next;
            });
            gate.finish(localId);
          });
      }, REMOVE_DEBOUNCE_MS);
    },
    [gate, itemsRef],
  );

  return { removing, removeItem };
}

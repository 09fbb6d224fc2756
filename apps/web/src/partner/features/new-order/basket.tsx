import { useQuery } from '@tanstack/react-query';
import type { CartResponse } from '@tenuta/contracts';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as cartApi from '../../../features/cart/api/cart-api.ts';
import { CartContext, type CartContextValue, type NewCartItem } from '../../../features/cart/cart-context.ts';
import { isMissingCart, toLastError, type CartLastError, type CartOperation } from '../../../features/cart/cart-errors.ts';
import { toLocalItem } from '../../../features/cart/stored-cart.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { partnerApi } from '../../app/api.ts';
import { forgetBasket, readBasketId, storeBasketId } from '../../app/basket-storage.ts';
import { partnerLocale } from '../../i18n/index.ts';

/**
 * The reseller's order basket: a server cart marked with the partner (POST /api/partners/basket),
 * whose lines are seat holds exactly as a guest's (the public cart calls add and remove them).
 * It is given to the booking widget as its CartContext, so the widget's "already chosen" slot
 * states and CHOICE rules see the basket. Its id lives under its own local-storage key.
 */
export interface Basket {
  cart: CartResponse | undefined;
  loading: boolean;
  /** Lines being removed (their buttons wait). */
  removing: ReadonlySet<string>;
  remove: (itemId: string) => void;
  lastError: CartLastError | null;
  dismissError: () => void;
  /** Reads the basket again (after the order is placed its lines are gone). */
  refresh: () => Promise<void>;
}

const BasketContext = createContext<Basket | null>(null);

export function useBasket(): Basket {
  const basket = use(BasketContext);
  if (!basket) throw new Error('useBasket outside BasketProvider');
  return basket;
}

export function BasketProvider({ children }: { children: ReactNode }) {
  const [basketId, setBasketId] = useState<string | null>(readBasketId);
  const idRef = useRef(basketId);
  const creating = useRef<Promise<string> | null>(null);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [lastError, setLastError] = useState<CartLastError | null>(null);
  const [updates, setUpdates] = useState(0);
  const query = useQuery({ ...cartApi.cartQueryOptions(basketId), refetchInterval: 60_000 }, queryClient);

  const setId = useCallback((id: string | null) => {
    idRef.current = id;
    setBasketId(id);
    if (id) storeBasketId(id);
    else forgetBasket();
  }, []);

  // A basket the server no longer knows (expired, or another partner's) is dropped; the next choice opens a new one.
  useEffect(() => {
    if (query.error && isMissingCart(query.error)) setId(null);
  }, [query.error, setId]);

  const receive = useCallback((cart: CartResponse) => {
    // A read that started before this change (the new basket's first read, sent while its first
    // add was on the way) would overwrite it with older data: drop it, as the public cart does.
    void queryClient.cancelQueries({ queryKey: cartApi.cartQueryKey(cart.cart_id) });
    queryClient.setQueryData(cartApi.cartQueryKey(cart.cart_id), cart);
  }, []);

  const track = useCallback(async <T,>(action: CartOperation, work: () => Promise<T>): Promise<T> => {
    setUpdates((n) => n + 1);
    try {
      return await work();
    } catch (e) {
      setLastError(toLastError(e, action, Date.now()));
      throw e;
    } finally {
      setUpdates((n) => n - 1);
    }
  }, []);

  const ensureCart = useCallback(async (): Promise<string> => {
    if (idRef.current) return idRef.current;
    creating.current ??= partnerApi<{ data: { cart_id: string } }>('/basket', { method: 'POST' })
      .then(({ data }) => {
        setId(data.cart_id);
        return data.cart_id;
      })
      .finally(() => {
        creating.current = null;
      });
    return creating.current;
  }, [setId]);

  const addItem = useCallback(
    (item: NewCartItem) =>
      track('add_item', async () => {
        const add = async () => cartApi.addCartItem({ ...item, cart_id: await ensureCart() });
        let answer: Awaited<ReturnType<typeof add>>;
        try {
          answer = await add();
        } catch (e) {
          // The stored basket was gone: open a new one and try once more.
          if (!isMissingCart(e)) throw e;
          setId(null);
          answer = await add();
        }
        receive(answer.cart);
        return answer;
      }),
    [track, ensureCart, receive, setId],
  );

  const remove = useCallback(
    (itemId: string) => {
      if (removing.has(itemId)) return;
      setRemoving((s) => new Set(s).add(itemId));
      track('remove_item', () => cartApi.removeCartItem(itemId))
        .then((answer) => receive(answer.cart))
        .catch(() => undefined)
        .finally(() =>
          setRemoving((s) => {
            const next = new Set(s);
            next.delete(itemId);
            return next;
          }),
        );
    },
    [removing, track, receive],
  );

  const cart = query.data;
  const refresh = useCallback(async () => {
    if (idRef.current) await queryClient.invalidateQueries({ queryKey: cartApi.cartQueryKey(idRef.current) });
  }, []);

  const basket = useMemo<Basket>(
    () => ({ cart, loading: query.isPending && basketId !== null, removing, remove, lastError, dismissError: () => setLastError(null), refresh }),
    [cart, query.isPending, basketId, removing, remove, lastError, refresh],
  );

  // The widget's view of the basket: the public cart's shape, with the basket's actions.
  const cartValue = useMemo<CartContextValue>(() => {
    const serverItems = cart?.items.filter((i) => !removing.has(i.item_id)) ?? [];
    const initCart = async () => {
      const id = await ensureCart();
      const fresh = await cartApi.getCart(id);
      receive(fresh);
      return fresh;
    };
    return {
      backendCartId: basketId,
      backendCart: cart,
      items: serverItems.map((i) => toLocalItem(i, partnerLocale(), cart?.coupon_code ?? null)),
      serverItems,
      couponCode: cart?.coupon_code ?? null,
      payNow: cart?.totals.pay_now ?? 0,
      payLater: cart?.totals.pay_later ?? 0,
      ready: true,
      isUpdating: updates > 0,
      isRemoving: removing.size > 0,
      isLoadingTotals: query.isFetching,
      lastError,
      expiredItems: cart?.expired_items ?? 0,
      ensureCart,
      initCart,
      addItem,
      removeItem: remove,
      clearCart: async () => {
        if (idRef.current) receive(cartApi.cartOf(await track('clear', () => cartApi.clearCart(idRef.current!))));
      },
      applyCoupon: async (code) => {
        try {
          receive(await track('apply_coupon', async () => cartApi.applyCartCoupon(await ensureCart(), code)));
          return null;
        } catch (e) {
          return e instanceof Error ? e.message : String(e);
        }
      },
      removeCoupon: async () => {
        if (idRef.current) receive(await track('remove_coupon', () => cartApi.removeCartCoupon(idRef.current!)));
      },
      retry: () => void refresh(),
      dismissError: () => setLastError(null),
      dismissExpired: () => void refresh(),
      forgetCart: () => setId(null),
    };
  }, [cart, removing, basketId, updates, query.isFetching, lastError, ensureCart, addItem, remove, receive, track, refresh, setId]);

  return (
    <CartContext.Provider value={cartValue}>
      <BasketContext value={basket}>{children}</BasketContext>
    </CartContext.Provider>
  );
}

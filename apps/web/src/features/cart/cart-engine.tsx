import { useQuery } from '@tanstack/react-query';
import type { AddCartItemResponse, CartResponse } from '@tenuta/contracts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useLocale } from '../../components/use-locale.ts';
import { isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import * as api from './api/cart-api.ts';
import type { CartActions, CartContextValue, NewCartItem } from './cart-context.ts';
import { isMissingCart, toLastError, type CartLastError, type CartOperation } from './cart-errors.ts';
import { dropFormsOfEmptyCart, useAutoClear, useCheckoutDataExpiry, useHoldExpiryReload, useOtherTabs, useStorageMirror } from './cart-sync.ts';
import { earliestHold } from './hold-expiry.ts';
import { useDebouncedCartCalls } from './use-debounced-cart-calls.ts';
import { useExpiredLines } from './use-expired-lines.ts';
import { useOptimisticRemoval } from './use-optimistic-removal.ts';
import { readStoredCart, toLocalItem, writeStoredCart, type LocalCartItem } from './stored-cart.ts';

/**
 * The guest's cart (docs/product.md, Cart behaviour): the server cart through TanStack
 * Query, mirrored in localStorage `cart` for the header badge, with optimistic
 * removal, debounced clear and coupon calls, and a self-clearing lastError.
 * CartProvider loads it once the page has hydrated; it renders nothing and
 * hands every new value of the cart to `onChange`.
 */
export function CartEngine({ onChange }: { onChange: (value: CartContextValue) => void }) {
  const locale = useLocale();
  const { t } = useTranslation('cart');
  const [ready, setReady] = useState(false);
  const [cartId, setCartIdState] = useState<string | null>(null);
  const [storedItems, setStoredItems] = useState<LocalCartItem[]>([]);
  const [updates, setUpdates] = useState(0);
  const [lastError, setLastError] = useState<CartLastError | null>(null);
  const [expiredItems, setExpiredItems] = useState(0);

  const cartIdRef = useRef<string | null>(null);
  const readyRef = useRef(false);
  const retryRef = useRef<(() => void) | null>(null);
  const creatingRef = useRef<Promise<CartResponse> | null>(null);
  const lastWrittenRef = useRef<string | null>(null);

  const setCartId = useCallback((id: string | null) => {
    cartIdRef.current = id;
    setCartIdState(id);
  }, []);

  /** Reads the stored cart once, in the browser only (prerendered HTML has no cart). */
  const loadStored = useCallback(() => {
    if (readyRef.current) return;
    readyRef.current = true;
    const stored = readStoredCart();
    lastWrittenRef.current = JSON.stringify([stored.backendCartId, stored.items]);
    cartIdRef.current = stored.backendCartId;
    setCartIdState(stored.backendCartId);
    setStoredItems(stored.items);
    setReady(true);
  }, []);
  useEffect(loadStored, [loadStored]);

  const query = useQuery(api.cartQueryOptions(cartId), queryClient);
  const cart = query.data;

  const receive = useCallback(
    (next: CartResponse) => {
      // A read that started before this change would overwrite it with older data: drop it.
      void queryClient.cancelQueries({ queryKey: api.cartQueryKey(next.cart_id) });
      queryClient.setQueryData(api.cartQueryKey(next.cart_id), next);
      if (next.cart_id !== cartIdRef.current) setCartId(next.cart_id);
    },
    [setCartId],
  );

  const fail = useCallback((error: unknown, action: CartOperation, message?: string, retry?: () => void) => {
    setLastError(toLastError(error, action, Date.now(), message));
    retryRef.current = retry ?? null;
  }, []);

  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setUpdates((n) => n + 1);
    try {
      return await work();
    } finally {
      setUpdates((n) => n - 1);
    }
  }, []);

  const itemsRef = useRef<LocalCartItem[]>([]);
  const afterRemoval = useCallback(
    (next: CartResponse) => {
      receive(next);
      dropFormsOfEmptyCart(next.items.length);
    },
    [receive],
  );
  const { removing, removeItem } = useOptimisticRemoval(itemsRef, afterRemoval, (e) => {
    fail(e, 'remove_item', t('errors.removeFailed'));
    const id = cartIdRef.current;
    if (id) void queryClient.invalidateQueries({ queryKey: api.cartQueryKey(id) });
  });

  /** Forgets the current cart (id and items); the next action creates a new one. */
  const dropCart = useCallback(() => {
    const id = cartIdRef.current;
    if (id) queryClient.removeQueries({ queryKey: api.cartQueryKey(id) });
    setCartId(null);
    setStoredItems([]);
  }, [setCartId]);

  const createCart = useCallback(
    (couponCode?: string | null): Promise<CartResponse> => {
      creatingRef.current ??= api
        .initCart(couponCode ? { coupon_code: couponCode } : {})
        .then((created) => {
          receive(created);
          // Stored now, not only by the storage mirror after the next render: a page that leaves at
          // once (the coupon popup's "apply and book" loads the booking page) finds its cart there.
          const items = created.items.map((i) => toLocalItem(i, locale, created.coupon_code));
          lastWrittenRef.current = JSON.stringify([created.cart_id, items]);
          writeStoredCart({ items, backendCartId: created.cart_id, lastUpdated: new Date().toISOString() });
          return created;
        })
        .catch((e: unknown) => {
          fail(e, 'init', `Failed to create cart: ${e instanceof Error ? e.message : String(e)}`);
          throw e;
        })
        .finally(() => {
          creatingRef.current = null;
        });
      return creatingRef.current;
    },
    [receive, fail, locale],
  );

  // A stored id the server does not know is dropped with its items (docs/product.md, Cart behaviour).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new error (errorUpdatedAt marks a repeated one), not when cartId or the callbacks change: a new callback must not report the same error again
  useEffect(() => {
    const error = query.error;
    if (!error || !cartId) return;
    if (isMissingCart(error)) {
      dropCart();
      createCart(null).catch(() => undefined);
    } else {
      fail(error, 'load', undefined, () => void query.refetch());
    }
    // Runs once per new error, not when the callbacks change.
  }, [query.error, query.errorUpdatedAt]);

  useEffect(() => {
    if (cart && cart.expired_items > 0) setExpiredItems(cart.expired_items);
  }, [cart]);

  const serverItems = useMemo(() => (cart ? cart.items.filter((i) => !removing.has(i.item_id)) : []), [cart, removing]);
  const items = useMemo(
    () => (cart ? serverItems.map((i) => toLocalItem(i, locale, cart.coupon_code)) : storedItems.filter((i) => !removing.has(i.id))),
    [cart, serverItems, storedItems, removing, locale],
  );
  itemsRef.current = items;

  // Holding expired lines again goes through addItem (defined below), by a ref.
  const addItemRef = useRef<(item: NewCartItem) => Promise<AddCartItemResponse>>(() => Promise.reject(new Error('cart not ready')));
  const { expiredLines, reholding, rehold, forgetExpiredLines } = useExpiredLines(
    cart,
    addItemRef,
    useCallback(() => setExpiredItems(0), []),
  );
  useStorageMirror(ready, cartId, cart, items, lastWrittenRef);
  // A hold that runs out in front of the guest keeps the typed data (the same seats can be held again).
  useCheckoutDataExpiry(ready, cartId, cart, items.length);
  useOtherTabs(cartIdRef, lastWrittenRef, (stored) => {
    setCartId(stored.backendCartId);
    setStoredItems(stored.items);
  });
  useHoldExpiryReload(cartId, cart ? earliestHold(cart.items) : null);
  useAutoClear(lastError, setLastError);

  const ensureCart = useCallback(
    async (couponCode?: string | null): Promise<string> => {
      loadStored();
      if (cartIdRef.current) return cartIdRef.current;
      return (await createCart(couponCode)).cart_id;
    },
    [loadStored, createCart],
  );

  const initCart = useCallback(
    (couponCode?: string | null) =>
      track(async () => {
        loadStored();
        const id = cartIdRef.current;
        if (!id) return createCart(couponCode);
        let current: CartResponse;
        try {
          current = await queryClient.fetchQuery({ ...api.cartQueryOptions(id), staleTime: 5_000 });
        } catch (e) {
          if (!isMissingCart(e)) throw e;
          dropCart();
          return createCart(couponCode);
        }
        if (couponCode && current.coupon_code !== couponCode) {
          try {
            current = await api.applyCartCoupon(id, couponCode);
            receive(current);
          } catch (e) {
            fail(e, 'apply_coupon', 'Failed to apply coupon');
          }
        }
        return current;
      }),
    [track, loadStored, createCart, dropCart, receive, fail],
  );

  const addItem = useCallback(
    (item: NewCartItem) =>
      track(async () => {
        const attempt = async (again: boolean) => {
          const id = await ensureCart();
          try {
            const res = await api.addCartItem({ ...item, cart_id: id });
            receive(res.cart);
            return res;
          } catch (e) {
            // The stored cart vanished on the server between two reads: start a new one once.
            if (!again && isApiError(e) && e.status === 404 && /cart/i.test(e.detail)) {
              dropCart();
              return attempt(true);
            }
            throw e;
          }
        };
        try {
          return await attempt(false);
        } catch (e) {
          fail(e, 'add_item');
          throw e;
        }
      }),
    [track, ensureCart, receive, dropCart, fail],
  );
  addItemRef.current = addItem;

  const { debouncedClear, debouncedApplyCoupon } = useDebouncedCartCalls({ cartIdRef, ensureCart, receive, fail, dropCart });

  const actions = useMemo<CartActions>(
    () => ({
      ensureCart: (coupon) =>
        track(() => ensureCart(coupon)).catch((e: unknown) => {
          fail(e, 'init', 'Failed to initialize cart', () => void ensureCart(coupon));
          throw e;
        }),
      initCart,
      addItem,
      removeItem,
      clearCart: () => track(() => debouncedClear()),
      applyCoupon: (code) => track(() => debouncedApplyCoupon(code.trim())),
      removeCoupon: () =>
        track(async () => {
          const id = cartIdRef.current;
          if (!id) return;
          try {
            receive(await api.removeCartCoupon(id));
          } catch (e) {
            fail(e, 'remove_coupon', 'Failed to remove coupon');
          }
        }),
      retry: () => {
        const again = retryRef.current;
        setLastError(null);
        retryRef.current = null;
        if (again) again();
        else if (cartIdRef.current) void queryClient.invalidateQueries({ queryKey: api.cartQueryKey(cartIdRef.current) });
      },
      dismissError: () => setLastError(null),
      dismissExpired: () => {
        setExpiredItems(0);
        forgetExpiredLines();
        dropFormsOfEmptyCart(itemsRef.current.length);
      },
      forgetCart: () => {
        dropCart();
        setLastError(null);
        setExpiredItems(0);
        forgetExpiredLines();
      },
    }),
    [track, ensureCart, fail, initCart, addItem, removeItem, debouncedClear, debouncedApplyCoupon, receive, dropCart, forgetExpiredLines],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      backendCartId: cartId,
      backendCart: cart,
      items,
      serverItems,
      couponCode: cart?.coupon_code ?? null,
      payNow: cart?.totals.pay_now ?? 0,
      payLater: cart?.totals.pay_later ?? 0,
      ready,
      isUpdating: updates > 0,
      isRemoving: removing.size > 0,
      isLoadingTotals: query.isFetching,
      lastError,
      expiredItems,
      expiredLines,
      reholding,
      rehold,
      ...actions,
    }),
    [cartId, cart, items, serverItems, ready, updates, removing, query.isFetching, lastError, expiredItems, expiredLines, reholding, rehold, actions],
  );

  // Published before the browser paints: the page never shows an older cart than the engine holds.
  useLayoutEffect(() => onChange(value), [onChange, value]);
  return null;
}

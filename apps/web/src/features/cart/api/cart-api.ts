import { queryOptions } from '@tanstack/react-query';
import type { AddCartItemRequest, AddCartItemResponse, CartMutationResponse, CartResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Fetchers for the cart endpoints (docs/product.md, Cart calls); types from @tenuta/contracts. */
export const getCart = (cartId: string, signal?: AbortSignal) => apiRequest<CartResponse>(`/cart/${encodeURIComponent(cartId)}`, { signal });

export const initCart = (body: { cart_id?: string | null; coupon_code?: string | null } = {}) => apiRequest<CartResponse>('/cart/init', { method: 'POST', body });

export const addCartItem = (payload: AddCartItemRequest) => apiRequest<AddCartItemResponse>('/cart/items', { method: 'POST', body: payload });

export const removeCartItem = (itemId: string) => apiRequest<CartMutationResponse>(`/cart/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });

export const clearCart = (cartId: string) => apiRequest<CartMutationResponse>(`/cart/${encodeURIComponent(cartId)}/items`, { method: 'DELETE' });

/** The coupon calls answer with the cart itself or with `{ success, cart }`: accept both. */
export function cartOf(response: CartResponse | CartMutationResponse): CartResponse {
  return 'cart' in response ? response.cart : response;
}

export const applyCartCoupon = async (cartId: string, couponCode: string) =>
  cartOf(
    await apiRequest<CartResponse | CartMutationResponse>(`/cart/${encodeURIComponent(cartId)}/apply-coupon`, {
      method: 'POST',
      body: { coupon_code: couponCode },
    }),
  );

export const removeCartCoupon = async (cartId: string) =>
  cartOf(await apiRequest<CartResponse | CartMutationResponse>(`/cart/${encodeURIComponent(cartId)}/coupon`, { method: 'DELETE' }));

export const cartQueryKey = (cartId: string | null) => ['cart', cartId] as const;

export const cartQueryOptions = (cartId: string | null) =>
  queryOptions({
    queryKey: cartQueryKey(cartId),
    queryFn: ({ signal }) => getCart(cartId as string, signal),
    enabled: cartId !== null,
    // Fresh enough right after a change (every change answers with the cart); do not retry a 404.
    staleTime: 5_000,
    retry: false,
  });

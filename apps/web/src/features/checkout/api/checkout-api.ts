import type { CheckoutSessionDetails, CheckoutSessionRequest, CheckoutSessionResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /cart/{id}/checkout-session (types from @tenuta/contracts) (docs/product.md, Checkout calls). */
export const createCheckoutSession = (cartId: string, payload: CheckoutSessionRequest) =>
  // Turning holds into bookings and opening a payment session can take longer than a cart call.
  apiRequest<CheckoutSessionResponse>(`/cart/${encodeURIComponent(cartId)}/checkout-session`, { method: 'POST', body: payload, timeoutMs: 30_000 });

/** GET /checkout-sessions/{id}, read by the success page (`{ success, data }`) (docs/product.md, Checkout calls). */
export const getCheckoutSession = async (sessionId: string, signal?: AbortSignal): Promise<CheckoutSessionDetails> =>
  (await apiRequest<{ success: true; data: CheckoutSessionDetails }>(`/checkout-sessions/${encodeURIComponent(sessionId)}`, { signal })).data;

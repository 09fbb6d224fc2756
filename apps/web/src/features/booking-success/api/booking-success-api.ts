import type { ManageBooking, ManageBookingResponse } from '@tenuta/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

/** Where the payment API is mounted (the server's PAYMENTS_API_BASE default, under /api). */
const PAYMENTS_API = '/payments-api';

const ref = (s: string) => encodeURIComponent(s);

/**
 * GET {PAYMENTS_API_BASE}/booking/{id}/payment-status?token= (docs/product.md, Payment API):
 * true when paid; false on the 404 that means "not paid". Any other answer
 * (404 for an unknown booking or a wrong token, network) is thrown.
 */
export async function isBookingPaid(bookingRef: string, token: string | null, signal?: AbortSignal): Promise<boolean> {
  try {
    const r = await apiRequest<{ is_paid?: unknown }>(`${PAYMENTS_API}/booking/${ref(bookingRef)}/payment-status`, { query: { token: token ?? undefined }, signal });
    return r.is_paid === true;
  } catch (e) {
    if (isApiError(e) && e.status === 404 && e.code === 'not_paid') return false;
    throw e;
  }
}

/** GET /api/bookings/{id}?token= (docs/product.md, Booking calls). */
export async function getBooking(bookingRef: string, token: string | null, signal?: AbortSignal): Promise<ManageBooking> {
  const r = await apiRequest<ManageBookingResponse>(`/bookings/${ref(bookingRef)}`, { query: { token: token ?? undefined }, signal });
  if (!r || typeof r !== 'object' || !r.data?.booking) throw new Error('Invalid response: no booking');
  return r.data.booking;
}

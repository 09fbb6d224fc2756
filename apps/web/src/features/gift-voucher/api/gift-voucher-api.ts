import type {
  Experience,
  ExperienceListResponse,
  GiftVoucherCheckResponse,
  GiftVoucherPurchaseRequest,
  GiftVoucherPurchaseStarted,
  GiftVoucherPurchaseStatus,
  GiftVoucherView,
} from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /gift-vouchers (@tenuta/contracts giftVoucherPurchaseRequest): opens the payment, answers its page's address. */
export const startGiftVoucherPurchase = (payload: GiftVoucherPurchaseRequest) =>
  // Opening a payment at the provider can take longer than a cart call.
  apiRequest<GiftVoucherPurchaseStarted>('/gift-vouchers', { method: 'POST', body: payload, timeoutMs: 30_000 });

/** GET /gift-vouchers/purchase/{id}: the return page's purchase (never the code). */
export const getGiftVoucherPurchase = (id: string, signal?: AbortSignal) => apiRequest<GiftVoucherPurchaseStatus>(`/gift-vouchers/purchase/${encodeURIComponent(id)}`, { signal });

/** POST /gift-vouchers/check: a code's balance and expiry (rate-limited per address). The code goes in the body, never in an address. */
export const checkGiftVoucher = async (code: string): Promise<GiftVoucherView> =>
  (await apiRequest<GiftVoucherCheckResponse>('/gift-vouchers/check', { method: 'POST', body: { code } })).voucher;

/** GET /experiences: the catalogue with today's prices, which an experience voucher is priced from. */
export const getGiftExperiences = async (signal?: AbortSignal): Promise<Experience[]> => (await apiRequest<ExperienceListResponse>('/experiences', { signal })).data;

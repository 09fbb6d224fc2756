import type { GiftVoucherCheckResponse, GiftVoucherView } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /gift-vouchers/check: a code's balance and expiry (rate-limited per address; 404 when no voucher has it). */
export const checkGiftVoucher = async (code: string): Promise<GiftVoucherView> =>
  (await apiRequest<GiftVoucherCheckResponse>('/gift-vouchers/check', { method: 'POST', body: { code } })).voucher;

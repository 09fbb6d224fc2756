import type { CouponValidateResponse } from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/coupon/validate?code (docs/product.md, Cart calls). A code the server does not know is a 404. */
export const validateCoupon = (code: string, signal?: AbortSignal) => apiRequest<CouponValidateResponse>('/coupon/validate', { query: { code: code.trim() }, signal });

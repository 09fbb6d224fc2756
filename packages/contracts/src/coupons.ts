import { z } from 'zod';

export const couponCode = z.string().trim().min(1, 'Enter a code').max(64);

export const discountType = z.enum(['percentage', 'fixed']);
export type DiscountType = z.infer<typeof discountType>;

/** Why a known code cannot be used now. */
export const couponInvalidReason = z.enum(['expired', 'exhausted', 'not_started', 'inactive']);
export type CouponInvalidReason = z.infer<typeof couponInvalidReason>;

/** GET /api/coupon/validate?code */
export const couponValidateQuery = z.object({ code: couponCode });

export const couponValidateResponse = z.object({
  success: z.literal(true),
  is_valid: z.boolean(),
  discount_type: discountType,
  /** Percent (10 = 10 %) for percentage coupons; euros for fixed ones. */
  discount_amount: z.number(),
  partner_name: z.string().nullable(),
  message: z.string(),
  expires_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  current_uses: z.number().int(),
  reason: couponInvalidReason.optional(),
});
export type CouponValidateResponse = z.infer<typeof couponValidateResponse>;

/** 404 for a code that does not exist. */
export const couponNotFoundResponse = z.object({
  success: z.literal(false),
  is_valid: z.literal(false),
  code: z.literal('not_found'),
  error: z.string(),
  message: z.string(),
});
export type CouponNotFoundResponse = z.infer<typeof couponNotFoundResponse>;

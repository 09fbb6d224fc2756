import { z } from 'zod';
import { localizedText } from './common.ts';
import { bookedCategory, languageCode } from './availability.ts';
import { couponCode, discountType } from './coupons.ts';

const count = z.coerce.number().int('Must be a whole number').min(0, 'Must not be negative').max(1000);

/** A cart line on the server: one seat hold on one slot. Money in euros. */
export const cartItem = z.object({
  item_id: z.string(),
  slot_id: z.number().int(),
  experience_id: z.number().int().nullable(),
  /** The booked category (a CHOICE slot's chosen one). */
  category: bookedCategory,
  name: localizedText,
  date: z.string(),
  start_time: z.string(),
  slot_datetime: z.string(),
  /** How long the experience lasts from slot_datetime (for the overlap warning). */
  duration_minutes: z.number().int(),
  language: z.string(),
  adults_count: z.number().int(),
  children_count: z.number().int(),
  participants: z.number().int(),
  vip_upgrade: z.boolean(),
  /** Per adult, as held (honoured until the hold expires). */
  unit_price: z.number(),
  /** One-time VIP supplement, 0 without VIP. */
  vip_supplement: z.number(),
  subtotal: z.number(),
  discount_amount: z.number(),
  total: z.number(),
  /** Truffle items are paid now, by card. */
  requires_payment: z.boolean(),
  hold_expires_at: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartTotals = z.object({
  subtotal: z.number(),
  discount_total: z.number(),
  grand_total: z.number(),
  pay_now: z.number(),
  pay_later: z.number(),
});
export type CartTotals = z.infer<typeof cartTotals>;

export const cartCoupon = z.object({
  code: z.string(),
  discount_type: discountType,
  /** Percent for percentage coupons, euros for fixed ones. */
  discount_value: z.number(),
  partner_name: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof cartCoupon>;

export const cartResponse = z.object({
  success: z.literal(true),
  cart_id: z.string(),
  coupon_code: z.string().nullable(),
  coupon: cartCoupon.nullable(),
  items: z.array(cartItem),
  totals: cartTotals,
  /** Sum of participants. */
  item_count: z.number().int(),
  /** Items dropped since the last read because their hold expired. */
  expired_items: z.number().int(),
  /** How long a hold lasts on this server (HOLD_MINUTES), for the page's countdown. */
  hold_minutes: z.number().int().optional(),
  /** Only on POST /cart/init when the given coupon could not be applied. */
  coupon_error: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponse>;

/** Path params; an id that is not a uuid is simply unknown (404). */
export const cartIdParam = z.object({ id: z.string().min(1).max(100) });
export const cartItemIdParam = z.object({ itemId: z.string().min(1).max(100) });

/** POST /api/cart/init */
export const cartInitRequest = z
  .object({
    cart_id: z.string().max(100).nullish(),
    user_id: z.union([z.string().max(100), z.number()]).nullish(),
    coupon_code: z.string().max(64).nullish(),
  })
  .nullish();
export type CartInitRequest = z.infer<typeof cartInitRequest>;

/** POST /api/cart/items: the add-to-cart payload (docs/product.md, Cart calls). */
export const addCartItemRequest = z.object({
  cart_id: z.string().min(1).max(100),
  slot_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  adults_count: count,
  children_count: count.default(0),
  chosen_category: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(['TRUFFLE', 'WINE', 'NONE']))
    .default('NONE'),
  vip_upgrade: z.boolean().default(false),
  language: languageCode.nullish(),
  /** Accepted for compatibility; the server applies the cart's coupon itself. */
  applied_coupon_code: z.string().max(64).nullish(),
  /** Ignored: client-sent prices and discounts are never trusted. */
  item_discount_amount: z.union([z.number(), z.string().max(32)]).nullish(),
});
export type AddCartItemRequest = z.input<typeof addCartItemRequest>;

export const addCartItemResponse = z.object({
  success: z.literal(true),
  item_id: z.string(),
  data: z.object({ item_id: z.string() }),
  cart: cartResponse,
});
export type AddCartItemResponse = z.infer<typeof addCartItemResponse>;

/** PATCH /api/cart/items/{itemId} */
export const updateCartItemRequest = z.object({
  adults_count: count.optional(),
  children_count: count.optional(),
  vip_upgrade: z.boolean().optional(),
  language: languageCode.optional(),
});
export type UpdateCartItemRequest = z.input<typeof updateCartItemRequest>;

/** PATCH, DELETE item, DELETE items (clear) */
export const cartMutationResponse = z.object({ success: z.literal(true), cart: cartResponse });
export type CartMutationResponse = z.infer<typeof cartMutationResponse>;

/** GET /api/cart/{id}/stats */
export const cartStatsResponse = z.object({
  success: z.literal(true),
  /** Sum of participants. */
  item_count: z.number().int(),
  /** Number of lines. */
  items_count: z.number().int(),
  totals: cartTotals,
  has_truffle: z.boolean(),
  has_wine: z.boolean(),
  requires_payment: z.boolean(),
  earliest_hold_expires_at: z.string().nullable(),
});
export type CartStatsResponse = z.infer<typeof cartStatsResponse>;

/** POST /api/cart/{id}/apply-coupon */
export const applyCouponRequest = z.object({ coupon_code: couponCode });
export type ApplyCouponRequest = z.infer<typeof applyCouponRequest>;

/** Parsed (server-side) bodies. */
export type AddCartItemBody = z.output<typeof addCartItemRequest>;
export type UpdateCartItemBody = z.output<typeof updateCartItemRequest>;
export type CartInitBody = NonNullable<z.output<typeof cartInitRequest>>;
/** A cart as the domain returns it; routes add `success`. */
export type CartView = Omit<CartResponse, 'success' | 'coupon_error'>;

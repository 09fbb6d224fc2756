import { z } from 'zod';
import { isoDate, locale } from '../common.ts';

/*
 * The back office's coupons, review moderation and contact inbox.
 * Money in cents; coupon windows as Rome calendar dates (valid_until is the
 * last day the code works, inclusive).
 */

// ---------------------------------------------------------------- coupons

/** 1 to 64 characters, letters, digits, - and _ (stored upper case). */
export const couponCodePattern = /^[A-Z0-9_-]{1,64}$/;
const couponCode = z
  .string()
  .trim()
  .min(1, 'Enter a code')
  .max(64, 'At most 64 characters')
  .transform((s) => s.toUpperCase())
  .refine((s) => couponCodePattern.test(s), 'Use letters, digits, - and _ only');

export const couponDiscountType = z.enum(['percentage', 'fixed']);
/** A percent (1–100) for percentage coupons, euro cents (> 0) for fixed ones. */
const discountValue = z.number().int('Use a whole number').positive().max(100_000_00);
const partnerName = z.string().trim().max(120).nullable();
const maxUses = z.number().int().min(1).max(1_000_000).nullable();

export const staffCouponCreateRequest = z.object({
  code: couponCode,
  discount_type: couponDiscountType,
  discount_value: discountValue,
  valid_from: isoDate.nullable().optional(),
  valid_until: isoDate.nullable().optional(),
  max_uses: maxUses.optional(),
  partner_name: partnerName.optional(),
});
export type StaffCouponCreateRequest = z.infer<typeof staffCouponCreateRequest>;

/** Only the fields sent change; null clears an optional one. The code cannot change once used. */
export const staffCouponUpdateRequest = staffCouponCreateRequest.partial();
export type StaffCouponUpdateRequest = z.infer<typeof staffCouponUpdateRequest>;

/** `usable`, or why the booking engine refuses the code now. */
export const staffCouponStatus = z.enum(['usable', 'inactive', 'not_started', 'expired', 'exhausted']);
export type StaffCouponStatus = z.infer<typeof staffCouponStatus>;

export const staffCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: couponDiscountType,
  discount_value: z.number().int(),
  /** First Rome day the code works (null: from creation). */
  valid_from: isoDate.nullable(),
  /** Last Rome day the code works, inclusive (null: no end). */
  valid_until: isoDate.nullable(),
  /** The instants the engine compares with (valid_until_at is exclusive). */
  valid_from_at: z.string().nullable(),
  valid_until_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  /** As the booking engine counts them: used plus unexpired reserved redemptions. */
  uses: z.number().int(),
  /** Bookings that carry the code's discount. */
  bookings_count: z.number().int(),
  partner_name: z.string().nullable(),
  is_active: z.boolean(),
  status: staffCouponStatus,
  /** True once the code was used or reserved: the code itself can no longer change. */
  code_locked: z.boolean(),
  created_at: z.string(),
});
export type StaffCouponView = z.infer<typeof staffCoupon>;

export const staffCouponListResponse = z.object({ success: z.literal(true), data: z.object({ coupons: z.array(staffCoupon) }) });
export const staffCouponResponse = z.object({ success: z.literal(true), data: z.object({ coupon: staffCoupon }) });

export const staffCouponBooking = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  /** The experience's start. */
  starts_at: z.string(),
  booked_at: z.string(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  status: z.string(),
});
export type StaffCouponBookingView = z.infer<typeof staffCouponBooking>;
export const staffCouponBookingsResponse = z.object({
  success: z.literal(true),
  data: z.object({ coupon: staffCoupon, bookings: z.array(staffCouponBooking) }),
});

// ---------------------------------------------------------------- reviews

/** `unpublished`: approved once, then taken off the public pages. */
export const staffReviewStatus = z.enum(['pending', 'approved', 'rejected', 'unpublished']);
export const staffReviewListQuery = z.object({ status: staffReviewStatus.default('pending') });

export const staffReview = z.object({
  id: z.number().int(),
  status: staffReviewStatus,
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  author_name: z.string(),
  author_city: z.string().nullable(),
  locale,
  verified: z.boolean(),
  experience_type: z.enum(['TRUFFLE', 'WINE']),
  experience_title: z.object({ it: z.string(), en: z.string() }),
  booking_id: z.number().int().nullable(),
  booking_number: z.string().nullable(),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
  moderated_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  unpublished_at: z.string().nullable(),
  unpublished_by: z.string().nullable(),
  /** Why it was taken off the public pages (internal, never shown to the guest). */
  unpublish_reason: z.string().nullable(),
  /** The estate's public reply (shown under the review as written), with who wrote it and when. */
  reply: z.object({ body: z.string(), replied_at: z.string(), replied_by: z.string().nullable() }).nullable(),
});
export type StaffReviewView = z.infer<typeof staffReview>;

export const staffReviewListResponse = z.object({
  success: z.literal(true),
  data: z.object({ reviews: z.array(staffReview), pending_count: z.number().int() }),
});
export const staffReviewResponse = z.object({ success: z.literal(true), data: z.object({ review: staffReview }) });
export const staffReviewRejectRequest = z.object({ reason: z.string().trim().min(3, 'Say why, in a few words').max(500) });
/** Taking an approved review off the public pages: an internal reason, like a rejection's. */
export const staffReviewUnpublishRequest = z.object({ reason: z.string().trim().min(3, 'Say why, in a few words').max(500) });
export const REVIEW_REPLY_MAX = 2000;
/** The estate's public reply (2 to 2000 characters, plain text); sending it again replaces it. */
export const staffReviewReplyRequest = z.object({ body: z.string().trim().min(2, 'Write the reply').max(REVIEW_REPLY_MAX) });

// ---------------------------------------------------------------- contact messages

export const staffMessageStatus = z.enum(['open', 'answered', 'spam']);
export const staffMessageListQuery = z.object({ status: staffMessageStatus.default('open') });

export const staffMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The contact form's topic: truffle_hunt, wine_tasting, groups_events, other (null: general). */
  subject: z.string().nullable(),
  message: z.string(),
  locale,
  status: staffMessageStatus,
  created_at: z.string(),
  answered_at: z.string().nullable(),
  reply_count: z.number().int(),
});
export type StaffMessageView = z.infer<typeof staffMessage>;

export const staffMessageReply = z.object({
  id: z.number().int(),
  body: z.string(),
  staff_name: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
});
export type StaffMessageReplyView = z.infer<typeof staffMessageReply>;

export const staffMessageListResponse = z.object({
  success: z.literal(true),
  data: z.object({ messages: z.array(staffMessage), open_count: z.number().int() }),
});
export const staffMessageResponse = z.object({
  success: z.literal(true),
  data: z.object({ message: staffMessage, replies: z.array(staffMessageReply) }),
});
export const staffMessageReplyRequest = z.object({ body: z.string().trim().min(2, 'Write a reply').max(5000) });
export const staffMessageStatusRequest = z.object({ status: staffMessageStatus });

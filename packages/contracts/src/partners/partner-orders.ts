import { z } from 'zod';
import { isoDate } from '../common.ts';

/**
 * A partner's orders (its bookings) and its dashboard. Bearer-token calls under /api/partners;
 * every answer is scoped to the caller's partner (another partner's id answers 404). Money in
 * integer euro cents; the `*_cents` money fields are null for a booker (bookers see no money).
 */

export const partnerOrderStatus = z.enum(['pending', 'confirmed', 'paid', 'checked_in', 'no_show', 'cancelled', 'refunded']);

export const partnerOrder = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: partnerOrderStatus,
  category: z.enum(['TRUFFLE', 'WINE']),
  experience_name: z.object({ it: z.string(), en: z.string() }),
  /** Rome date and start time of the slot. */
  date: isoDate,
  time: z.string(),
  slot_datetime: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  vip: z.boolean(),
  language: z.string(),
  guest_name: z.string().nullable(),
  guest_phone: z.string().nullable(),
  guest_email: z.string().nullable(),
  /** The guest's language: every guest-facing document of the booking (e-mails, voucher PDF) is in it. */
  guest_locale: z.enum(['it', 'en']),
  /** The agency's own reference. */
  reference: z.string().nullable(),
  /** on_account | card | on_site (wine: the guest pays at the estate); null for a referred guest's own booking. */
  payment: z.enum(['on_account', 'card', 'on_site']).nullable(),
  payment_status: z.string(),
  retail_cents: z.number().int().nullable(),
  net_cents: z.number().int().nullable(),
  /** Who placed it (a user of this partner). */
  placed_by: z.string().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** What cancelling now would refund (percentage of the policy) and whether the partner may cancel. */
  cancel: z.object({ allowed: z.boolean(), refund_percent: z.number().int(), reason: z.string().nullable() }),
});
export type PartnerOrder = z.infer<typeof partnerOrder>;

export const partnerOrdersQuery = z.object({
  status: z.enum(['upcoming', 'past', 'cancelled', 'all']).default('all'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Booking number, guest name or the agency's reference. */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const partnerOrdersResponse = z.object({ success: z.literal(true), data: z.object({ orders: z.array(partnerOrder), total: z.number().int() }) });
export const partnerOrderResponse = z.object({ success: z.literal(true), data: z.object({ order: partnerOrder }) });

/** The order basket: a cart (seat holds, as a guest's) owned by the partner. */
export const partnerBasketResponse = z.object({ success: z.literal(true), data: z.object({ cart_id: z.string().uuid() }) });

/**
 * POST /api/partners/orders (resellers): the basket becomes bookings for one client.
 * Truffle items follow the contract: on account (confirmed at once within the credit limit) or
 * card (the answer carries the payment page URL). Wine items are always paid on site.
 */
export const partnerOrderRequest = z.object({
  cart_id: z.string().uuid(),
  guest_name: z.string().trim().min(2).max(120),
  guest_phone: z.string().trim().min(5).max(40),
  guest_email: z
    .string()
    .trim()
    .max(254)
    .email('Enter a valid e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  reference: z.string().trim().max(60).optional(),
  notes: z.string().trim().max(1000).optional(),
  /**
   * The GUEST's language (not the agency user's): the bookings keep it, and the confirmation
   * e-mail, the voucher PDF, the reminders and any cancellation e-mail follow it.
   */
  locale: z.enum(['it', 'en']).default('it'),
});
export const partnerOrderPlacedResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** completed: the bookings exist; payment_required: go to payment_url (card). */
    status: z.enum(['completed', 'payment_required']),
    orders: z.array(partnerOrder),
    payment_url: z.string().nullable(),
    checkout_session_id: z.string().nullable(),
    /** Null for a booker (no money). */
    retail_cents: z.number().int().nullable(),
    net_cents: z.number().int().nullable(),
  }),
});

/** Over the credit limit (409 `credit_limit_exceeded`): the numbers, for the message. */
export const partnerCreditError = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('credit_limit_exceeded'),
  credit: z.object({ limit_cents: z.number().int(), used_cents: z.number().int(), order_cents: z.number().int() }),
});

export const partnerCancelRequest = z.object({ reason: z.string().trim().min(3).max(500) });

export const partnerDashboardResponse = z.object({
  success: z.literal(true),
  data: z.object({
    partner_type: z.enum(['reseller', 'referral']),
    reseller: z
      .object({
        upcoming_guests: z.array(partnerOrder),
        month_orders: z.number().int(),
        month_net_cents: z.number().int().nullable(),
        credit: z.object({ limit_cents: z.number().int(), used_cents: z.number().int(), available_cents: z.number().int() }).nullable(),
        payment_terms: z.enum(['on_account', 'card']).nullable(),
      })
      .nullable(),
    referral: z
      .object({
        clicks_30d: z.number().int(),
        bookings_30d: z.number().int(),
        /** Commission totals by status (filled by the commission ledger). */
        commissions: z.object({ pending_cents: z.number().int(), approved_cents: z.number().int(), paid_cents: z.number().int() }).nullable(),
        codes: z.array(z.object({ code: z.string(), uses: z.number().int() })),
      })
      .nullable(),
  }),
});
export type PartnerDashboard = z.infer<typeof partnerDashboardResponse>['data'];

/** POST /api/partners/orders/{id}/cancel: the order as it is now and what the policy decided (money null for a booker). */
export const partnerCancelResponse = z.object({
  success: z.literal(true),
  data: z.object({
    order: partnerOrder,
    refund_percent: z.number().int(),
    /** Given back to the card that paid (card orders). */
    refund_cents: z.number().int().nullable(),
    /** On account: what the cancelled order still owes under the policy. */
    retained_cents: z.number().int().nullable(),
  }),
});

/** GET /api/partners/orders/{id}/voucher: the voucher's language (default: the guest's). */
export const partnerVoucherQuery = z.object({ lang: z.enum(['it', 'en']).optional() });

/** An error answer that may carry the numbers of a refused order on account (409 credit_limit_exceeded). */
export const partnerOrderErrorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  detail: z.string().optional(),
  code: z.string(),
  credit: partnerCreditError.shape.credit.optional(),
});

/** GET /api/partners/referrals/codes (referrers): the codes the estate gave them, with real use counts. */
export const partnerReferralCode = z.object({
  code: z.string(),
  discount_type: z.enum(['percentage', 'fixed']),
  /** Percent (1–100) or euro cents, as the coupon says. */
  discount_value: z.number().int(),
  max_uses: z.number().int().nullable(),
  /** Paid checkouts that used it. */
  uses: z.number().int(),
  /** Live bookings made with it. */
  bookings: z.number().int(),
  active: z.boolean(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export const partnerReferralCodesResponse = z.object({ success: z.literal(true), data: z.object({ codes: z.array(partnerReferralCode) }) });

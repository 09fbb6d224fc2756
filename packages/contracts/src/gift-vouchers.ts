import { z } from 'zod';
import { checkoutEmail } from './checkout.ts';
import { isoDate, locale } from './common.ts';
import {
  GIFT_VOUCHER_CODE_INPUT_MAX,
  GIFT_VOUCHER_MAX_CENTS,
  GIFT_VOUCHER_MAX_PEOPLE,
  GIFT_VOUCHER_MESSAGE_MAX,
  GIFT_VOUCHER_MIN_CENTS,
  GIFT_VOUCHER_NAME_MAX,
} from './gift-voucher-limits.ts';

/**
 * Gift vouchers (docs/domain/gift-vouchers.md): a money balance a guest buys for someone, sent by
 * e-mail with a PDF, spent at checkout. Amounts are cents (EUR).
 */

// The limits live in a zod-free module: the public page renders them without loading zod.
export * from './gift-voucher-limits.ts';

export const giftVoucherStatus = z.enum(['pending_payment', 'active', 'voided', 'expired', 'abandoned']);
export type GiftVoucherStatusValue = z.infer<typeof giftVoucherStatus>;
export const giftVoucherDeliverTo = z.enum(['buyer', 'recipient']);

/** A code as typed: the server reads it forgivingly (case, spaces, dashes, look-alikes). */
export const giftVoucherCodeInput = z.string().trim().min(1, 'required').max(GIFT_VOUCHER_CODE_INPUT_MAX);

const name = z.string().trim().min(1, 'required').max(GIFT_VOUCHER_NAME_MAX);

/** POST /api/gift-vouchers: start buying a voucher (answers the payment page's URL). */
export const giftVoucherPurchaseRequest = z
  .object({
    /** An amount voucher: cents, whole euros, 5000..100000. Give this or `experience_slug` + `people`. */
    amount_cents: z.number().int().optional(),
    /** An experience voucher: the experience (its public price now, times the people, or per group). */
    experience_slug: z.string().trim().min(1).max(100).optional(),
    people: z.number().int().min(1).max(GIFT_VOUCHER_MAX_PEOPLE).optional(),
    buyer_name: name,
    buyer_email: checkoutEmail,
    recipient_name: name,
    /** Required when the voucher goes to the recipient. */
    recipient_email: z.string().trim().max(254).email('Email non valida').optional().or(z.literal('')),
    message: z.string().trim().max(GIFT_VOUCHER_MESSAGE_MAX).optional().default(''),
    deliver_to: giftVoucherDeliverTo,
    /** The Rome date the recipient gets it (today..today+365); defaults to today. Ignored for the buyer. */
    deliver_on: isoDate.optional(),
    locale: locale.default('it'),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const byAmount = b.amount_cents !== undefined;
    const byExperience = b.experience_slug !== undefined || b.people !== undefined;
    if (byAmount === byExperience) issue('amount_cents', 'Give an amount or an experience and a number of people');
    if (byAmount) {
      const a = b.amount_cents!;
      if (a < GIFT_VOUCHER_MIN_CENTS || a > GIFT_VOUCHER_MAX_CENTS) issue('amount_cents', 'The amount must be between EUR 50 and EUR 1,000');
      else if (a % 100 !== 0) issue('amount_cents', 'The amount must be in whole euros');
    }
    if (byExperience && (b.experience_slug === undefined || b.people === undefined)) issue('people', 'Give the experience and the number of people');
    if (b.deliver_to === 'recipient' && !b.recipient_email) issue('recipient_email', 'required');
  });
export type GiftVoucherPurchaseRequest = z.input<typeof giftVoucherPurchaseRequest>;
/** The request as the server reads it (defaults applied). */
export type GiftVoucherPurchaseBody = z.output<typeof giftVoucherPurchaseRequest>;

export const giftVoucherPurchaseStarted = z.object({
  success: z.literal(true),
  /** The purchase's reference (the return page's `GET /api/gift-vouchers/purchase/{id}`). */
  purchase_id: z.string().uuid(),
  /** The payment provider's page: send the guest there. */
  payment_url: z.string(),
  amount_cents: z.number().int(),
});
export type GiftVoucherPurchaseStarted = z.infer<typeof giftVoucherPurchaseStarted>;

export const giftVoucherPurchaseParams = z.object({ id: z.string().uuid() });

/** GET /api/gift-vouchers/purchase/{id}: the return page (never the code: it goes by e-mail). */
export const giftVoucherPurchaseStatus = z.object({
  success: z.literal(true),
  purchase_id: z.string().uuid(),
  /** pending_payment until the payment completes, then active; abandoned when never paid. */
  status: giftVoucherStatus,
  amount_cents: z.number().int(),
  currency: z.literal('eur'),
  experience_slug: z.string().nullable(),
  people: z.number().int().nullable(),
  recipient_name: z.string(),
  deliver_to: giftVoucherDeliverTo,
  /** Rome date of the delivery to the recipient (null: sent at once). */
  deliver_on: isoDate.nullable(),
  delivered: z.boolean(),
  buyer_email: z.string(),
  /** Rome-time end of validity (ISO 8601), once paid. */
  expires_at: z.string().nullable(),
  /** The payment page again while unpaid and still open. */
  payment_url: z.string().nullable(),
});
export type GiftVoucherPurchaseStatus = z.infer<typeof giftVoucherPurchaseStatus>;

/** POST /api/gift-vouchers/check: balance and expiry of a code (rate-limited). */
export const giftVoucherCheckRequest = z.object({ code: giftVoucherCodeInput });

/** What anyone holding the code may see of a voucher. */
export const giftVoucherView = z.object({
  last4: z.string(),
  status: giftVoucherStatus,
  balance_cents: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.literal('eur'),
  /** The last instant it can be spent (ISO 8601). */
  expires_at: z.string(),
  /** The Rome date of that instant, YYYY-MM-DD. */
  expires_on: isoDate,
  recipient_name: z.string(),
  /** True when it can pay now: active, not expired, balance above zero. */
  spendable: z.boolean(),
});
export type GiftVoucherView = z.infer<typeof giftVoucherView>;

export const giftVoucherCheckResponse = z.object({ success: z.literal(true), voucher: giftVoucherView });
export type GiftVoucherCheckResponse = z.infer<typeof giftVoucherCheckResponse>;

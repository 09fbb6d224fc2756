import { z } from 'zod';
import { checkoutEmail } from '../checkout.ts';
import { isoDate, locale } from '../common.ts';
import { GIFT_VOUCHER_MAX_CENTS, GIFT_VOUCHER_MESSAGE_MAX, GIFT_VOUCHER_NAME_MAX } from '../gift-voucher-limits.ts';
import { giftVoucherDeliverTo, giftVoucherStatus } from '../gift-vouchers.ts';

/**
 * The staff gift vouchers (/api/staff/vouchers…): search and detail (vouchers.read: every role),
 * complimentary vouchers, extending, voiding, adjusting and resending (vouchers.write: owner and
 * manager), the CSV (exports), what was redeemed on a day (Today) and the vouchers' money report
 * (money.read). Money in integer euro cents; instants ISO 8601; days Rome calendar dates.
 */

export const STAFF_VOUCHER_REASON_MIN = 3;
export const STAFF_VOUCHER_REASON_MAX = 500;
/** A complimentary voucher: EUR 1 up to the bought vouchers' maximum. */
export const STAFF_VOUCHER_MIN_CENTS = 100;
/** A manual adjustment moves at most this much either way. */
export const STAFF_VOUCHER_ADJUST_MAX_CENTS = GIFT_VOUCHER_MAX_CENTS;

export const staffVoucherReason = z
  .string({ message: 'reason is required' })
  .trim()
  .min(STAFF_VOUCHER_REASON_MIN, `reason must be ${STAFF_VOUCHER_REASON_MIN} to ${STAFF_VOUCHER_REASON_MAX} characters`)
  .max(STAFF_VOUCHER_REASON_MAX, `reason must be ${STAFF_VOUCHER_REASON_MIN} to ${STAFF_VOUCHER_REASON_MAX} characters`);

export const staffVoucherOrigin = z.enum(['purchased', 'complimentary']);
export const staffVoucherEntryKind = z.enum(['issue', 'redeem', 'refund', 'expiry', 'adjustment']);

export const staffVouchersCsvQuery = z.object({
  /** The code's last four characters (or the whole code), the buyer's or the recipient's name or e-mail. */
  q: z.string().trim().max(120).optional(),
  status: giftVoucherStatus.optional(),
});
export const staffVouchersQuery = staffVouchersCsvQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffVouchersQuery = z.input<typeof staffVouchersQuery>;

export const staffVoucherRow = z.object({
  id: z.number().int(),
  /** Null until the code is first e-mailed (a code exists only once sent). */
  code_last4: z.string().nullable(),
  /** As the holder would read it: an active voucher past its last instant is 'expired'. */
  status: giftVoucherStatus,
  origin: staffVoucherOrigin,
  amount_cents: z.number().int(),
  balance_cents: z.number().int(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  recipient_name: z.string(),
  recipient_email: z.string().nullable(),
  /** When its 'issue' entry was written (paid, or given); null while unpaid. */
  issued_at: z.string().nullable(),
  expires_at: z.string(),
  /** The Rome date of the last day it can be spent. */
  expires_on: isoDate,
});
export type StaffVoucherRow = z.infer<typeof staffVoucherRow>;

export const staffVouchersResponse = z.object({
  success: z.literal(true),
  data: z.object({ vouchers: z.array(staffVoucherRow), total: z.number().int() }),
});

export const staffVoucherBookingRef = z.object({ id: z.number().int(), booking_number: z.string() });

export const staffVoucherEntry = z.object({
  id: z.number().int(),
  kind: staffVoucherEntryKind,
  /** Signed: what the entry added to the balance. */
  amount_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  created_at: z.string(),
  /** The bookings it paid or was refunded from (its own, or its checkout's). */
  bookings: z.array(staffVoucherBookingRef),
  staff_name: z.string().nullable(),
  reason: z.string().nullable(),
});
export type StaffVoucherEntry = z.infer<typeof staffVoucherEntry>;

/** An e-mail of the voucher (receipt, the voucher itself, the expiry reminder): never its content. */
export const staffVoucherEmail = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});

export const staffVoucherDetail = staffVoucherRow.extend({
  locale,
  message: z.string().nullable(),
  experience_category: z.string().nullable(),
  people: z.number().int().nullable(),
  deliver_to: giftVoucherDeliverTo,
  /** The Rome date it goes to the recipient (null: at once). */
  deliver_on: isoDate.nullable(),
  /** When the code was last e-mailed (null: not yet). */
  delivered_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  /** Why it was given (complimentary) or voided. */
  reason: z.string().nullable(),
  /** Who gave it (complimentary). */
  issued_by: z.string().nullable(),
  entries: z.array(staffVoucherEntry),
  emails: z.array(staffVoucherEmail),
  /** What can be done to it now (the role aside). */
  can: z.object({ extend: z.boolean(), void: z.boolean(), adjust: z.boolean(), resend: z.boolean() }),
});
export type StaffVoucherDetail = z.infer<typeof staffVoucherDetail>;

export const staffVoucherResponse = z.object({ success: z.literal(true), data: z.object({ voucher: staffVoucherDetail }) });

export const staffVoucherIssueRequest = z.object({
  amount_cents: z
    .number()
    .int()
    .min(STAFF_VOUCHER_MIN_CENTS, 'amount_cents must be at least 100 (EUR 1)')
    .max(GIFT_VOUCHER_MAX_CENTS, `amount_cents must be at most ${GIFT_VOUCHER_MAX_CENTS}`),
  recipient_name: z.string().trim().min(1, 'required').max(GIFT_VOUCHER_NAME_MAX),
  recipient_email: checkoutEmail,
  message: z.string().trim().max(GIFT_VOUCHER_MESSAGE_MAX).optional(),
  /** The language of the voucher e-mail and PDF. */
  locale: locale.default('it'),
  /** The Rome date it goes out (today up to GIFT_VOUCHER_DELIVERY_MAX_DAYS ahead); at once when not given. */
  deliver_on: isoDate.optional(),
  reason: staffVoucherReason,
});
export type StaffVoucherIssueRequest = z.input<typeof staffVoucherIssueRequest>;

export const staffVoucherExtendRequest = z.object({
  /** The new last day it can be spent (Rome): later than the current one. */
  expires_on: isoDate,
  reason: staffVoucherReason,
});
export type StaffVoucherExtendRequest = z.input<typeof staffVoucherExtendRequest>;

export const staffVoucherVoidRequest = z.object({ reason: staffVoucherReason });
export type StaffVoucherVoidRequest = z.input<typeof staffVoucherVoidRequest>;

export const staffVoucherAdjustRequest = z.object({
  amount_cents: z
    .number()
    .int()
    .min(-STAFF_VOUCHER_ADJUST_MAX_CENTS)
    .max(STAFF_VOUCHER_ADJUST_MAX_CENTS)
    .refine((n) => n !== 0, 'amount_cents must not be zero'),
  reason: staffVoucherReason,
});
export type StaffVoucherAdjustRequest = z.input<typeof staffVoucherAdjustRequest>;

export const staffVoucherResendRequest = z.object({
  /** Send it to this address instead (a mistyped one): it becomes the voucher's holder address. */
  email: checkoutEmail.optional(),
  reason: staffVoucherReason,
});
export type StaffVoucherResendRequest = z.input<typeof staffVoucherResendRequest>;

/** GET /api/staff/vouchers/redeemed?date: the voucher payments of a Rome day (Today). */
export const staffVouchersRedeemedQuery = z.object({ date: isoDate.optional() });
export const staffVouchersRedeemedResponse = z.object({
  success: z.literal(true),
  data: z.object({
    date: isoDate,
    /** What the vouchers paid that day: the sum of the day's redemptions. */
    total_cents: z.number().int(),
    items: z.array(
      z.object({
        entry_id: z.number().int(),
        voucher_id: z.number().int(),
        code_last4: z.string().nullable(),
        amount_cents: z.number().int(),
        created_at: z.string(),
        /** Empty while its checkout has not made a booking yet. */
        bookings: z.array(staffVoucherBookingRef),
      }),
    ),
  }),
});
export type StaffVouchersRedeemed = z.infer<typeof staffVouchersRedeemedResponse>['data'];

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM');

/** The report's months, from..to inclusive (at most 36); the last 12 up to this month by default. */
export const staffVoucherReportQuery = z.object({ from: month.optional(), to: month.optional() });
export type StaffVoucherReportQuery = z.input<typeof staffVoucherReportQuery>;

export const staffVoucherReportMonth = z.object({
  month,
  /** Bought vouchers issued (paid) that month. */
  sold_cents: z.number().int(),
  sold_count: z.number().int(),
  /** Complimentary vouchers given. */
  complimentary_cents: z.number().int(),
  complimentary_count: z.number().int(),
  /** Spent at checkout (positive). */
  redeemed_cents: z.number().int(),
  /** Given back to vouchers (cancellations, checkouts that did not complete). */
  refunded_cents: z.number().int(),
  /** Left on vouchers when they expired (positive). */
  expired_cents: z.number().int(),
  /** Staff adjustments and voids, net (signed). */
  adjusted_cents: z.number().int(),
  /** What every voucher held together at the end of the month (the liability then). */
  closing_balance_cents: z.number().int(),
});
export type StaffVoucherReportMonth = z.infer<typeof staffVoucherReportMonth>;

export const staffVoucherReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    from: month,
    to: month,
    /** Now: the whole ledger's sum, what the vouchers still hold (a liability: owed in services). */
    outstanding_cents: z.number().int(),
    /** How many vouchers hold something now. */
    outstanding_vouchers: z.number().int(),
    months: z.array(staffVoucherReportMonth),
  }),
});
export type StaffVoucherReport = z.infer<typeof staffVoucherReportResponse>['data'];

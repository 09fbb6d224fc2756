import { z } from 'zod';
import { isoDate } from '../common.ts';

/**
 * The staff reports (docs/domain/reports.md): sales, payments, a day's cash-up, occupancy and
 * partner performance. Money in cents; days are Rome calendar days; a period is from..to inclusive.
 */

export const reportGroups = ['day', 'month'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** Where a booking was sold: the site, a reseller's order, a referrer's link or code, the OCTO API. */
export const reportChannels = ['direct', 'reseller', 'referrer', 'octo'] as const;
export type ReportChannel = (typeof reportChannels)[number];

/** How money came in: the online checkout's card, the desk's card terminal, cash at the desk, a gift voucher. */
export const reportPaymentMethods = ['online_card', 'card_terminal', 'cash', 'voucher'] as const;
export type ReportPaymentMethod = (typeof reportPaymentMethods)[number];

/** A period: both days optional (this Rome month so far by default); group by day or month (by length when omitted). */
export const staffReportQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  group: z.enum(reportGroups).optional(),
});
export type StaffReportQuery = z.input<typeof staffReportQuery>;

/** A period without grouping (occupancy, partners). */
export const staffReportRangeQuery = staffReportQuery.pick({ from: true, to: true });

const period = { from: isoDate, to: isoDate };
const cents = z.number().int();
const count = z.number().int().nonnegative();

const perChannel = <T extends z.ZodType>(t: T) => z.object({ direct: t, reseller: t, referrer: t, octo: t });
const perMethod = <T extends z.ZodType>(t: T) => z.object({ online_card: t, card_terminal: t, cash: t, voucher: t });

export const salesFigures = z.object({
  /** Bookings made that are still bookings now (not cancelled). */
  bookings: count,
  guests: count,
  /** Their retail value (the booking totals after discounts). */
  sales_cents: cents,
  /** What the estate takes: a reseller's net rate for what it pays, the retail total otherwise. */
  net_cents: cents,
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const staffSalesReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    ...period,
    group: z.enum(reportGroups),
    /** Every day (YYYY-MM-DD) or month (YYYY-MM) of the period, in order, empty ones too. */
    periods: z.array(z.object({ period: z.string(), channels: perChannel(salesFigures), total: salesFigures })),
    channels: perChannel(salesFigures),
    total: salesFigures,
    /** Bookings made in the period and cancelled since (they are not in the sales). */
    cancelled: z.object({ bookings: count, sales_cents: cents }),
  }),
});
export type StaffSalesReport = z.infer<typeof staffSalesReportResponse>['data'];

export const moneyFigures = z.object({
  /** Payments that succeeded. */
  received_cents: cents,
  /** Refunds that succeeded (positive). */
  refunded_cents: cents,
  net_cents: cents,
  /** How many payments. */
  payments: count,
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

export const staffPaymentsReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    ...period,
    group: z.enum(reportGroups),
    periods: z.array(z.object({ period: z.string(), methods: perMethod(moneyFigures), total: moneyFigures })),
    methods: perMethod(moneyFigures),
    /** Money in by channel; `gift_vouchers`: vouchers bought. Voucher redemptions are not new money and are left out. */
    channels: z.object({ direct: moneyFigures, reseller: moneyFigures, referrer: moneyFigures, octo: moneyFigures, gift_vouchers: moneyFigures }),
    /** Money in: card online, card terminal and cash (voucher redemptions are not counted twice). */
    total: moneyFigures,
  }),
});
export type StaffPaymentsReport = z.infer<typeof staffPaymentsReportResponse>['data'];

export const staffCashUpQuery = z.object({ date: isoDate.optional() });

export const staffCashUpResponse = z.object({
  success: z.literal(true),
  data: z.object({
    date: isoDate,
    cash_cents: cents,
    card_terminal_cents: cents,
    total_cents: cents,
    /** Per member who recorded payments (null: not recorded). */
    staff: z.array(z.object({ staff_id: z.number().int().nullable(), name: z.string().nullable(), cash_cents: cents, card_terminal_cents: cents, payments: count })),
    payments: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        booking_id: z.number().int().nullable(),
        booking_number: z.string().nullable(),
        customer_name: z.string().nullable(),
        method: z.enum(['cash', 'card_terminal']),
        amount_cents: cents,
        staff_name: z.string().nullable(),
      }),
    ),
  }),
});
export type StaffCashUp = z.infer<typeof staffCashUpResponse>['data'];

export const occupancyFigures = z.object({ slots: count, capacity: count, seats_sold: count });
export type OccupancyFigures = z.infer<typeof occupancyFigures>;

export const staffOccupancyReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    ...period,
    /** Per experience; a slot open to either (CHOICE) that nobody booked has none. */
    experiences: z.array(
      occupancyFigures.extend({
        experience_id: z.number().int().nullable(),
        title_it: z.string().nullable(),
        title_en: z.string().nullable(),
        category: z.enum(['TRUFFLE', 'WINE', 'CHOICE']),
      }),
    ),
    /** Per start time (Rome, HH:MM), every experience together. */
    times: z.array(occupancyFigures.extend({ time: z.string() })),
    total: occupancyFigures,
  }),
});
export type StaffOccupancyReport = z.infer<typeof staffOccupancyReportResponse>['data'];

export const partnerFigures = z.object({
  /** Clicks on its links (once per visitor, link and day). */
  clicks: count,
  /** Bookings made from its links or codes, still bookings now, and their retail value. */
  referred_bookings: count,
  referred_sales_cents: cents,
  /** A reseller's own orders (bookings), still bookings now: retail value and what it owes (net). */
  orders: count,
  orders_sales_cents: cents,
  orders_net_cents: cents,
  /** Commission written in the period, reversals deducted. */
  commission_cents: cents,
});
export type PartnerFigures = z.infer<typeof partnerFigures>;

export const staffPartnerReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    ...period,
    partners: z.array(
      partnerFigures.extend({
        partner_id: z.number().int(),
        name: z.string(),
        type: z.enum(['reseller', 'referral']),
        status: z.enum(['active', 'inactive', 'suspended']),
      }),
    ),
    total: partnerFigures,
  }),
});
export type StaffPartnerReport = z.infer<typeof staffPartnerReportResponse>['data'];

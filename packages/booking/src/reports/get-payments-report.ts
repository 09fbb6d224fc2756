import { sql } from 'drizzle-orm';
import { type MoneyFigures, type ReportPaymentMethod, reportPaymentMethods, type StaffPaymentsReport, type StaffReportQuery } from '@tenuta/contracts';
import type { CoreDeps, Executor } from '@tenuta/core';
import { bookingChannelSql } from './report-channel.ts';
import { bucketFormat, periodBuckets, type ReportPeriod, reportPeriod } from './report-period.ts';

type PaymentChannel = keyof StaffPaymentsReport['channels'];
const paymentChannels: readonly PaymentChannel[] = ['direct', 'reseller', 'referrer', 'octo', 'gift_vouchers'];

const n = (v: unknown) => Number(v ?? 0);
const zero = (): MoneyFigures => ({ received_cents: 0, refunded_cents: 0, net_cents: 0, payments: 0 });
const perMethod = () => Object.fromEntries(reportPaymentMethods.map((m) => [m, zero()])) as Record<ReportPaymentMethod, MoneyFigures>;
const add = (into: MoneyFigures, x: MoneyFigures) => {
  into.received_cents += x.received_cents;
  into.refunded_cents += x.refunded_cents;
  into.net_cents += x.net_cents;
  into.payments += x.payments;
};
/** A voucher pays with money the estate received when the voucher was sold: counting it again would double it. */
const isNewMoney = (m: ReportPaymentMethod) => m !== 'voucher';

/**
 * How a ledger row (alias `p`) was paid: a gift voucher, cash or the card terminal at the desk
 * (the terminal was once also recorded as "pos"), or a card through the online checkout.
 */
export const paymentMethodSql = sql`(CASE WHEN p.provider = 'voucher' THEN 'voucher'
  WHEN p.provider = 'on_site' AND p.method = 'cash' THEN 'cash'
  WHEN p.provider = 'on_site' THEN 'card_terminal'
  ELSE 'online_card' END)`;

/**
 * GET /api/staff/reports/payments: the payments ledger's rows that succeeded, by the Rome day they
 * were recorded, per day or month and per method, and per channel: received, refunded, net. A
 * voucher's purchase is money in (channel gift_vouchers); spending it on a booking is shown as
 * the voucher method but left out of the totals and the channels.
 */
export async function getPaymentsReport(deps: Pick<CoreDeps, 'db' | 'clock'>, q: StaffReportQuery): Promise<StaffPaymentsReport> {
  return paymentsReport(deps.db, reportPeriod(q, deps.clock.now()));
}

export async function paymentsReport(db: Executor, p: ReportPeriod): Promise<StaffPaymentsReport> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT to_char(p.created_at AT TIME ZONE 'Europe/Rome', ${bucketFormat(p.group)}) AS bucket, ${paymentMethodSql} AS method,
           (CASE WHEN p.booking_id IS NULL AND p.gift_voucher_id IS NOT NULL THEN 'gift_vouchers' WHEN b.id IS NULL THEN 'direct' ELSE ${bookingChannelSql} END) AS channel,
           count(*) FILTER (WHERE p.kind = 'payment') AS payments,
           sum(p.amount_cents) FILTER (WHERE p.kind = 'payment') AS received,
           sum(p.amount_cents) FILTER (WHERE p.kind = 'refund') AS refunded
      FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
     WHERE p.status = 'succeeded' AND p.created_at >= ${p.start} AND p.created_at < ${p.end}
     GROUP BY 1, 2, 3`);
  const buckets = new Map(periodBuckets(p).map((k) => [k, perMethod()]));
  const methods = perMethod();
  const channels = Object.fromEntries(paymentChannels.map((c) => [c, zero()])) as Record<PaymentChannel, MoneyFigures>;
  const total = zero();
  for (const row of r.rows) {
    const received = n(row.received);
    const refunded = n(row.refunded);
    const figures: MoneyFigures = { received_cents: received, refunded_cents: refunded, net_cents: received - refunded, payments: n(row.payments) };
    const method = row.method as ReportPaymentMethod;
    const bucket = buckets.get(String(row.bucket));
    if (bucket) add(bucket[method], figures);
    add(methods[method], figures);
    if (!isNewMoney(method)) continue;
    add(channels[row.channel as PaymentChannel], figures);
    add(total, figures);
  }
  const periods = [...buckets].map(([period, byMethod]) => {
    const t = zero();
    for (const m of reportPaymentMethods) if (isNewMoney(m)) add(t, byMethod[m]);
    return { period, methods: byMethod, total: t };
  });
  return { from: p.from, to: p.to, group: p.group, periods, methods, channels, total };
}

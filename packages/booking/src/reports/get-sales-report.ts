import { sql } from 'drizzle-orm';
import { type ReportChannel, reportChannels, type SalesFigures, type StaffReportQuery, type StaffSalesReport } from '@tenuta/contracts';
import type { CoreDeps, Executor } from '@tenuta/core';
import { bookingChannelSql, CANCELLED_SALE, LIVE_BOOKING } from './report-channel.ts';
import { bucketFormat, periodBuckets, type ReportPeriod, reportPeriod } from './report-period.ts';

const n = (v: unknown) => Number(v ?? 0);
const zero = (): SalesFigures => ({ bookings: 0, guests: 0, sales_cents: 0, net_cents: 0 });
const perChannel = () => Object.fromEntries(reportChannels.map((c) => [c, zero()])) as Record<ReportChannel, SalesFigures>;
const add = (into: SalesFigures, x: SalesFigures) => {
  into.bookings += x.bookings;
  into.guests += x.guests;
  into.sales_cents += x.sales_cents;
  into.net_cents += x.net_cents;
};

/**
 * GET /api/staff/reports/sales: the bookings made in the period (by the Rome day they were made),
 * per day or month and per channel, in one aggregate: how many are still bookings, their guests,
 * their retail value and what the estate takes (a reseller's net rate where it pays one); and
 * those made then and cancelled since, apart.
 */
export async function getSalesReport(deps: Pick<CoreDeps, 'db' | 'clock'>, q: StaffReportQuery): Promise<StaffSalesReport> {
  return salesReport(deps.db, reportPeriod(q, deps.clock.now()));
}

export async function salesReport(db: Executor, p: ReportPeriod): Promise<StaffSalesReport> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT to_char(b.created_at AT TIME ZONE 'Europe/Rome', ${bucketFormat(p.group)}) AS bucket, ${bookingChannelSql} AS channel,
           count(*) FILTER (WHERE ${LIVE_BOOKING}) AS bookings,
           sum(b.adults + b.children) FILTER (WHERE ${LIVE_BOOKING}) AS guests,
           sum(b.total_cents) FILTER (WHERE ${LIVE_BOOKING}) AS sales,
           sum(coalesce(b.partner_net_cents, b.total_cents)) FILTER (WHERE ${LIVE_BOOKING}) AS net,
           count(*) FILTER (WHERE ${CANCELLED_SALE}) AS cancelled,
           sum(b.total_cents) FILTER (WHERE ${CANCELLED_SALE}) AS cancelled_sales
      FROM bookings b
     WHERE b.created_at >= ${p.start} AND b.created_at < ${p.end}
     GROUP BY 1, 2`);
  const buckets = new Map(periodBuckets(p).map((k) => [k, perChannel()]));
  const channels = perChannel();
  const total = zero();
  const cancelled = { bookings: 0, sales_cents: 0 };
  for (const row of r.rows) {
    const figures: SalesFigures = { bookings: n(row.bookings), guests: n(row.guests), sales_cents: n(row.sales), net_cents: n(row.net) };
    const channel = row.channel as ReportChannel;
    const bucket = buckets.get(String(row.bucket));
    if (bucket) add(bucket[channel], figures);
    add(channels[channel], figures);
    add(total, figures);
    cancelled.bookings += n(row.cancelled);
    cancelled.sales_cents += n(row.cancelled_sales);
  }
  const periods = [...buckets].map(([period, byChannel]) => {
    const t = zero();
    for (const c of reportChannels) add(t, byChannel[c]);
    return { period, channels: byChannel, total: t };
  });
  return { from: p.from, to: p.to, group: p.group, periods, channels, total, cancelled };
}

import { sql } from 'drizzle-orm';
import type { PartnerDashboard } from '@tenuta/contracts';
import { contractInForce, partnerCreditUsed } from '@tenuta/core';
import { romeDate, romeDayStart } from '@tenuta/core';
import { findReferralCodes } from '@tenuta/booking';
import { referrerDashboardNumbers } from './list-partner-commissions.ts';
import { seesMoney, type PartnerCaller, type PartnerOrderDeps } from '@tenuta/booking';
import { toPartnerOrder } from '@tenuta/booking';
import { findPartnerOrders } from '@tenuta/booking';

type ReadDeps = Pick<PartnerOrderDeps, 'db' | 'clock' | 'refundPolicy'>;

/** How many upcoming guests the reseller's dashboard lists. */
export const DASHBOARD_UPCOMING = 10;

/**
 * GET /api/partners/dashboard, per kind of partner.
 * Reseller: the next guests, this Rome month's orders (count, and net for an owner) and, on
 * account, the credit used against the limit (owners only; bookers see no money).
 * Referrer: bookings credited to it (codes and links) in the last 30 days, each code's uses, link clicks
 * of 30 days and the commission ledger by status (owners only), from the rows.
 */
export async function getPartnerDashboard(deps: ReadDeps, caller: PartnerCaller): Promise<PartnerDashboard> {
  const now = deps.clock.now();
  if (caller.partnerType === 'reseller') {
    const money = seesMoney(caller);
    const upcoming = await findPartnerOrders(deps.db, caller, { status: 'upcoming', limit: DASHBOARD_UPCOMING, offset: 0 }, now);
    const monthStart = romeDayStart(`${romeDate(now).slice(0, 8)}01`);
    const r = await deps.db.execute<{ n: string; net: string }>(sql`
      SELECT count(*) AS n, coalesce(sum(partner_net_cents), 0) AS net
        FROM bookings
       WHERE partner_id = ${caller.partnerId} AND status NOT IN ('cancelled', 'refunded') AND created_at >= ${monthStart.toISOString()}::timestamptz`);
    const terms = await contractInForce(deps.db, caller.partnerId, now);
    let credit: NonNullable<PartnerDashboard['reseller']>['credit'] = null;
    if (money && terms?.paymentTerms === 'on_account') {
      const used = await partnerCreditUsed(deps.db, caller.partnerId);
      credit = { limit_cents: terms.creditLimitCents, used_cents: used, available_cents: Math.max(0, terms.creditLimitCents - used) };
    }
    return {
      partner_type: 'reseller',
      reseller: {
        upcoming_guests: upcoming.rows.map((row) => toPartnerOrder(row, caller, now, deps.refundPolicy)),
        month_orders: Number(r.rows[0]?.n ?? 0),
        month_net_cents: money ? Number(r.rows[0]?.net ?? 0) : null,
        credit,
        payment_terms: terms?.paymentTerms ?? null,
      },
      referral: null,
    };
  }
  const codes = await findReferralCodes(deps.db, caller.partnerId);
  // Link clicks and bookings of 30 days and the commission ledger by status: the read model staff see too; money for owners only.
  const ledger = await referrerDashboardNumbers(deps.db, caller.partnerId, now);
  return {
    partner_type: 'referral',
    reseller: null,
    referral: {
      clicks_30d: ledger.clicks30d,
      bookings_30d: ledger.bookings30d,
      commissions: seesMoney(caller) ? ledger.commissions : null,
      codes: codes.map((c) => ({ code: c.code, uses: c.uses })),
    },
  };
}

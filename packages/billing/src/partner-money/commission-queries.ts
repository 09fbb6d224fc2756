import { sql, type SQL } from 'drizzle-orm';
import type { CommissionCredit, CommissionStatus } from '@tenuta/contracts';
import { pgTimestamp, type Executor } from '@tenuta/core';
import { ledgerStatusSql } from './ledger-status.ts';

/** One ledger row as the partner's and the staff's pages read it. */
export interface CommissionRowRecord {
  id: number;
  kind: 'commission' | 'reversal';
  partnerId: number;
  companyName: string;
  bookingId: number;
  bookingNumber: string;
  bookingStatus: string;
  category: 'TRUFFLE' | 'WINE';
  guestName: string | null;
  guestEmail: string | null;
  experienceAt: Date;
  baseCents: number;
  rateBps: number;
  amountCents: number;
  flag: string | null;
  status: CommissionStatus;
  reason: string | null;
  credited: CommissionCredit | null;
  createdAt: Date;
}

const STATUS = ledgerStatusSql(sql`ce`);

/** The rows matching `where` (a condition on `x`: its id, kind, partner_id, flag, earned_at and status), newest experience first. */
export async function findCommissionRows(db: Executor, where: SQL, page: { limit: number; offset: number }): Promise<{ rows: CommissionRowRecord[]; total: number }> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT * FROM (
      SELECT ce.id, ce.kind, ce.partner_id, p.company_name, b.id AS booking_id, b.booking_number, b.status AS booking_status, b.category,
             b.customer_name, b.customer_email, ce.earned_at, ce.base_cents, ce.rate_bps, ce.amount_cents, ce.flag, ce.reason, ce.created_at,
             ${STATUS} AS status,
             ba.source, ba.link_id, ba.attributed_at, rl.label AS link_label, co.code AS coupon_code
        FROM commission_entries ce
        JOIN bookings b ON b.id = ce.booking_id
        JOIN partners p ON p.id = ce.partner_id
        LEFT JOIN booking_attributions ba ON ba.booking_id = ce.booking_id
        LEFT JOIN referral_links rl ON rl.id = ba.link_id
        LEFT JOIN coupons co ON co.id = ba.coupon_id
    ) x
    WHERE ${where}
    ORDER BY x.earned_at DESC, x.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  const c = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM (
      SELECT ce.id, ce.kind, ce.partner_id, ce.flag, ce.earned_at, ${STATUS} AS status FROM commission_entries ce
    ) x WHERE ${where}`);
  return { rows: r.rows.map(toRecord), total: Number(c.rows[0]?.n ?? 0) };
}

function toRecord(x: Record<string, unknown>): CommissionRowRecord {
  return {
    id: Number(x.id),
    kind: x.kind === 'reversal' ? 'reversal' : 'commission',
    partnerId: Number(x.partner_id),
    companyName: String(x.company_name),
    bookingId: Number(x.booking_id),
    bookingNumber: String(x.booking_number),
    bookingStatus: String(x.booking_status),
    category: x.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    guestName: (x.customer_name as string | null) ?? null,
    guestEmail: (x.customer_email as string | null) ?? null,
    experienceAt: pgTimestamp(x.earned_at),
    baseCents: Number(x.base_cents),
    rateBps: Number(x.rate_bps),
    amountCents: Number(x.amount_cents),
    flag: (x.flag as string | null) ?? null,
    status: x.status as CommissionStatus,
    reason: (x.reason as string | null) ?? null,
    credited: x.source
      ? {
          source: x.source === 'code' ? 'code' : 'link',
          link_id: x.link_id === null ? null : Number(x.link_id),
          link_label: (x.link_label as string | null) ?? null,
          code: (x.coupon_code as string | null) ?? null,
          at: pgTimestamp(x.attributed_at).toISOString(),
        }
      : null,
    createdAt: pgTimestamp(x.created_at),
  };
}

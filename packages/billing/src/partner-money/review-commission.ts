import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@tenuta/db';
import type { StaffCommissionRow, StaffCommissionsData } from '@tenuta/contracts';
import type { Clock } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { findCommissionRows, type CommissionRowRecord } from './commission-queries.ts';
import { ledgerStatusSql, type LedgerStatus } from './ledger-status.ts';

export interface CommissionReviewDeps {
  db: Database;
  clock: Clock;
}

export interface StaffCommissionsFilter {
  flag?: string | undefined;
  status?: LedgerStatus | undefined;
  partnerId?: number | undefined;
  page: number;
  perPage: number;
}

export const toStaffCommissionRow = (r: CommissionRowRecord): StaffCommissionRow => ({
  id: r.id,
  kind: r.kind,
  partner: { id: r.partnerId, company_name: r.companyName },
  booking: { id: r.bookingId, number: r.bookingNumber, guest_name: r.guestName, guest_email: r.guestEmail, status: r.bookingStatus },
  experience_at: r.experienceAt.toISOString(),
  base_cents: r.baseCents,
  rate_bps: r.rateBps,
  amount_cents: r.amountCents,
  flag: r.flag,
  status: r.status,
  reason: r.reason,
  credited: r.credited,
  created_at: r.createdAt.toISOString(),
});

/**
 * GET /api/staff/commissions: ledger rows of every partner. With a flag (e.g. self_referral)
 * and no status, the flagged ones still waiting for review; otherwise by status, flag and partner.
 */
export async function listCommissionsForReview(deps: { db: Database }, filter: StaffCommissionsFilter): Promise<StaffCommissionsData> {
  const c: SQL[] = [];
  if (filter.flag) c.push(sql`x.flag = ${filter.flag}`);
  if (filter.status) c.push(sql`x.status = ${filter.status}`);
  else if (filter.flag) c.push(sql`x.status = 'flagged'`);
  if (filter.partnerId) c.push(sql`x.partner_id = ${filter.partnerId}`);
  const where = c.length ? sql.join(c, sql` AND `) : sql`TRUE`;
  const { rows, total } = await findCommissionRows(deps.db, where, { limit: filter.perPage, offset: (filter.page - 1) * filter.perPage });
  const f = await deps.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM commission_entries ce WHERE ce.kind = 'commission' AND ${ledgerStatusSql(sql`ce`)} = 'flagged'`);
  return { rows: rows.map(toStaffCommissionRow), total, page: filter.page, per_page: filter.perPage, flagged_count: Number(f.rows[0]?.n ?? 0) };
}

/**
 * POST /api/staff/commissions/{id}/clear | reject: staff decide a flagged commission. `clear`:
 * it counts like any other (approved by the job after the holding period); `reject`: it never
 * counts. The decision applies to the row and to the reversals that inherited its flag, in one
 * transaction under the row's lock with the audit row; a row not flagged is 409 not_flagged.
 */
export async function reviewCommission(deps: CommissionReviewDeps, actor: StaffActor, entryId: number, decision: 'clear' | 'reject', note?: string): Promise<StaffCommissionRow> {
  const event = decision === 'clear' ? 'cleared' : 'rejected';
  const text = note?.trim() || null;
  if (decision === 'reject' && (!text || text.length < 3)) throw new DomainError('validation_error', 'Give the reason for refusing it (3 to 500 characters)', 'reason_required');
  const id = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const r = await tx.execute<{
      id: string;
      kind: string;
      reverses_id: string | null;
      flag: string | null;
      status: LedgerStatus;
      amount_cents: number;
      partner_id: number;
      booking_id: string;
    }>(sql`
      SELECT ce.id, ce.kind, ce.reverses_id, ce.flag, ce.amount_cents, ce.partner_id, ce.booking_id, ${ledgerStatusSql(sql`ce`)} AS status
        FROM commission_entries ce WHERE ce.id = ${entryId} FOR UPDATE`);
    const row = r.rows[0];
    if (!row) throw notFound('Commission');
    if (row.kind !== 'commission') throw new DomainError('conflict', 'A reversal follows the decision on its commission: review that one', 'review_original');
    if (row.status !== 'flagged') throw new DomainError('conflict', 'This commission is not waiting for review', 'not_flagged');
    const targets = await tx.execute<{ id: string }>(sql`
      SELECT id FROM commission_entries WHERE id = ${entryId} OR (reverses_id = ${entryId} AND flag IS NOT NULL) ORDER BY id`);
    for (const t of targets.rows) {
      await tx.execute(sql`
        INSERT INTO commission_events (entry_id, event, staff_id, note, created_at)
        VALUES (${Number(t.id)}, ${event}, ${actor.id}, ${text}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (entry_id, event) WHERE event <> 'in_payout' DO NOTHING`);
    }
    await recordStaffAction(
      tx,
      actor,
      {
        action: `commission.${decision}`,
        targetType: 'commission',
        targetId: entryId,
        before: { status: row.status, flag: row.flag },
        after: {
          event,
          note: text,
          entries: targets.rows.map((t) => Number(t.id)),
          partner_id: row.partner_id,
          booking_id: Number(row.booking_id),
          amount_cents: row.amount_cents,
        },
      },
      now,
    );
    return entryId;
  });
  const { rows } = await findCommissionRows(deps.db, sql`x.id = ${id}`, { limit: 1, offset: 0 });
  return toStaffCommissionRow(rows[0]!);
}

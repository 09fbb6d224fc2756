import { sql } from 'drizzle-orm';
import type { Database } from '@tenuta/db';
import type { StaffCodeRequestRow, StaffCodeRequestsData } from '@tenuta/contracts';
import type { Clock, Outbox } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction, pgConstraint, pgErrorCode, pgTimestamp, type Executor } from '@tenuta/core';

export interface CodeDecisionDeps {
  db: Database;
  clock: Clock;
  outbox?: Outbox;
  publicUrl: string;
}

const toRow = (x: Record<string, unknown>): StaffCodeRequestRow => ({
  id: Number(x.id),
  partner: { id: Number(x.partner_id), company_name: String(x.company_name), status: String(x.partner_status) },
  code: String(x.requested_code),
  discount_percent: Number(x.discount_percent),
  note: (x.note as string | null) ?? null,
  status: x.status as StaffCodeRequestRow['status'],
  coupon_id: x.coupon_id === null ? null : Number(x.coupon_id),
  decision_note: (x.decision_note as string | null) ?? null,
  decided_at: x.decided_at ? pgTimestamp(x.decided_at).toISOString() : null,
  decided_by: (x.decided_by_email as string | null) ?? null,
  requested_by: (x.requested_by_email as string | null) ?? null,
  created_at: pgTimestamp(x.created_at).toISOString(),
});

async function findRequests(db: Executor, where: ReturnType<typeof sql>): Promise<StaffCodeRequestRow[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT q.*, p.company_name, p.status AS partner_status, s.email AS decided_by_email, u.email AS requested_by_email
      FROM partner_code_requests q
      JOIN partners p ON p.id = q.partner_id
      LEFT JOIN staff_accounts s ON s.id = q.decided_by
      LEFT JOIN partner_users u ON u.id = q.requested_by
     WHERE ${where}
     ORDER BY (q.status = 'pending') DESC, q.created_at DESC, q.id DESC
     LIMIT 200`);
  return r.rows.map(toRow);
}

/** GET /api/staff/partner-code-requests: waiting requests first, then the decided ones (newest first). */
export async function listCodeRequestsForStaff(deps: { db: Database }, filter: { status?: 'pending' | 'approved' | 'refused' | undefined }): Promise<StaffCodeRequestsData> {
  const requests = await findRequests(deps.db, filter.status ? sql`q.status = ${filter.status}` : sql`TRUE`);
  const n = await deps.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM partner_code_requests WHERE status = 'pending'`);
  return { requests, pending_count: Number(n.rows[0]?.n ?? 0) };
}

/**
 * POST /api/staff/partner-code-requests/{id}/approve | refuse. Under the request's row lock, only
 * a waiting request (409 request_decided). Approving creates the coupon (percentage, the
 * partner's: coupons.partner_id, so its bookings are credited to it; 409 code_taken when the code
 * exists by now); refusing needs a reason the partner reads. The partner (the user who asked,
 * else the company address) gets `partner_code_request_decided`; the audit row is written with it.
 */
export async function decideCodeRequest(deps: CodeDecisionDeps, actor: StaffActor, requestId: number, decision: 'approve' | 'refuse', note?: string): Promise<StaffCodeRequestRow> {
  const text = note?.trim() || null;
  if (decision === 'refuse' && (!text || text.length < 3))
    throw new DomainError('validation_error', 'Give the reason (3 to 500 characters): the partner reads it', 'reason_required');
  const now = deps.clock.now();
  try {
    await lockingTransaction(deps.db, async (tx) => {
      const r = await tx.execute<Record<string, unknown>>(sql`
        SELECT q.*, p.company_name, p.email AS company_email, p.locale AS company_locale, u.email AS user_email, u.locale AS user_locale, u.status AS user_status
          FROM partner_code_requests q JOIN partners p ON p.id = q.partner_id LEFT JOIN partner_users u ON u.id = q.requested_by
         WHERE q.id = ${requestId} FOR UPDATE OF q`);
      const q = r.rows[0];
      if (!q) throw notFound('Code request');
      if (q.status !== 'pending') throw new DomainError('conflict', 'This request has already been decided', 'request_decided');
      let couponId: number | null = null;
      if (decision === 'approve') {
        const c = await tx.execute<{ id: number }>(sql`
          INSERT INTO coupons (code, discount_type, discount_value, partner_name, partner_id, is_active, created_at)
          VALUES (${String(q.requested_code)}, 'percentage', ${Number(q.discount_percent)}, ${String(q.company_name)}, ${Number(q.partner_id)}, true, ${now.toISOString()}::timestamptz)
          RETURNING id`);
        couponId = Number(c.rows[0]!.id);
      }
      const status = decision === 'approve' ? 'approved' : 'refused';
      await tx.execute(sql`
        UPDATE partner_code_requests SET status = ${status}, coupon_id = ${couponId}, decided_by = ${actor.id}, decided_at = ${now.toISOString()}::timestamptz, decision_note = ${text}
         WHERE id = ${requestId}`);
      const toUser = q.user_email && q.user_status === 'active';
      await tx.execute(sql`
        INSERT INTO notifications (kind, recipient, locale, payload)
        VALUES ('partner_code_request_decided', ${String(toUser ? q.user_email : q.company_email)}, ${String(toUser ? q.user_locale : q.company_locale)}, ${JSON.stringify({
          request_id: requestId,
          decision: status,
          company_name: q.company_name,
          code: q.requested_code,
          discount_percent: Number(q.discount_percent),
          note: text,
          codes_url: `${deps.publicUrl}/partner/referrals/codes`,
        })}::jsonb)`);
      await recordStaffAction(
        tx,
        actor,
        {
          action: `partner_code.${decision}`,
          targetType: 'partner_code_request',
          targetId: requestId,
          before: { status: 'pending' },
          after: { status, code: q.requested_code, discount_percent: Number(q.discount_percent), partner_id: Number(q.partner_id), coupon_id: couponId, note: text },
        },
        now,
      );
    });
  } catch (e) {
    if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'coupons_code_unique') {
      throw new DomainError('conflict', 'A coupon with this code exists by now: refuse the request and ask the partner for another code', 'code_taken');
    }
    throw e;
  }
  deps.outbox?.kick();
  const [row] = await findRequests(deps.db, sql`q.id = ${requestId}`);
  return row!;
}

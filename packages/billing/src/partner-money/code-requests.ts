import { sql } from 'drizzle-orm';
import type { Database } from '@tenuta/db';
import type { PartnerCodeRequest } from '@tenuta/contracts';
import type { Clock, Outbox } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { lockPartner } from '@tenuta/core';
import { pgTimestamp, type Executor } from '@tenuta/core';
import { requireReferrer, type ReferrerCaller } from './list-partner-commissions.ts';

export interface CodeRequestDeps {
  db: Database;
  clock: Clock;
  outbox?: Outbox;
  publicUrl: string;
  /** The estate's staff address: requests are announced there. */
  staffEmail: string;
}

/** Requests a partner may have waiting at once. */
export const MAX_PENDING_CODE_REQUESTS = 3;
const CODE = /^[A-Z0-9]{4,20}$/;

export const toCodeRequest = (x: Record<string, unknown>): PartnerCodeRequest => ({
  id: Number(x.id),
  code: String(x.requested_code),
  discount_percent: Number(x.discount_percent),
  note: (x.note as string | null) ?? null,
  status: x.status as PartnerCodeRequest['status'],
  decision_note: (x.decision_note as string | null) ?? null,
  decided_at: x.decided_at ? pgTimestamp(x.decided_at).toISOString() : null,
  created_at: pgTimestamp(x.created_at).toISOString(),
});

/** GET /api/partners/referrals/codes/requests: the partner's requests, newest first. */
export async function listPartnerCodeRequests(deps: { db: Executor }, caller: ReferrerCaller): Promise<PartnerCodeRequest[]> {
  requireReferrer(caller);
  const r = await deps.db.execute<Record<string, unknown>>(sql`SELECT * FROM partner_code_requests WHERE partner_id = ${caller.partnerId} ORDER BY created_at DESC, id DESC`);
  return r.rows.map(toCodeRequest);
}

/**
 * POST /api/partners/referrals/codes/requests (a referrer's owner): asks the estate for a new
 * discount code (4 to 20 letters or digits, 1 to 50 %). Refused when a coupon already has that
 * code (409 code_taken), when it is already asked for (409 code_requested), or with
 * MAX_PENDING_CODE_REQUESTS waiting (409 too_many_requests). Under the partner's row lock, so
 * two requests at once cannot pass the limit; the staff address gets `staff_partner_code_request`.
 */
export async function requestPartnerCode(
  deps: CodeRequestDeps,
  caller: ReferrerCaller & { userId: number },
  input: { code: string; discountPercent: number; note?: string | undefined },
): Promise<PartnerCodeRequest> {
  requireReferrer(caller);
  const code = input.code.trim().toUpperCase();
  if (!CODE.test(code)) throw new DomainError('validation_error', 'A code has 4 to 20 letters or digits, without spaces', 'code_invalid');
  if (!Number.isSafeInteger(input.discountPercent) || input.discountPercent < 1 || input.discountPercent > 50) {
    throw new DomainError('validation_error', 'The discount is a whole percentage from 1 to 50', 'discount_invalid');
  }
  const note = input.note?.trim() || null;
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const partner = await lockPartner(tx, caller.partnerId);
    if (!partner) throw notFound('Partner');
    const taken = await tx.execute(sql`SELECT 1 FROM coupons WHERE code = ${code}`);
    if (taken.rows.length > 0) throw new DomainError('conflict', `The code ${code} already exists: choose another one`, 'code_taken');
    const pending = await tx.execute<{ requested_code: string }>(
      sql`SELECT requested_code FROM partner_code_requests WHERE status = 'pending' AND (partner_id = ${caller.partnerId} OR requested_code = ${code})`,
    );
    if (pending.rows.some((r) => r.requested_code === code)) throw new DomainError('conflict', `The code ${code} has already been asked for`, 'code_requested');
    if (pending.rows.length >= MAX_PENDING_CODE_REQUESTS) {
      throw new DomainError('conflict', `You have ${MAX_PENDING_CODE_REQUESTS} requests waiting: wait for the estate's answer`, 'too_many_requests');
    }
    const r = await tx.execute<Record<string, unknown>>(sql`
      INSERT INTO partner_code_requests (partner_id, requested_code, discount_percent, note, requested_by, created_at)
      VALUES (${caller.partnerId}, ${code}, ${input.discountPercent}, ${note}, ${caller.userId}, ${now.toISOString()}::timestamptz)
      RETURNING *`);
    const row = r.rows[0]!;
    await tx.execute(sql`
      INSERT INTO notifications (kind, recipient, locale, payload)
      VALUES ('staff_partner_code_request', ${deps.staffEmail}, 'it', ${JSON.stringify({
        request_id: Number(row.id),
        partner_id: caller.partnerId,
        company_name: partner.companyName,
        code,
        discount_percent: input.discountPercent,
        note,
        review_url: `${deps.publicUrl}/staff/commissions?tab=codes`,
      })}::jsonb)`);
    return row;
  });
  deps.outbox?.kick();
  return toCodeRequest(created);
}

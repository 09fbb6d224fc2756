import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { partnerCodeRequests, partners, type StaffRole } from '@tenuta/db';
import type { IdentityDeps } from '../../identity-deps.ts';
import { can } from '../../roles.ts';

/** How many of each kind Today lists by name (the count covers them all). */
export const ATTENTION_ITEMS = 5;

export interface StaffAttentionView {
  /** Referrers' applications waiting for approval or refusal (partners.manage); null for a role that cannot act on them. */
  partner_applications: { count: number; items: { id: number; company_name: string; created_at: string }[] } | null;
  /** Referrers' discount-code requests waiting (commissions.review, where they are decided); null otherwise. */
  code_requests: {
    count: number;
    items: { id: number; partner_id: number; company_name: string; code: string; discount_percent: number; created_at: string }[];
  } | null;
}

/**
 * What waits for someone in the partner area, for the staff menu's badges and Today's "to sort
 * out": one read, counted by the server for the caller's role only (a role that cannot open a
 * page gets null for it, never its count), oldest first.
 */
export async function staffAttention(deps: Pick<IdentityDeps, 'db'>, role: StaffRole): Promise<StaffAttentionView> {
  const { db } = deps;
  const waiting = and(eq(partners.status, 'inactive'), eq(partners.source, 'application'), isNull(partners.applicationRefusedAt));
  const applications = can(role, 'partners.manage')
    ? Promise.all([
        db.select({ n: count() }).from(partners).where(waiting),
        db
          .select({ id: partners.id, companyName: partners.companyName, createdAt: partners.createdAt })
          .from(partners)
          .where(waiting)
          .orderBy(asc(partners.createdAt), asc(partners.id))
          .limit(ATTENTION_ITEMS),
      ])
    : null;
  const pendingRequests = eq(partnerCodeRequests.status, 'pending');
  const requests = can(role, 'commissions.review')
    ? Promise.all([
        db.select({ n: count() }).from(partnerCodeRequests).where(pendingRequests),
        db
          .select({
            id: partnerCodeRequests.id,
            partnerId: partnerCodeRequests.partnerId,
            companyName: partners.companyName,
            code: partnerCodeRequests.requestedCode,
            discountPercent: partnerCodeRequests.discountPercent,
            createdAt: partnerCodeRequests.createdAt,
          })
          .from(partnerCodeRequests)
          .innerJoin(partners, eq(partners.id, partnerCodeRequests.partnerId))
          .where(pendingRequests)
          .orderBy(asc(partnerCodeRequests.createdAt), asc(partnerCodeRequests.id))
          .limit(ATTENTION_ITEMS),
      ])
    : null;
  const [a, r] = await Promise.all([applications, requests]);
  return {
    partner_applications: a ? { count: Number(a[0][0]?.n ?? 0), items: a[1].map((x) => ({ id: x.id, company_name: x.companyName, created_at: x.createdAt.toISOString() })) } : null,
    code_requests: r
      ? {
          count: Number(r[0][0]?.n ?? 0),
          items: r[1].map((x) => ({
            id: x.id,
            partner_id: x.partnerId,
            company_name: x.companyName,
            code: x.code,
            discount_percent: x.discountPercent,
            created_at: x.createdAt.toISOString(),
          })),
        }
      : null,
  };
}

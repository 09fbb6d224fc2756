import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { partners, type PartnerPaymentTerms, type PartnerStatus, type PartnerType } from '@tenuta/db';
import { contractInForce, partnerCreditUsed } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';

export interface PartnerListFilter {
  status?: PartnerStatus | undefined;
  type?: PartnerType | undefined;
  source?: 'invite' | 'application' | undefined;
  /** Applications only: waiting for a decision, or refused. */
  application?: 'waiting' | 'refused' | undefined;
  /** Part of the company name, an e-mail (the company's or a user's) or the VAT number. */
  q?: string | undefined;
}

export interface StaffPartnerRowView {
  id: number;
  company_name: string;
  partner_type: PartnerType;
  status: PartnerStatus;
  source: 'invite' | 'application';
  /** A refused application (still inactive). */
  application_refused: boolean;
  email: string;
  vat_number: string | null;
  city: string | null;
  users_count: number;
  credit_used_cents: number | null;
  credit_limit_cents: number | null;
  payment_terms: PartnerPaymentTerms | null;
  created_at: string;
  status_changed_at: string | null;
}

/** `%` and `_` typed by staff are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(f: PartnerListFilter): SQL | undefined {
  const q = f.q?.trim();
  const p = q ? likePattern(q) : null;
  return and(
    f.status ? eq(partners.status, f.status) : undefined,
    f.type ? eq(partners.partnerType, f.type) : undefined,
    f.source ? eq(partners.source, f.source) : undefined,
    f.application === 'waiting'
      ? sql`${partners.source} = 'application' AND ${partners.status} = 'inactive' AND ${partners.applicationRefusedAt} IS NULL`
      : f.application === 'refused'
        ? sql`${partners.source} = 'application' AND ${partners.applicationRefusedAt} IS NOT NULL`
        : undefined,
    p
      ? or(
          ilike(partners.companyName, p),
          ilike(partners.email, p),
          ilike(partners.vatNumber, p),
          sql`EXISTS (SELECT 1 FROM partner_users u WHERE u.partner_id = partners.id AND u.email ILIKE ${p})`,
        )
      : undefined,
  );
}

/**
 * The partners page: companies by name, filtered by status, type, source and a search, each
 * with its users, its terms in force and, for resellers, the credit used (the booking engine's
 * own count). The counts feed the tabs (all, applications waiting, suspended) whatever the filters.
 */
export async function listPartners(
  deps: Pick<IdentityDeps, 'db' | 'clock'>,
  f: PartnerListFilter = {},
): Promise<{ partners: StaffPartnerRowView[]; counts: { all: number; applications: number; suspended: number } }> {
  const { db } = deps;
  const now = deps.clock.now();
  // Written out: inside a subquery Drizzle's unqualified column names would bind to the inner table.
  const usersCount = sql<number>`(SELECT count(*)::int FROM partner_users u WHERE u.partner_id = partners.id AND u.status <> 'deactivated')`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({ p: partners, usersCount })
      .from(partners)
      .where(listWhere(f))
      .orderBy(asc(sql`lower(${partners.companyName})`), asc(partners.id))
      .limit(1000),
    db
      .select({
        all: sql<number>`count(*)::int`,
        applications: sql<number>`count(*) FILTER (WHERE ${partners.status} = 'inactive' AND ${partners.source} = 'application' AND ${partners.applicationRefusedAt} IS NULL)::int`,
        suspended: sql<number>`count(*) FILTER (WHERE ${partners.status} = 'suspended')::int`,
      })
      .from(partners),
  ]);
  const out = await Promise.all(
    rows.map(async ({ p, usersCount: users }) => {
      const contract = await contractInForce(db, p.id, now);
      const reseller = p.partnerType === 'reseller';
      return {
        id: p.id,
        company_name: p.companyName,
        partner_type: p.partnerType,
        status: p.status,
        source: p.source,
        application_refused: p.applicationRefusedAt !== null,
        email: p.email,
        vat_number: p.vatNumber,
        city: p.city,
        users_count: Number(users),
        credit_used_cents: reseller ? await partnerCreditUsed(db, p.id) : null,
        credit_limit_cents: reseller && contract ? contract.creditLimitCents : null,
        payment_terms: contract?.paymentTerms ?? null,
        created_at: p.createdAt.toISOString(),
        status_changed_at: p.statusChangedAt?.toISOString() ?? null,
      };
    }),
  );
  return { partners: out, counts: counts ?? { all: 0, applications: 0, suspended: 0 } };
}

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { partnerContracts, partnerUsers, partners, staffAccounts, staffAuditLog, type Partner, type PartnerStatus, type PartnerType } from '@tenuta/db';
import { notFound, partnerCreditUsed } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import { contractStates } from './contract-terms.ts';
import { partnerOrderRows, type StaffPartnerOrderView } from './list-partner-orders.ts';
import { contractView, type StaffPartnerContractView } from './staff-partner-views.ts';

/** The audit actions of a partner's status, and how the page names them. */
export const statusActions = { 'partner.approve': 'approved', 'partner.refuse': 'refused', 'partner.suspend': 'suspended', 'partner.reactivate': 'reactivated' } as const;
type StatusChange = (typeof statusActions)[keyof typeof statusActions];

export interface StaffPartnerDetailView {
  id: number;
  partner_type: PartnerType;
  status: PartnerStatus;
  status_reason: string | null;
  status_changed_at: string | null;
  /** An application staff refused (it can no longer be approved). */
  application_refused_at: string | null;
  source: 'invite' | 'application';
  application_message: string | null;
  company_name: string;
  contact_name: string | null;
  email: string;
  phone: string | null;
  vat_number: string | null;
  fiscal_code: string | null;
  sdi_code: string | null;
  pec: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  province: string | null;
  country: string;
  locale: 'it' | 'en';
  created_at: string;
  users: { id: number; email: string; name: string; role: 'owner' | 'booker'; status: 'invited' | 'active' | 'deactivated'; locale: 'it' | 'en'; created_at: string }[];
  contract: StaffPartnerContractView | null;
  contracts: StaffPartnerContractView[];
  credit_used_cents: number | null;
  status_history: { change: StatusChange; at: string; by: string | null; reason: string | null }[];
  recent_orders: StaffPartnerOrderView[];
  actions: { approve: boolean; refuse: boolean; suspend: boolean; reactivate: boolean };
}

/** An application nobody has decided yet: inactive, from the public form, not refused. */
export const isWaitingApplication = (p: Pick<Partner, 'status' | 'source' | 'applicationRefusedAt'>) =>
  p.status === 'inactive' && p.source === 'application' && p.applicationRefusedAt === null;

/** What staff may do to a partner in its status: approve or refuse a waiting application, suspend, reactivate a suspended one. */
export const partnerActions = (p: Pick<Partner, 'status' | 'source' | 'applicationRefusedAt'>) => ({
  approve: isWaitingApplication(p),
  refuse: isWaitingApplication(p),
  suspend: p.status !== 'suspended',
  reactivate: p.status === 'suspended',
});

/** GET /api/staff/partners/{id}: the company, its users, the terms in force and their history, the credit used, status changes, the last orders. */
export async function getPartnerDetail(deps: Pick<IdentityDeps, 'db' | 'clock'>, partnerId: number): Promise<StaffPartnerDetailView> {
  const { db } = deps;
  const now = deps.clock.now();
  const [p] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!p) throw notFound('Partner');
  const [users, contracts, audit, recent, creditUsed] = await Promise.all([
    db.select().from(partnerUsers).where(eq(partnerUsers.partnerId, p.id)).orderBy(asc(partnerUsers.createdAt), asc(partnerUsers.id)),
    db
      .select({ c: partnerContracts, staffId: staffAccounts.id, staffName: staffAccounts.name })
      .from(partnerContracts)
      .leftJoin(staffAccounts, eq(staffAccounts.id, partnerContracts.createdBy))
      .where(eq(partnerContracts.partnerId, p.id))
      .orderBy(desc(partnerContracts.validFrom), desc(partnerContracts.id)),
    db
      .select({ a: staffAuditLog, staffName: staffAccounts.name })
      .from(staffAuditLog)
      .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
      .where(and(eq(staffAuditLog.targetType, 'partner'), eq(staffAuditLog.targetId, String(p.id)), inArray(staffAuditLog.action, Object.keys(statusActions))))
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id)),
    partnerOrderRows(db, p.id, 10, 0),
    p.partnerType === 'reseller' ? partnerCreditUsed(db, p.id) : Promise.resolve(null),
  ]);
  const states = contractStates(
    contracts.map((r) => r.c),
    now,
  );
  const views = contracts.map(({ c, staffId, staffName }) => contractView(c, states.get(c.id)!, staffId !== null && staffName !== null ? { id: staffId, name: staffName } : null));
  return {
    id: p.id,
    partner_type: p.partnerType,
    status: p.status,
    status_reason: p.statusReason,
    status_changed_at: p.statusChangedAt?.toISOString() ?? null,
    application_refused_at: p.applicationRefusedAt?.toISOString() ?? null,
    source: p.source,
    application_message: p.applicationMessage,
    company_name: p.companyName,
    contact_name: p.contactName,
    email: p.email,
    phone: p.phone,
    vat_number: p.vatNumber,
    fiscal_code: p.fiscalCode,
    sdi_code: p.sdiCode,
    pec: p.pec,
    address: p.address,
    city: p.city,
    postal_code: p.postalCode,
    province: p.province,
    country: p.country,
    locale: p.locale,
    created_at: p.createdAt.toISOString(),
    users: users.map((u) => ({ id: u.id, email: u.email, name: u.name, role: u.role, status: u.status, locale: u.locale, created_at: u.createdAt.toISOString() })),
    contract: views.find((v) => v.state === 'in_force') ?? null,
    contracts: views,
    credit_used_cents: creditUsed,
    status_history: audit.map(({ a, staffName }) => ({
      change: statusActions[a.action as keyof typeof statusActions],
      at: a.createdAt.toISOString(),
      by: staffName ?? a.actorEmail,
      reason: typeof a.after?.reason === 'string' ? a.after.reason : null,
    })),
    recent_orders: recent,
    actions: partnerActions(p),
  };
}

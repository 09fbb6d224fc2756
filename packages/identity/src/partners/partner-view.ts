import { eq } from 'drizzle-orm';
import { partnerUsers, partners, type Partner, type PartnerContract, type PartnerUser } from '@tenuta/db';
import { DomainError, contractInForce, type Executor } from '@tenuta/core';
import type { PartnerContractView, PartnerUserView, PartnerView } from '@tenuta/contracts';

/** Basis points as the percentage the partner reads (1500 → 15). */
const percent = (bps: number): number => bps / 100;

export const partnerContractViewOf = (c: PartnerContract): PartnerContractView => ({
  payment_terms: c.paymentTerms,
  net_discount_percent: percent(c.netDiscountBps),
  commission_percent: percent(c.commissionBps),
  credit_limit_cents: c.creditLimitCents,
  payment_days: c.paymentDays,
  attribution_days: c.attributionDays,
  valid_from: c.validFrom.toISOString(),
});

/** A partner user as the API shows it (never the password hash). */
export const partnerUserViewOf = (u: Pick<PartnerUser, 'id' | 'email' | 'name' | 'role' | 'status' | 'locale'>): PartnerUserView => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  status: u.status,
  locale: u.locale,
});

/**
 * The `partner` object of the sign-in, me and validate answers: the company, the signed-in user
 * and, for an owner only, the terms in force now (bookers see no money).
 */
export async function buildPartnerView(db: Executor, partner: Partner, user: PartnerUser, now: Date): Promise<PartnerView> {
  const canSeeMoney = user.role === 'owner';
  const contract = canSeeMoney ? await contractInForce(db, partner.id, now) : undefined;
  return {
    id: partner.id,
    partner_type: partner.partnerType,
    status: partner.status,
    status_reason: partner.status === 'active' ? null : partner.statusReason,
    application_refused: partner.applicationRefusedAt !== null,
    company_name: partner.companyName,
    contact_name: partner.contactName,
    email: partner.email,
    phone: partner.phone,
    vat_number: partner.vatNumber,
    fiscal_code: partner.fiscalCode,
    sdi_code: partner.sdiCode,
    pec: partner.pec,
    address: partner.address,
    city: partner.city,
    postal_code: partner.postalCode,
    province: partner.province,
    country: partner.country,
    locale: partner.locale,
    user: partnerUserViewOf(user),
    can_see_money: canSeeMoney,
    contract: contract ? partnerContractViewOf(contract) : null,
  };
}

/** The view of one partner user, read fresh (after a change, or for me and validate). */
export async function loadPartnerView(db: Executor, userId: number, now: Date): Promise<PartnerView> {
  const [row] = await db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(eq(partnerUsers.id, userId));
  if (!row) throw new DomainError('unauthorized', 'Sign in to continue', 'session_invalid');
  return buildPartnerView(db, row.partner, row.user, now);
}

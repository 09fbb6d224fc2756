import { partnerContracts, partnerUsers, partners, type NewPartner, type Partner, type PartnerType, type PartnerUser } from '@tenuta/db';
import type { Transaction } from '@tenuta/core';

/**
 * The first terms of a new partner, in force at once and neutral: a reseller pays by card with no
 * discount and no credit, a referrer earns no commission yet (30 days of attribution). Staff set
 * the real terms as a new dated row on the partner's page.
 */
export const defaultPartnerTerms = (type: PartnerType) =>
  type === 'reseller'
    ? { paymentTerms: 'card' as const, netDiscountBps: 0, creditLimitCents: 0, commissionBps: 0 }
    : { paymentTerms: 'card' as const, netDiscountBps: 0, creditLimitCents: 0, commissionBps: 0, attributionDays: 30 };

/**
 * A partner company, its first terms and its owner (active, with a password), in the caller's
 * transaction. The owner's e-mail must be free (partner_users_email_unique decides under
 * concurrency).
 */
export async function createPartnerAccount(
  tx: Transaction,
  o: {
    now: Date;
    partner: Omit<NewPartner, 'id' | 'createdAt' | 'updatedAt' | 'statusChangedAt'> & { partnerType: PartnerType };
    owner: { email: string; name: string; passwordHash: string; locale: 'it' | 'en' };
  },
): Promise<{ partner: Partner; owner: PartnerUser }> {
  const [partner] = await tx
    .insert(partners)
    .values({ ...o.partner, statusChangedAt: o.now, createdAt: o.now, updatedAt: o.now })
    .returning();
  await tx.insert(partnerContracts).values({ partnerId: partner!.id, validFrom: o.now, ...defaultPartnerTerms(o.partner.partnerType), note: null, createdAt: o.now });
  const [owner] = await tx
    .insert(partnerUsers)
    .values({
      partnerId: partner!.id,
      email: o.owner.email,
      name: o.owner.name,
      role: 'owner',
      status: 'active',
      passwordHash: o.owner.passwordHash,
      locale: o.owner.locale,
      passwordChangedAt: o.now,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning();
  return { partner: partner!, owner: owner! };
}

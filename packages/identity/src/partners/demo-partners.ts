import { and, eq, isNull, sql } from 'drizzle-orm';
import { coupons, partnerContracts, partnerPayoutProfiles, partnerUsers, partners, type NewPartner, type NewPartnerContract } from '@tenuta/db';
import { lockingTransaction } from '@tenuta/core';
import type { IdentityDeps } from '../identity-deps.ts';
import { isLoopbackUrl } from '../demo-staff.ts';
import { hashPassword } from '../passwords.ts';

export const DEMO_PARTNER_PASSWORD = 'tenuta-demo-2026';

interface DemoPartner {
  owner: { email: string; name: string };
  partner: Omit<NewPartner, 'status' | 'source' | 'email'>;
  terms: Omit<NewPartnerContract, 'partnerId' | 'validFrom'>;
  /** The demo discount code that belongs to this partner. */
  couponCode?: string;
  /** A referrer's tax status, confirmed as staff would (its payouts would wait without one). */
  taxStatus?: { personType: 'private' | 'company'; withholdingBps: number };
}

/** A travel agency that books on account, and a hotel that refers its guests. */
export const demoPartners: readonly DemoPartner[] = [
  {
    owner: { email: 'agenzia@langhetour.example', name: 'Paolo Conti' },
    partner: {
      partnerType: 'reseller',
      companyName: 'Agenzia Langhe Tour',
      contactName: 'Paolo Conti',
      phone: '+39 0173 440123',
      vatNumber: '04123450043',
      fiscalCode: '04123450043',
      sdiCode: 'T04ZHR3',
      address: 'Via Vittorio Emanuele II 12',
      city: 'Alba',
      postalCode: '12051',
      province: 'CN',
      country: 'IT',
      locale: 'it',
    },
    terms: { paymentTerms: 'on_account', creditLimitCents: 200_000, netDiscountBps: 1500, paymentDays: 30, note: 'Accordo dimostrativo' },
    couponCode: 'LANGHE20',
  },
  {
    owner: { email: 'concierge@hotelbelvedere.example', name: 'Elena Marchisio' },
    partner: {
      partnerType: 'referral',
      companyName: 'Hotel Belvedere',
      contactName: 'Elena Marchisio',
      phone: '+39 0173 509876',
      vatNumber: '02987650047',
      fiscalCode: '02987650047',
      pec: 'hotelbelvedere@pec.example',
      address: 'Via Belvedere 5',
      city: 'La Morra',
      postalCode: '12064',
      province: 'CN',
      country: 'IT',
      locale: 'it',
    },
    terms: { paymentTerms: 'card', commissionBps: 1000, attributionDays: 30, note: 'Accordo dimostrativo' },
    taxStatus: { personType: 'company', withholdingBps: 1150 },
  },
];

/**
 * The demo partners of a local install (active, each with its owner and terms; the referrer with a
 * confirmed tax status), only when the
 * site's public address is a loopback one; on any other address this does nothing. Runs at every
 * start: partners whose owner exists are left alone, and the demo code is linked to its partner.
 */
export async function seedDemoPartners(deps: Pick<IdentityDeps, 'db' | 'publicUrl'>): Promise<{ created: number }> {
  if (!isLoopbackUrl(deps.publicUrl)) return { created: 0 };
  const passwordHash = await hashPassword(DEMO_PARTNER_PASSWORD);
  const now = new Date();
  return lockingTransaction(deps.db, async (tx) => {
    // Two processes starting together seed once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('demo-partners'))`);
    let created = 0;
    for (const demo of demoPartners) {
      const [existing] = await tx.select({ partnerId: partnerUsers.partnerId }).from(partnerUsers).where(eq(partnerUsers.email, demo.owner.email));
      let partnerId = existing?.partnerId;
      if (partnerId === undefined) {
        const [p] = await tx
          .insert(partners)
          .values({ ...demo.partner, status: 'active', source: 'invite', email: demo.owner.email, statusChangedAt: now, createdAt: now, updatedAt: now })
          .returning({ id: partners.id });
        partnerId = p!.id;
        await tx.insert(partnerContracts).values({ ...demo.terms, partnerId, validFrom: now, createdAt: now });
        await tx.insert(partnerUsers).values({
          partnerId,
          email: demo.owner.email,
          name: demo.owner.name,
          role: 'owner',
          status: 'active',
          passwordHash,
          locale: 'it',
          isDemo: true,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        created += 1;
      }
      // A company with its VAT number, confirmed by nobody in particular (the seed); a profile already there is left alone.
      if (demo.taxStatus)
        await tx
          .insert(partnerPayoutProfiles)
          .values({ partnerId, ...demo.taxStatus, vatNumber: demo.partner.vatNumber ?? null, taxConfirmedAt: now, updatedAt: now })
          .onConflictDoNothing();
      if (demo.couponCode)
        await tx
          .update(coupons)
          .set({ partnerId })
          .where(and(eq(coupons.code, demo.couponCode), isNull(coupons.partnerId)));
    }
    return { created };
  });
}

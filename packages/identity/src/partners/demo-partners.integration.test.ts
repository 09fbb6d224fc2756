import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { coupons, createTestDatabase, partnerPayoutProfiles, partnerUsers, partners, type TestDatabase } from '@tenuta/db';
import { isValidItalianVatNumber } from '@tenuta/contracts';
import { DEMO_PARTNER_PASSWORD, demoPartners, seedDemoPartners } from './demo-partners.ts';
import { loginPartner } from './partner-login.ts';
import { partnerCompanyChanges } from './partner-account-rules.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const deps = () => ({ db: t.db, clock: { now: () => new Date() }, publicUrl: 'http://localhost:3000' });

describe('demo partners', () => {
  it('are never created on a public address', async () => {
    expect(await seedDemoPartners({ db: t.db, publicUrl: 'https://tenuta.example' })).toEqual({ created: 0 });
    expect(await t.db.select().from(partners)).toHaveLength(0);
  });

  it('on a loopback address: an agency on account and a referring hotel, once, with LANGHE20 linked to the agency', async () => {
    const [first, second] = [await seedDemoPartners(deps()), await seedDemoPartners(deps())];
    expect(first.created).toBe(2);
    expect(second.created).toBe(0);
    expect(await t.db.select().from(partners)).toHaveLength(2);
    const agency = await loginPartner(deps(), { email: 'agenzia@langhetour.example', password: DEMO_PARTNER_PASSWORD, address: '127.0.0.1' });
    expect(agency.partner).toMatchObject({ partner_type: 'reseller', status: 'active', company_name: 'Agenzia Langhe Tour' });
    expect(agency.partner.contract).toMatchObject({ payment_terms: 'on_account', credit_limit_cents: 200_000, net_discount_percent: 15, payment_days: 30 });
    const hotel = await loginPartner(deps(), { email: 'concierge@hotelbelvedere.example', password: DEMO_PARTNER_PASSWORD, address: '127.0.0.1' });
    expect(hotel.partner).toMatchObject({ partner_type: 'referral', company_name: 'Hotel Belvedere' });
    expect(hotel.partner.contract).toMatchObject({ commission_percent: 10, attribution_days: 30 });
    // The referrer's tax status is confirmed (a company with its VAT number), so its payouts do not wait for one.
    const [profile] = await t.db.select().from(partnerPayoutProfiles).where(eq(partnerPayoutProfiles.partnerId, hotel.partner.id));
    expect(profile).toMatchObject({ personType: 'company', vatNumber: '02987650047' });
    expect(profile!.taxConfirmedAt).not.toBeNull();
    const [code] = await t.db.select().from(coupons).where(eq(coupons.code, 'LANGHE20'));
    expect(code!.partnerId).toBe(agency.partner.id);
    const users = await t.db.select().from(partnerUsers);
    expect(users.every((u) => u.isDemo && u.role === 'owner' && u.status === 'active')).toBe(true);
  });

  it('carry Italian company data that passes the partner’s own checks', () => {
    for (const d of demoPartners) {
      expect(isValidItalianVatNumber(d.partner.vatNumber!)).toBe(true);
      const input = {
        vat_number: d.partner.vatNumber,
        fiscal_code: d.partner.fiscalCode,
        sdi_code: d.partner.sdiCode ?? null,
        postal_code: d.partner.postalCode,
        province: d.partner.province,
      };
      expect(() => partnerCompanyChanges(input, { country: 'IT' })).not.toThrow();
    }
  });
});

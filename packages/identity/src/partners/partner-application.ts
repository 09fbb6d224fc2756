import { eq } from 'drizzle-orm';
import { notifications, partnerUsers } from '@tenuta/db';
import { DomainError, enforceRateLimit, lockingTransaction, type RateLimitRule } from '@tenuta/booking';
import type { IdentityDeps } from '../identity-deps.ts';
import { hashPassword } from '../passwords.ts';
import { assertNewPassword, isUniqueViolation, normalizeEmail, partnerCompanyChanges } from './partner-account-rules.ts';
import { createPartnerAccount } from './create-partner-account.ts';
import type { RegisterPartnerInput } from './register-partner.ts';

export interface PartnerApplicationDeps extends IdentityDeps {
  /** The estate's staff address: applications are announced there. */
  staffEmail: string;
}

/** Applications per client address and hour, every one counted (each e-mails the staff). */
export const PARTNER_APPLICATION_RATE_LIMIT: RateLimitRule = { name: 'partner-application-address', limit: 5, windowSeconds: 3600 };

/**
 * The public "become a partner" form: referrers only. The company is created inactive (staff
 * approve it and set its commission) with its owner, who may sign in and sees the waiting page;
 * the applicant and the staff get an e-mail. An address that already has an account gets the same
 * answer and nothing is created or sent, so the form tells nobody which addresses exist.
 */
export async function applyAsReferrer(deps: PartnerApplicationDeps, input: RegisterPartnerInput): Promise<void> {
  if (input.partnerType === 'reseller') {
    throw new DomainError('validation_error', 'Travel agencies and hotels that book for their clients join by invitation: write to us', 'application_reseller');
  }
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  assertNewPassword(input.password, input.confirmPassword, { email, name });
  const company = input.company ? partnerCompanyChanges(input.company, { country: 'IT' }) : {};
  await enforceRateLimit(deps, PARTNER_APPLICATION_RATE_LIMIT, input.address);
  // Hashed before the look-up: a known address takes as long as a new one.
  const passwordHash = await hashPassword(input.password);
  const [existing] = await deps.db.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.email, email));
  if (existing) return;
  const now = deps.clock.now();
  const message = input.message?.trim() || null;
  try {
    await lockingTransaction(deps.db, async (tx) => {
      const { partner } = await createPartnerAccount(tx, {
        now,
        partner: {
          partnerType: 'referral',
          status: 'inactive',
          statusReason: null,
          source: 'application',
          applicationMessage: message,
          email,
          locale: input.locale,
          ...company,
          companyName: company.companyName ?? name,
          contactName: company.contactName ?? name,
        },
        owner: { email, name, passwordHash, locale: input.locale },
      });
      await tx.insert(notifications).values([
        { kind: 'partner_application_received', recipient: email, locale: input.locale, payload: { partner_id: partner.id, name, company_name: partner.companyName } },
        {
          kind: 'staff_partner_application',
          recipient: deps.staffEmail,
          locale: 'it',
          payload: { partner_id: partner.id, company_name: partner.companyName, name, email, phone: partner.phone, message },
        },
      ]);
    });
  } catch (error) {
    // Two applications for one address at once: the second answers like the first.
    if (isUniqueViolation(error, 'partner_users_email_unique')) return;
    throw error;
  }
  deps.outbox?.kick();
}

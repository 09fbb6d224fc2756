import type { PartnerCompanyInput } from '@tenuta/contracts';
import { eq, sql } from 'drizzle-orm';
import { notifications, partnerApplications, partnerUsers } from '@tenuta/db';
import { DomainError, enforceRateLimit, lockingTransaction, type RateLimitRule } from '@tenuta/core';
import type { IdentityDeps } from '../identity-deps.ts';
import { hashPassword } from '../passwords.ts';
import { hashToken, randomToken } from '../tokens.ts';
import { assertNewPassword, normalizeEmail, partnerCompanyChanges } from './partner-account-rules.ts';

export interface PartnerApplicationDeps extends IdentityDeps {
  /** The estate's staff address: applications are announced there. */
  staffEmail: string;
}

/** Applications per client address and hour, every one counted (each sends an e-mail). */
export const PARTNER_APPLICATION_RATE_LIMIT: RateLimitRule = { name: 'partner-application-address', limit: 5, windowSeconds: 3600 };
/** Applications per e-mail address and hour, known or not: nobody fills someone's mailbox with confirmation links. */
export const PARTNER_APPLICATION_EMAIL_RATE_LIMIT: RateLimitRule = { name: 'partner-application-email', limit: 5, windowSeconds: 3600 };
/** How long the confirmation link works. */
export const PARTNER_APPLICATION_CONFIRM_HOURS = 24;

/** The confirmation link of an application (the registration page confirms it). */
export const partnerApplicationConfirmLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/partner/register?confirm=${encodeURIComponent(token)}`;

/**
 * The public "become a partner" form: referrers only. Nothing of the account exists yet: the
 * application waits (partner_applications) until the address is proven by the link sent to it
 * (single use, PARTNER_APPLICATION_CONFIRM_HOURS, only its SHA-256 kept); confirming creates the
 * company and its owner (confirm-partner-application.ts). A new application for an address still
 * waiting replaces it, and its earlier link stops working. An address that already has an account
 * gets the same answer and nothing is stored or sent, so the form tells nobody which addresses exist.
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
  await enforceRateLimit(deps, PARTNER_APPLICATION_EMAIL_RATE_LIMIT, email);
  // Hashed before the look-up: a known address takes as long as a new one.
  const passwordHash = await hashPassword(input.password);
  const [existing] = await deps.db.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.email, email));
  if (existing) return;
  const now = deps.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PARTNER_APPLICATION_CONFIRM_HOURS * 3_600_000);
  const waiting = {
    tokenHash: hashToken(token),
    email,
    name,
    passwordHash,
    locale: input.locale,
    company: company as Record<string, string | null>,
    message: input.message?.trim() || null,
    expiresAt,
    createdAt: now,
  };
  await lockingTransaction(deps.db, async (tx) => {
    // One waiting application per address (a unique index): a new one takes its place, atomically.
    await tx
      .insert(partnerApplications)
      .values(waiting)
      .onConflictDoUpdate({
        target: partnerApplications.email,
        targetWhere: sql`${partnerApplications.confirmedAt} IS NULL`,
        set: {
          tokenHash: waiting.tokenHash,
          name,
          passwordHash,
          locale: input.locale,
          company: waiting.company,
          message: waiting.message,
          expiresAt,
          createdAt: now,
        },
      });
    await tx.insert(notifications).values({
      kind: 'partner_application_confirm',
      recipient: email,
      locale: input.locale,
      payload: { name, company_name: company.companyName ?? name, link: partnerApplicationConfirmLink(deps.publicUrl, token), expires_at: expiresAt.toISOString() },
    });
  });
  deps.outbox?.kick();
}

/** What the sign-up form sends: with an invitation, an account on the inviting partner; without, a referrer's application. */
export interface RegisterPartnerInput {
  /** An invitation (staff's, for a company; or an owner's, for a colleague). Without it: a referrer's application. */
  inviteToken?: string | undefined;
  email: string;
  name: string;
  password: string;
  confirmPassword: string;
  /** Applications only (a referrer); invitations carry the type. */
  partnerType?: 'reseller' | 'referral' | undefined;
  company?: Partial<PartnerCompanyInput> | undefined;
  message?: string | undefined;
  locale: 'it' | 'en';
  /** The caller's address (applications are rate-limited per address). */
  address: string;
}

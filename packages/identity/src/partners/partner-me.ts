import { and, eq, ne, sql } from 'drizzle-orm';
import { notifications, partnerSessions, partnerUsers, partners, type PartnerUser } from '@tenuta/db';
import { DomainError, lockingTransaction, type Transaction } from '@tenuta/core';
import type { PartnerCompanyInput, PartnerView } from '@tenuta/contracts';
import type { IdentityDeps } from '../identity-deps.ts';
import { hashPassword } from '../passwords.ts';
import { assertNewPassword, companyFieldNames, partnerCompanyChanges } from './partner-account-rules.ts';
import { verifyPartnerCurrentPassword } from './partner-password-check.ts';
import type { PartnerPrincipal } from './partner-sessions.ts';
import { loadPartnerView } from './partner-view.ts';

export interface PartnerMeUpdate extends Partial<PartnerCompanyInput> {
  user_name?: string | undefined;
  locale?: 'it' | 'en' | undefined;
  current_password?: string | undefined;
  new_password?: string | undefined;
}

/** The signed-in user's partner, as sign-in answers it (status, type, terms for an owner). */
export const getPartnerMe = (deps: Pick<IdentityDeps, 'db' | 'clock'>, p: PartnerPrincipal): Promise<PartnerView> => loadPartnerView(deps.db, p.userId, deps.clock.now());

/**
 * The settings page: company data (owner only, 403 for a booker who sends any), the user's own
 * name and language (anyone; an owner's language is the company's too), and a password change
 * that needs the current password, ends the user's other sessions and is confirmed by e-mail.
 * A referrer's new VAT number is kept in the company data and asked of staff as a tax status
 * request: its withholding does not move until they confirm it.
 */
/**
 * Billing's side of a referrer's VAT number change: the change is a request staff confirm, as the
 * number decides the withholding on its payouts. Identity calls billing only through this port.
 */
export interface PartnerTaxPort {
  vatNumberChanged(tx: Transaction, change: { partnerId: number; userId: number; vatNumber: string | null; previousVatNumber: string | null; now: Date }): Promise<unknown>;
}

export async function updatePartnerMe(deps: IdentityDeps & { partnerTax: PartnerTaxPort }, p: PartnerPrincipal, input: PartnerMeUpdate): Promise<PartnerView> {
  const touchesCompany = companyFieldNames.some((k) => input[k] !== undefined);
  if (touchesCompany && p.role !== 'owner') throw new DomainError('forbidden', 'Only the account owner may change the company data', 'partner_role_forbidden');
  const [current] = await deps.db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(eq(partnerUsers.id, p.userId));
  if (!current) throw new DomainError('unauthorized', 'Sign in to continue', 'session_invalid');
  const company = touchesCompany ? partnerCompanyChanges(input, current.partner) : {};
  const userName = input.user_name?.trim();
  const passwordHash = await newPasswordHash(deps, current.user, input, userName);
  const now = deps.clock.now();
  await lockingTransaction(deps.db, async (tx) => {
    const companyChanges = { ...company, ...(input.locale && p.role === 'owner' ? { locale: input.locale } : {}) };
    if (Object.keys(companyChanges).length > 0)
      await tx
        .update(partners)
        .set({ ...companyChanges, updatedAt: now })
        .where(eq(partners.id, p.partnerId));
    // A referrer's VAT number decides its withholding only once staff confirm it: the change is a request.
    if (company.vatNumber !== undefined && current.partner.partnerType === 'referral')
      await deps.partnerTax.vatNumberChanged(tx, { partnerId: p.partnerId, userId: p.userId, vatNumber: company.vatNumber, previousVatNumber: current.partner.vatNumber, now });
    const userChanges = {
      ...(userName ? { name: userName } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
    };
    if (Object.keys(userChanges).length > 0)
      await tx
        .update(partnerUsers)
        .set({ ...userChanges, updatedAt: now })
        .where(eq(partnerUsers.id, p.userId));
    if (passwordHash) {
      // This session stays; every other one of the user ends.
      await tx
        .update(partnerSessions)
        .set({ endedAt: now, endReason: 'password_changed' })
        .where(and(eq(partnerSessions.userId, p.userId), ne(partnerSessions.id, p.sessionId), sql`${partnerSessions.endedAt} IS NULL`));
      await tx.insert(notifications).values({
        kind: 'partner_password_changed',
        recipient: current.user.email,
        locale: input.locale ?? current.user.locale,
        payload: { name: userName || current.user.name, changed_at: now.toISOString(), via: 'settings' },
      });
    }
  });
  if (passwordHash) deps.outbox?.kick();
  return loadPartnerView(deps.db, p.userId, now);
}

/**
 * A password change needs both passwords, the current one right; undefined when none is asked.
 * A wrong current password counts as a failed sign-in of the account (a stolen session cannot
 * guess it for long).
 */
async function newPasswordHash(deps: IdentityDeps, user: PartnerUser, input: PartnerMeUpdate, userName: string | undefined): Promise<string | undefined> {
  if (input.new_password === undefined && input.current_password === undefined) return undefined;
  if (input.new_password === undefined) throw new DomainError('validation_error', 'Enter the new password', 'new_password_required');
  if (input.current_password === undefined) throw new DomainError('validation_error', 'Enter your current password to change it', 'current_password_required');
  await verifyPartnerCurrentPassword(deps, user.id, input.current_password);
  assertNewPassword(input.new_password, undefined, { email: user.email, name: userName || user.name });
  return hashPassword(input.new_password);
}

import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { notifications, partnerApplications, type NewPartner, type PartnerApplication } from '@tenuta/db';
import { DomainError, hitRateLimit, lockingTransaction, type RateLimitRule } from '@tenuta/core';
import type { IdentityDeps } from '../identity-deps.ts';
import { verifyPassword } from '../passwords.ts';
import { hashToken } from '../tokens.ts';
import { createPartnerAccount } from './create-partner-account.ts';
import { emailTaken, isUniqueViolation, tokenProblem } from './partner-account-rules.ts';
import type { PartnerApplicationDeps } from './partner-application.ts';

/** The errors of the confirmation link the registration page translates: 404 unknown or replaced, 404 expired, 409 already used. */
export function applicationLinkError(problem: 'invalid' | 'expired' | 'used'): DomainError {
  if (problem === 'used') return new DomainError('conflict', 'This application has already been confirmed: sign in once the estate approves it', 'application_link_used');
  if (problem === 'expired') return new DomainError('not_found', 'This link has expired: send the application again', 'application_link_expired');
  return new DomainError('not_found', 'This link is not valid: send the application again', 'application_link_invalid');
}

/**
 * Password tries per confirmation link (the subject is the link's hash). The count lives in ONE
 * window for the link's whole life: it is counted as at the link's expiry instant (checkApplicant),
 * so no window boundary falls inside the link's life to reset it, and the daily sweep of old
 * windows keeps it until a day after the link is dead.
 */
export const PARTNER_APPLICATION_CONFIRM_TRIES = { name: 'partner-application-confirm', limit: 5, windowSeconds: 1 } satisfies RateLimitRule;

const wrongPassword = (triesLeft: number) =>
  new DomainError('validation_error', 'This is not the password chosen when applying', 'application_password_wrong', { tries_left: triesLeft });
const tooManyTries = () =>
  new DomainError('validation_error', 'Too many wrong passwords: this link no longer works. If you applied, send the application again', 'application_password_locked');

/**
 * Checks that whoever follows the link is who filled the form: the password chosen there, against
 * the hash stored with the application. Each try is counted BEFORE the check, atomically in
 * PostgreSQL, so a burst checks no more than tries sent one by one; a wrong password leaves the
 * link usable until the limit's last try, which deletes the application (a hotel that received a
 * squatter's link cannot be used to guess the squatter's password).
 */
async function checkApplicant(deps: PartnerApplicationDeps, hash: string, password: string, now: Date): Promise<void> {
  const [waiting] = await deps.db
    .select({ id: partnerApplications.id, passwordHash: partnerApplications.passwordHash, expiresAt: partnerApplications.expiresAt, confirmedAt: partnerApplications.confirmedAt })
    .from(partnerApplications)
    .where(eq(partnerApplications.tokenHash, hash));
  if (!waiting || waiting.confirmedAt || waiting.expiresAt <= now || !waiting.passwordHash) {
    throw applicationLinkError(tokenProblem(waiting ? { usedAt: waiting.confirmedAt, revokedAt: null, expiresAt: waiting.expiresAt } : undefined, now));
  }
  const rule = PARTNER_APPLICATION_CONFIRM_TRIES;
  const tries = await hitRateLimit({ db: deps.db, clock: { now: () => waiting.expiresAt } }, rule, hash);
  // Only this link's row: a newer application for the address keeps the id with a new token.
  const spend = () =>
    deps.db.delete(partnerApplications).where(and(eq(partnerApplications.id, waiting.id), eq(partnerApplications.tokenHash, hash), isNull(partnerApplications.confirmedAt)));
  if (!tries.allowed) {
    await spend();
    throw tooManyTries();
  }
  if (await verifyPassword(waiting.passwordHash, password)) return;
  if (tries.hits >= rule.limit) {
    await spend();
    throw tooManyTries();
  }
  throw wrongPassword(rule.limit - tries.hits);
}

type Spent = Pick<PartnerApplication, 'id' | 'email' | 'name' | 'locale' | 'company' | 'message'> & { passwordHash: string | null };

/**
 * The link of an application's e-mail, with the password chosen on the form (checkApplicant: 400
 * `application_password_wrong`, the link kept; the last allowed try spends it): proves both the
 * address and that the confirmer is the applicant, then creates the application as the form
 * described it: the company `inactive` (source `application`, the message kept) with its owner
 * (active, the password chosen on the form), the neutral first terms, the e-mails to the applicant
 * and to the staff. The link is spent in the same transaction (one UPDATE … WHERE confirmed_at IS
 * NULL: of two concurrent uses exactly one creates anything) and its password hash cleared. An
 * address that meanwhile got an account answers 409 `email_taken` (the applicant owns the
 * address) and the link stays unused.
 */
export async function confirmPartnerApplication(deps: PartnerApplicationDeps, input: { token: string; password: string }): Promise<{ partnerId: number }> {
  const hash = hashToken(input.token);
  const now = deps.clock.now();
  await checkApplicant(deps, hash, input.password, now);
  let created: { partnerId: number };
  try {
    created = await lockingTransaction(deps.db, async (tx) => {
      // The old row's values come back through the self-join: RETURNING alone would see the cleared hash.
      const spent = await tx.execute<{
        id: string;
        email: string;
        name: string;
        locale: 'it' | 'en';
        company: Record<string, string | null>;
        message: string | null;
        password_hash: string | null;
      }>(sql`
        UPDATE partner_applications a SET confirmed_at = ${now.toISOString()}::timestamptz, password_hash = NULL
          FROM partner_applications old
         WHERE a.id = old.id AND a.token_hash = ${hash} AND a.confirmed_at IS NULL AND a.expires_at > ${now.toISOString()}::timestamptz
        RETURNING a.id, a.email, a.name, a.locale, a.company, a.message, old.password_hash`);
      const row = spent.rows[0];
      if (!row?.password_hash) {
        const seen = await tx.execute<{ confirmed_at: Date | string | null; expires_at: Date | string }>(
          sql`SELECT confirmed_at, expires_at FROM partner_applications WHERE token_hash = ${hash}`,
        );
        const s = seen.rows[0];
        throw applicationLinkError(
          tokenProblem(s ? { usedAt: s.confirmed_at ? new Date(s.confirmed_at) : null, revokedAt: null, expiresAt: new Date(s.expires_at) } : undefined, now),
        );
      }
      const a: Spent = { id: Number(row.id), email: row.email, name: row.name, locale: row.locale, company: row.company, message: row.message, passwordHash: row.password_hash };
      const company = a.company as Partial<NewPartner>;
      const { partner } = await createPartnerAccount(tx, {
        now,
        partner: {
          partnerType: 'referral',
          status: 'inactive',
          statusReason: null,
          source: 'application',
          applicationMessage: a.message,
          email: a.email,
          locale: a.locale,
          ...company,
          companyName: company.companyName ?? a.name,
          contactName: company.contactName ?? a.name,
        },
        owner: { email: a.email, name: a.name, passwordHash: a.passwordHash!, locale: a.locale },
      });
      await tx.execute(sql`UPDATE partner_applications SET partner_id = ${partner.id} WHERE id = ${a.id}`);
      await tx.insert(notifications).values([
        { kind: 'partner_application_received', recipient: a.email, locale: a.locale, payload: { partner_id: partner.id, name: a.name, company_name: partner.companyName } },
        {
          kind: 'staff_partner_application',
          recipient: deps.staffEmail,
          locale: 'it',
          payload: { partner_id: partner.id, company_name: partner.companyName, name: a.name, email: a.email, phone: partner.phone, message: a.message },
        },
      ]);
      return { partnerId: partner.id };
    });
  } catch (error) {
    // The address got an account since (an invitation, another application): the link stays unused.
    if (isUniqueViolation(error, 'partner_users_email_unique')) throw emailTaken();
    throw error;
  }
  deps.outbox?.kick();
  return created;
}

/** Daily clean-up: applications whose link has expired (confirmed or not) are deleted with what they held. */
export async function purgeExpiredPartnerApplications(deps: Pick<IdentityDeps, 'db' | 'clock'>): Promise<number> {
  const rows = await deps.db.delete(partnerApplications).where(lt(partnerApplications.expiresAt, deps.clock.now())).returning({ id: partnerApplications.id });
  return rows.length;
}

import { sql } from 'drizzle-orm';
import type { StaffRole } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import type { StaffActor } from '@tenuta/core';
import type { Executor } from '@tenuta/core';

type Row = Record<string, unknown>;

/** The staff member asking: the role decides whether an account's address may be exported. */
export interface PrivacyActor extends StaffActor {
  role: StaffRole;
}

/** Which accounts an address belongs to: a staff member, a partner user, a partner company's contact. */
export interface AccountHolder {
  staff: boolean;
  partner: boolean;
}

export const isAccountHolder = (h: AccountHolder) => h.staff || h.partner;

/** The address's accounts, read in the export's transaction (any status: invited and deactivated too). */
export async function findAccountHolder(db: Executor, email: string): Promise<AccountHolder> {
  const { rows } = await db.execute<{ staff: boolean; partner: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM staff_accounts WHERE lower(email) = ${email}) AS staff,
           (EXISTS (SELECT 1 FROM partner_users WHERE lower(email) = ${email})
            OR EXISTS (SELECT 1 FROM partners WHERE lower(email) = ${email})) AS partner`);
  return { staff: Boolean(rows[0]?.staff), partner: Boolean(rows[0]?.partner) };
}

/**
 * A staff member's or a partner's address opens more than a guest's: who reads its export could
 * learn about the account of a colleague or a partner. Only the owner may export it.
 */
export function assertMayExportAccount(holder: AccountHolder, role: StaffRole): void {
  if (isAccountHolder(holder) && role !== 'owner') {
    throw new DomainError('forbidden', 'This address belongs to a staff or partner account: only the owner can export its data', 'privacy_account_owner_only');
  }
}

export interface AccountData {
  accounts: Row[];
  accountSessions: Row[];
  accountLinks: Row[];
}

const rows = async (db: Executor, q: ReturnType<typeof sql>): Promise<Row[]> => (await db.execute<Row>(q)).rows;

/**
 * What the owner's export adds for an account address: the accounts themselves (staff member,
 * partner user, the partner company whose contact address it is), their sessions and the
 * one-time links issued to it, as dates and states. Never a password, TOTP secret, token or
 * session hash (only whether a password or a second factor is set), and no payout bank details.
 */
export async function loadAccountData(db: Executor, email: string): Promise<AccountData> {
  const accounts = [
    ...(await rows(
      db,
      sql`SELECT 'staff' AS type, id, email, name, role, status, locale, password_hash IS NOT NULL AS password_set,
                 totp_enabled_at IS NOT NULL AS second_factor, totp_enabled_at, password_changed_at, deactivated_at, created_at, updated_at
            FROM staff_accounts WHERE lower(email) = ${email} ORDER BY id`,
    )),
    ...(await rows(
      db,
      sql`SELECT 'partner_user' AS type, u.id, u.partner_id, p.company_name, u.email, u.name, u.role, u.status, u.locale,
                 u.password_hash IS NOT NULL AS password_set, u.password_changed_at, u.created_at, u.updated_at
            FROM partner_users u JOIN partners p ON p.id = u.partner_id WHERE lower(u.email) = ${email} ORDER BY u.id`,
    )),
    ...(await rows(
      db,
      sql`SELECT 'partner' AS type, id, partner_type, status, company_name, contact_name, email, phone, pec, vat_number, fiscal_code,
                 address, city, postal_code, province, country, locale, created_at, updated_at
            FROM partners WHERE lower(email) = ${email} ORDER BY id`,
    )),
  ];
  const accountSessions = [
    ...(await rows(
      db,
      sql`SELECT 'staff' AS type, s.staff_id AS account_id, s.stage, s.created_at, s.last_seen_at, s.expires_at, s.ended_at, s.end_reason
            FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE lower(a.email) = ${email} ORDER BY s.id`,
    )),
    ...(await rows(
      db,
      sql`SELECT 'partner_user' AS type, s.user_id AS account_id, s.created_at, s.last_seen_at, s.expires_at, s.ended_at, s.end_reason
            FROM partner_sessions s JOIN partner_users u ON u.id = s.user_id WHERE lower(u.email) = ${email} ORDER BY s.id`,
    )),
  ];
  const accountLinks = [
    ...(await rows(
      db,
      sql`SELECT 'staff' AS type, t.staff_id AS account_id, t.purpose, t.created_at, t.expires_at, t.used_at, t.revoked_at
            FROM staff_tokens t JOIN staff_accounts a ON a.id = t.staff_id WHERE lower(a.email) = ${email} ORDER BY t.id`,
    )),
    ...(await rows(
      db,
      sql`SELECT 'partner' AS type, t.user_id AS account_id, t.partner_id, t.purpose, t.created_at, t.expires_at, t.used_at, t.revoked_at
            FROM partner_tokens t WHERE lower(t.email) = ${email}
               OR t.user_id IN (SELECT id FROM partner_users WHERE lower(email) = ${email}) ORDER BY t.id`,
    )),
  ];
  return { accounts, accountSessions, accountLinks };
}

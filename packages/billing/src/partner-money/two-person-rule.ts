import { sql, type SQL } from 'drizzle-orm';

/**
 * Money leaving the estate needs two people: whoever gathered a payout ("gather now"), last changed
 * its amounts, or confirmed the tax status its withholding comes from cannot also approve it. An
 * owner may approve anything, so an estate with one owner and one accountant still works. Pure.
 */
export interface PayoutPeople {
  /** Null: the monthly job gathered it. */
  preparedBy: number | null;
  changedBy: number | null;
  /** Null: confirmed by a data migration or the demo seed. */
  taxConfirmedBy: number | null;
}

export type SecondPersonConflict = 'prepared' | 'changed' | 'tax_status';

/** Why `approver` may not approve this payout (null: they may). */
export function secondPersonConflict(p: PayoutPeople, approver: { id: number; role: string }): SecondPersonConflict | null {
  if (approver.role === 'owner') return null;
  if (p.preparedBy === approver.id) return 'prepared';
  if (p.changedBy === approver.id) return 'changed';
  if (p.taxConfirmedBy === approver.id) return 'tax_status';
  return null;
}

/**
 * The same rule in SQL over a `partner_payouts` row aliased `po`: approved by someone, and that
 * approver is an owner or none of the three. The SEPA export takes only such payouts.
 */
export const approvedBySecondPersonSql = (po: SQL = sql`po`): SQL => sql`(${po}.approved_by IS NOT NULL AND (
  EXISTS (SELECT 1 FROM staff_accounts s WHERE s.id = ${po}.approved_by AND s.role = 'owner')
  OR (${po}.approved_by IS DISTINCT FROM ${po}.prepared_by AND ${po}.approved_by IS DISTINCT FROM ${po}.changed_by AND ${po}.approved_by IS DISTINCT FROM ${po}.tax_confirmed_by)))`;

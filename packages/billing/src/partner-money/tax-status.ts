import { and, eq, sql } from 'drizzle-orm';
import { partnerTaxRequests, partners, type PartnerTaxRequest } from '@tenuta/db';
import { lockPartner } from '@tenuta/core';
import { pgTimestamp, type Executor, type Transaction } from '@tenuta/core';

/**
 * A referrer's tax status (private person or business, VAT number) changes its withholding only
 * once staff confirm it. What the partner types is a request: the confirmed status stays as it is,
 * and a profile never confirmed holds the payouts, until staff confirm or refuse.
 */

export type PersonType = 'private' | 'company';

/** A request as the partner and staff read it. */
export interface TaxRequestView {
  id: number;
  partnerId: number;
  companyName: string;
  personType: PersonType;
  vatNumber: string | null;
  status: PartnerTaxRequest['status'];
  requestedAt: Date;
  /** "Name <e-mail>" of the partner user who asked; null for a request the data migration wrote. */
  requestedBy: string | null;
  decidedAt: Date | null;
  /** The staff member's e-mail. */
  decidedBy: string | null;
  reason: string | null;
}

const toView = (x: Record<string, unknown>): TaxRequestView => ({
  id: Number(x.id),
  partnerId: Number(x.partner_id),
  companyName: String(x.company_name),
  personType: x.person_type === 'company' ? 'company' : 'private',
  vatNumber: (x.vat_number as string | null) ?? null,
  status: x.status as PartnerTaxRequest['status'],
  requestedAt: pgTimestamp(x.requested_at),
  requestedBy: x.requested_by_email ? `${String(x.requested_by_name)} <${String(x.requested_by_email)}>` : null,
  decidedAt: x.decided_at ? pgTimestamp(x.decided_at) : null,
  decidedBy: (x.decided_by_email as string | null) ?? null,
  reason: (x.reason as string | null) ?? null,
});

async function findTaxRequests(db: Executor, where: ReturnType<typeof sql>, limit: number): Promise<TaxRequestView[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT q.*, p.company_name, u.name AS requested_by_name, u.email AS requested_by_email, s.email AS decided_by_email
      FROM partner_tax_requests q
      JOIN partners p ON p.id = q.partner_id
      LEFT JOIN partner_users u ON u.id = q.requested_by
      LEFT JOIN staff_accounts s ON s.id = q.decided_by
     WHERE ${where}
     ORDER BY q.requested_at DESC, q.id DESC
     LIMIT ${limit}`);
  return r.rows.map(toView);
}

/** The pending requests, oldest first (staff's payouts page), or one partner's requests, newest first. */
export async function listTaxRequests(db: Executor, filter: { partnerId?: number; status?: PartnerTaxRequest['status'] } = {}): Promise<TaxRequestView[]> {
  const conditions = [sql`q.status <> 'superseded'`];
  if (filter.partnerId) conditions.push(sql`q.partner_id = ${filter.partnerId}`);
  if (filter.status) conditions.push(sql`q.status = ${filter.status}`);
  const rows = await findTaxRequests(db, sql.join(conditions, sql` AND `), 200);
  return filter.status === 'pending' ? rows.reverse() : rows;
}

/** The partner's latest request that was not superseded (pending, or the last decision), if any. */
export async function latestTaxRequest(db: Executor, partnerId: number): Promise<TaxRequestView | null> {
  const [row] = await findTaxRequests(db, sql`q.partner_id = ${partnerId} AND q.status <> 'superseded'`, 1);
  return row ?? null;
}

export const findTaxRequest = async (db: Executor, id: number): Promise<TaxRequestView | undefined> => (await findTaxRequests(db, sql`q.id = ${id}`, 1))[0];

/**
 * A referrer's owner changed the VAT number in the company data (PUT /me), inside that change's
 * transaction: the pending request, if any, is superseded; unless the new number is the one staff
 * confirmed, a new pending request asks for it (a business with it, a private person without).
 * The confirmed status, hence the withholding, does not move. Resellers: nothing (no payouts).
 */
export async function requestTaxStatusChange(
  tx: Transaction,
  o: { partnerId: number; userId: number; vatNumber: string | null; previousVatNumber: string | null; now: Date },
): Promise<TaxRequestView | null> {
  if ((o.vatNumber ?? null) === (o.previousVatNumber ?? null)) return null;
  // The payout run and the staff decisions take the partner's lock first: one order everywhere.
  const partner = await lockPartner(tx, o.partnerId);
  if (partner?.partnerType !== 'referral') return null;
  await tx
    .update(partnerTaxRequests)
    .set({ status: 'superseded', decidedAt: o.now })
    .where(and(eq(partnerTaxRequests.partnerId, o.partnerId), eq(partnerTaxRequests.status, 'pending')));
  const confirmed = await tx.execute<{ vat_number: string | null; tax_confirmed_at: unknown }>(
    sql`SELECT vat_number, tax_confirmed_at FROM partner_payout_profiles WHERE partner_id = ${o.partnerId}`,
  );
  const c = confirmed.rows[0];
  if (c?.tax_confirmed_at && (c.vat_number ?? null) === (o.vatNumber ?? null)) return null;
  const [row] = await tx
    .insert(partnerTaxRequests)
    .values({ partnerId: o.partnerId, personType: o.vatNumber ? 'company' : 'private', vatNumber: o.vatNumber, requestedBy: o.userId, requestedAt: o.now })
    .returning({ id: partnerTaxRequests.id });
  return (await findTaxRequest(tx, row!.id)) ?? null;
}

/** The company data's VAT number (what the partner typed), for staff to compare with the confirmed one. */
export async function companyVatNumber(db: Executor, partnerId: number): Promise<string | null> {
  const [p] = await db.select({ vatNumber: partners.vatNumber }).from(partners).where(eq(partners.id, partnerId));
  return p?.vatNumber ?? null;
}

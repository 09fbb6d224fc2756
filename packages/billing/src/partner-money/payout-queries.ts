import { sql } from 'drizzle-orm';
import { pgTimestamp, type Executor } from '@tenuta/core';
import type { RemittanceInput, RemittanceRow } from './remittance-pdf.ts';
import type { Locale } from '@tenuta/booking';
import { approvedBySecondPersonSql } from './two-person-rule.ts';
import { withholdingCents } from './withholding.ts';

/** A payout as the staff and partner lists read it. Amounts in cents. */
export interface PayoutRecord {
  id: number;
  partnerId: number;
  companyName: string;
  period: string;
  status: 'draft' | 'approved' | 'exported' | 'paid' | 'cancelled';
  grossCents: number;
  withholdingCents: number;
  netCents: number;
  accountHolder: string | null;
  iban: string | null;
  /** The partner's profile no longer has the IBAN captured in the payout. */
  ibanChangedSince: boolean;
  personType: 'private' | 'company';
  withholdingBps: number;
  entries: number;
  /** Who gathered it (null: the monthly job), last changed it, confirmed the tax status behind it, approved it: e-mails. */
  preparedBy: StaffRef | null;
  changedBy: StaffRef | null;
  taxConfirmedBy: StaffRef | null;
  approvedBy: StaffRef | null;
  /** Approved by a second person or an owner: the SEPA export takes it. */
  approvalCounts: boolean;
  approvedAt: Date | null;
  exportedAt: Date | null;
  sepaMessageId: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

export interface StaffRef {
  id: number;
  email: string;
}

const staffRef = (id: unknown, email: unknown): StaffRef | null => (id === null || id === undefined ? null : { id: Number(id), email: String(email ?? '') });

export interface PayoutFilter {
  id?: number | undefined;
  status?: PayoutRecord['status'] | undefined;
  period?: string | undefined;
  partnerId?: number | undefined;
  /** Periods from..to inclusive (YYYY-MM). */
  fromPeriod?: string | undefined;
  toPeriod?: string | undefined;
}

const toRecord = (x: Record<string, unknown>): PayoutRecord => ({
  id: Number(x.id),
  partnerId: Number(x.partner_id),
  companyName: String(x.company_name),
  period: String(x.period),
  status: x.status as PayoutRecord['status'],
  grossCents: Number(x.gross_cents),
  withholdingCents: Number(x.withholding_cents),
  netCents: Number(x.net_cents),
  accountHolder: (x.account_holder as string | null) ?? null,
  iban: (x.iban as string | null) ?? null,
  ibanChangedSince: Boolean(x.iban_changed_since),
  personType: x.person_type === 'private' ? 'private' : 'company',
  withholdingBps: Number(x.withholding_bps ?? 1150),
  entries: Number(x.entries),
  preparedBy: staffRef(x.prepared_by, x.prepared_by_email),
  changedBy: staffRef(x.changed_by, x.changed_by_email),
  taxConfirmedBy: staffRef(x.tax_confirmed_by, x.tax_confirmed_by_email),
  approvedBy: staffRef(x.approved_by, x.approved_by_email),
  approvalCounts: Boolean(x.approval_counts),
  approvedAt: x.approved_at ? pgTimestamp(x.approved_at) : null,
  exportedAt: x.exported_at ? pgTimestamp(x.exported_at) : null,
  sepaMessageId: (x.sepa_message_id as string | null) ?? null,
  paidAt: x.paid_at ? pgTimestamp(x.paid_at) : null,
  createdAt: pgTimestamp(x.created_at),
});

/** Payouts by the filter, newest period first. */
export async function findPayouts(db: Executor, f: PayoutFilter, limit = 500): Promise<PayoutRecord[]> {
  const conditions = [sql`TRUE`];
  if (f.id) conditions.push(sql`po.id = ${f.id}`);
  if (f.status) conditions.push(sql`po.status = ${f.status}`);
  if (f.period) conditions.push(sql`po.period = ${f.period}`);
  if (f.partnerId) conditions.push(sql`po.partner_id = ${f.partnerId}`);
  if (f.fromPeriod) conditions.push(sql`po.period >= ${f.fromPeriod}`);
  if (f.toPeriod) conditions.push(sql`po.period <= ${f.toPeriod}`);
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT po.*, p.company_name,
           coalesce(pp.person_type, 'private') AS person_type, coalesce(pp.withholding_bps, 1150) AS withholding_bps,
           (pp.iban IS DISTINCT FROM po.iban) AS iban_changed_since,
           (SELECT count(*) FROM commission_events ev WHERE ev.payout_id = po.id AND ev.event = 'in_payout') AS entries,
           sp.email AS prepared_by_email, sc.email AS changed_by_email, st.email AS tax_confirmed_by_email, sa.email AS approved_by_email,
           ${approvedBySecondPersonSql()} AS approval_counts
      FROM partner_payouts po
      JOIN partners p ON p.id = po.partner_id
      LEFT JOIN partner_payout_profiles pp ON pp.partner_id = po.partner_id
      LEFT JOIN staff_accounts sp ON sp.id = po.prepared_by
      LEFT JOIN staff_accounts sc ON sc.id = po.changed_by
      LEFT JOIN staff_accounts st ON st.id = po.tax_confirmed_by
      LEFT JOIN staff_accounts sa ON sa.id = po.approved_by
     WHERE ${sql.join(conditions, sql` AND `)}
     ORDER BY po.period DESC, po.id DESC
     LIMIT ${limit}`);
  return r.rows.map(toRecord);
}

/** The commission rows a payout carries, by experience date. */
export async function payoutRows(db: Executor, payoutId: number): Promise<(RemittanceRow & { entryId: number })[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT ce.id, ce.kind, ce.earned_at, ce.base_cents, ce.rate_bps, ce.amount_cents, b.booking_number
      FROM commission_events ev
      JOIN commission_entries ce ON ce.id = ev.entry_id
      JOIN bookings b ON b.id = ce.booking_id
     WHERE ev.payout_id = ${payoutId} AND ev.event = 'in_payout'
     ORDER BY ce.earned_at, ce.id`);
  return r.rows.map((x) => ({
    entryId: Number(x.id),
    bookingNumber: String(x.booking_number),
    kind: x.kind === 'reversal' ? 'reversal' : 'commission',
    earnedAt: pgTimestamp(x.earned_at),
    baseCents: Number(x.base_cents),
    rateBps: Number(x.rate_bps),
    amountCents: Number(x.amount_cents),
  }));
}

/** Everything the remittance PDF of a payout says (undefined: no such payout, or another partner's when `partnerId` is given). */
export async function loadRemittanceInput(
  db: Executor,
  payoutId: number,
  locale: Locale,
  partnerId?: number,
): Promise<(RemittanceInput & { status: PayoutRecord['status']; partnerId: number }) | undefined> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT po.*, p.company_name, CASE WHEN pp.tax_confirmed_at IS NOT NULL THEN pp.vat_number ELSE p.vat_number END AS vat_number, p.fiscal_code, p.address, p.postal_code, p.city, p.province,
           coalesce(pp.withholding_bps, 1150) AS withholding_bps
      FROM partner_payouts po
      JOIN partners p ON p.id = po.partner_id
      LEFT JOIN partner_payout_profiles pp ON pp.partner_id = po.partner_id
     WHERE po.id = ${payoutId} ${partnerId === undefined ? sql`` : sql`AND po.partner_id = ${partnerId}`}`);
  const x = r.rows[0];
  if (!x) return undefined;
  const gross = Number(x.gross_cents);
  const withheld = Number(x.withholding_cents);
  const place = [x.postal_code, x.city, x.province ? `(${String(x.province)})` : null].filter(Boolean).join(' ');
  const address = [x.address, place].filter(Boolean).join(', ') || null;
  return {
    locale,
    status: x.status as PayoutRecord['status'],
    partnerId: Number(x.partner_id),
    payoutId,
    period: String(x.period),
    paidAt: x.paid_at ? pgTimestamp(x.paid_at) : null,
    partner: { companyName: String(x.company_name), address, vatNumber: (x.vat_number as string | null) ?? null, fiscalCode: (x.fiscal_code as string | null) ?? null },
    accountHolder: (x.account_holder as string | null) ?? null,
    iban: (x.iban as string | null) ?? null,
    grossCents: gross,
    withholdingCents: withheld,
    netCents: Number(x.net_cents),
    // The payout stores amounts, not the rate: the profile's rate is printed only when it gives this withholding.
    withholdingBps: withheld > 0 && withholdingCents(gross, Number(x.withholding_bps)) === withheld ? Number(x.withholding_bps) : null,
    rows: await payoutRows(db, payoutId),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { StaffAuditEntry } from '@tenuta/db';
import { pgTimestamp, type Executor } from '@tenuta/core';

/**
 * What an audit row points at, as people call it: a booking by its number and guest, a slot by
 * its time and experience, a partner by its name. The audit page writes its sentences with these
 * (docs/domain/staff-audit.md); a record deleted or erased since leaves the fields null.
 */
export interface AuditSubject {
  /** A booking or invoice number, a coupon code, a voucher's last characters, a partner's, person's or author's name. */
  label: string | null;
  /** A second name: the guest of a booking, the partner of a payout, an e-mail, a message's subject. */
  detail: string | null;
  /** A slot's or a booking's start. */
  startsAt: Date | null;
  /** The experience of a slot, a booking or a review; an experience's own title. */
  title: { it: string; en: string } | null;
  /** The partner it belongs to (a link to the partner's page). */
  partnerId: number | null;
  /** The booking it concerns (a commission's). */
  bookingId: number | null;
}

const key = (type: string, id: string) => `${type}:${id}`;
// bigint literals: an id past an int column's range compares false instead of failing.
const inList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
const text = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
const num = (v: unknown): number | null => (v == null ? null : Number(v));

/** One query per kind of record: its id (as text, as the log stores it) and the subject's columns. */
const LOOKUPS: Record<string, (ids: number[]) => SQL> = {
  booking: (ids) => sql`
    SELECT b.id, b.booking_number AS label, b.customer_name AS detail, s.starts_at, e.title_it, e.title_en, b.partner_id, b.id AS booking_id
      FROM bookings b JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
     WHERE b.id IN (${inList(ids)})`,
  slot: (ids) => sql`
    SELECT s.id, NULL AS label, NULL AS detail, s.starts_at, e.title_it, e.title_en, NULL AS partner_id, NULL AS booking_id
      FROM slots s LEFT JOIN experiences e ON e.id = s.experience_id WHERE s.id IN (${inList(ids)})`,
  experience: (ids) => sql`
    SELECT id, NULL AS label, NULL AS detail, NULL AS starts_at, title_it, title_en, NULL AS partner_id, NULL AS booking_id FROM experiences WHERE id IN (${inList(ids)})`,
  coupon: (ids) => sql`
    SELECT id, code AS label, NULL AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, NULL AS partner_id, NULL AS booking_id FROM coupons WHERE id IN (${inList(ids)})`,
  gift_voucher: (ids) => sql`
    SELECT id, code_last4 AS label, recipient_name AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, NULL AS partner_id, NULL AS booking_id
      FROM gift_vouchers WHERE id IN (${inList(ids)})`,
  review: (ids) => sql`
    SELECT r.id, r.author_name AS label, NULL AS detail, NULL AS starts_at, e.title_it, e.title_en, NULL AS partner_id, NULL AS booking_id
      FROM reviews r LEFT JOIN experiences e ON e.id = r.experience_id WHERE r.id IN (${inList(ids)})`,
  message: (ids) => sql`
    SELECT id, name AS label, subject AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, NULL AS partner_id, NULL AS booking_id
      FROM contact_messages WHERE id IN (${inList(ids)})`,
  staff: (ids) => sql`
    SELECT id, name AS label, email AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, NULL AS partner_id, NULL AS booking_id
      FROM staff_accounts WHERE id IN (${inList(ids)})`,
  partner: (ids) => sql`
    SELECT id, company_name AS label, NULL AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, id AS partner_id, NULL AS booking_id
      FROM partners WHERE id IN (${inList(ids)})`,
  partner_invite: (ids) => sql`
    SELECT id, company_name AS label, email AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, partner_id, NULL AS booking_id
      FROM partner_tokens WHERE id IN (${inList(ids)})`,
  partner_user: (ids) => sql`
    SELECT u.id, u.name AS label, p.company_name AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, u.partner_id, NULL AS booking_id
      FROM partner_users u JOIN partners p ON p.id = u.partner_id WHERE u.id IN (${inList(ids)})`,
  partner_code_request: (ids) => sql`
    SELECT r.id, r.requested_code AS label, p.company_name AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, r.partner_id, NULL AS booking_id
      FROM partner_code_requests r JOIN partners p ON p.id = r.partner_id WHERE r.id IN (${inList(ids)})`,
  invoice: (ids) => sql`
    SELECT i.id, CASE WHEN i.number IS NULL THEN NULL ELSE i.year || '/' || lpad(i.number::text, 4, '0') END AS label,
           coalesce(p.company_name, i.buyer->>'name') AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, i.partner_id, NULL AS booking_id
      FROM invoices i LEFT JOIN partners p ON p.id = i.partner_id WHERE i.id IN (${inList(ids)})`,
  commission: (ids) => sql`
    SELECT c.id, b.booking_number AS label, p.company_name AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, c.partner_id, c.booking_id
      FROM commission_entries c JOIN partners p ON p.id = c.partner_id JOIN bookings b ON b.id = c.booking_id WHERE c.id IN (${inList(ids)})`,
  payout: (ids) => sql`
    SELECT o.id, p.company_name AS label, o.period AS detail, NULL AS starts_at, NULL AS title_it, NULL AS title_en, o.partner_id, NULL AS booking_id
      FROM partner_payouts o JOIN partners p ON p.id = o.partner_id WHERE o.id IN (${inList(ids)})`,
};

/** The records a row points at besides its target: a commission's booking, a payout's or code request's partner. */
function extraRefs(e: StaffAuditEntry): [string, number][] {
  const refs: [string, number][] = [];
  const after = e.after ?? {};
  if (typeof after.partner_id === 'number') refs.push(['partner', after.partner_id]);
  if (typeof after.booking_id === 'number') refs.push(['booking', after.booking_id]);
  return refs;
}

/** A target id that is a record's id (not an export's label such as a date or a period). */
const asId = (v: string | null): number | null => (v !== null && /^\d{1,15}$/.test(v) ? Number(v) : null);

/**
 * The subjects of a page of audit rows (targets and the records their payload names), keyed
 * `type:id`, and the names of the staff who acted, in one query per kind of record.
 */
export async function describeAuditEntries(db: Executor, entries: StaffAuditEntry[]): Promise<{ subjects: Map<string, AuditSubject>; actorNames: Map<number, string> }> {
  const wanted = new Map<string, Set<number>>();
  const want = (type: string, id: number | null) => {
    if (id === null || !LOOKUPS[type]) return;
    const set = wanted.get(type) ?? new Set<number>();
    set.add(id);
    wanted.set(type, set);
  };
  for (const e of entries) {
    want(e.targetType, asId(e.targetId));
    for (const [type, id] of extraRefs(e)) want(type, id);
  }
  const staffIds = [...new Set(entries.map((e) => e.staffId).filter((id): id is number => id !== null))];
  const subjects = new Map<string, AuditSubject>();
  const [, actors] = await Promise.all([
    Promise.all(
      [...wanted].map(async ([type, ids]) => {
        const r = await db.execute<Record<string, unknown>>(LOOKUPS[type]!([...ids]));
        for (const x of r.rows)
          subjects.set(key(type, String(x.id)), {
            label: text(x.label),
            detail: text(x.detail),
            startsAt: x.starts_at == null ? null : pgTimestamp(x.starts_at),
            title: x.title_it && x.title_en ? { it: String(x.title_it), en: String(x.title_en) } : null,
            partnerId: num(x.partner_id),
            bookingId: num(x.booking_id),
          });
      }),
    ),
    staffIds.length > 0 ? db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM staff_accounts WHERE id IN (${inList(staffIds)})`) : undefined,
  ]);
  const actorNames = new Map<number, string>((actors?.rows ?? []).map((a) => [Number(a.id), String(a.name)]));
  return { subjects, actorNames };
}

export const auditSubjectKey = key;

import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { bookings, giftVoucherEntries, giftVouchers, type GiftVoucher, type GiftVoucherStatus, notifications, staffAccounts } from '@tenuta/db';
import type { StaffVoucherDetail, StaffVoucherEntry, StaffVoucherRow, StaffVouchersRedeemed } from '@tenuta/contracts';
import { addDays, type Executor, notFound, pgTimestamp, romeDate, romeDayStart } from '@tenuta/core';
import { codeWasSent } from './unsent-code.ts';
import { normalizeVoucherCode, voucherCodeHash } from './voucher-code.ts';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';

export interface StaffVoucherFilter {
  q?: string | undefined;
  status?: GiftVoucherStatus | undefined;
}

/**
 * The code's last four as staff type them, read like a whole code (case, dashes, look-alikes):
 * four characters are padded with a valid prefix and normalised the way a full code is.
 */
function codeEndOf(q: string): string | null {
  const compact = q.replace(/[\s\-_.]/g, '');
  if (compact.length !== 4) return null;
  return normalizeVoucherCode(`333333333333${compact}`)?.slice(-4) ?? null;
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An active voucher past its last instant reads as expired, before the expiry job has run. */
const effectiveStatus = (now: Date) =>
  sql<GiftVoucherStatus>`CASE WHEN ${giftVouchers.status} = 'active' AND ${giftVouchers.expiresAt} < ${now} THEN 'expired' ELSE ${giftVouchers.status} END`;

/** Search by the code's end (or the whole code), by buyer or recipient (name or e-mail), by status as read now. */
export function voucherFilterSql(f: StaffVoucherFilter, now: Date): SQL | undefined {
  const parts: SQL[] = [];
  const q = f.q?.trim() ?? '';
  if (q) {
    const any: SQL[] = [];
    const full = normalizeVoucherCode(q);
    if (full) any.push(eq(giftVouchers.codeHash, voucherCodeHash(full)));
    const end = codeEndOf(q);
    if (end) any.push(eq(giftVouchers.codeLast4, end));
    const like = likeOf(q);
    any.push(
      sql`(${giftVouchers.buyerName} ILIKE ${like} OR ${giftVouchers.buyerEmail} ILIKE ${like} OR ${giftVouchers.recipientName} ILIKE ${like} OR ${giftVouchers.recipientEmail} ILIKE ${like})`,
    );
    parts.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  if (f.status) parts.push(sql`${effectiveStatus(now)} = ${f.status}`);
  return parts.length ? and(...parts) : undefined;
}

// Spelled out: Drizzle leaves a column unqualified in a one-table select, and "id" would be the entry's.
const balanceSql = sql<number>`coalesce((SELECT sum(e.amount_cents) FROM gift_voucher_entries e WHERE e.voucher_id = gift_vouchers.id), 0)`.mapWith(Number);
const issuedAtSql = sql<Date | null>`(SELECT min(e.created_at) FROM gift_voucher_entries e WHERE e.voucher_id = gift_vouchers.id AND e.kind = 'issue')`.mapWith((v) =>
  v == null ? null : pgTimestamp(v),
);

export interface VoucherListItem {
  voucher: GiftVoucher;
  balanceCents: number;
  issuedAt: Date | null;
}

/** The vouchers of a filter, newest first, each with its balance read from the ledger. */
export async function findStaffVouchers(db: Executor, f: StaffVoucherFilter, now: Date, page?: { limit: number; offset: number }): Promise<VoucherListItem[]> {
  const query = db
    .select({ voucher: giftVouchers, balanceCents: balanceSql, issuedAt: issuedAtSql })
    .from(giftVouchers)
    .where(voucherFilterSql(f, now))
    .orderBy(desc(giftVouchers.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export function toStaffVoucherRow(item: VoucherListItem, now: Date): StaffVoucherRow {
  const v = item.voucher;
  const expired = v.status === 'active' && v.expiresAt.getTime() < now.getTime();
  return {
    id: v.id,
    code_last4: codeWasSent(v.codeHash) ? v.codeLast4 : null,
    status: expired ? 'expired' : v.status,
    origin: v.origin,
    amount_cents: v.amountCents,
    balance_cents: item.balanceCents,
    buyer_name: v.buyerName,
    buyer_email: v.buyerEmail,
    recipient_name: v.recipientName,
    recipient_email: v.recipientEmail,
    issued_at: item.issuedAt?.toISOString() ?? null,
    expires_at: v.expiresAt.toISOString(),
    expires_on: romeDate(v.expiresAt),
  };
}

/** GET /api/staff/vouchers: a page of the search, with the number of matches. */
export async function listStaffVouchers(
  deps: Pick<StaffVoucherDeps, 'db' | 'clock'>,
  f: StaffVoucherFilter & { page: number; pageSize: number },
): Promise<{ vouchers: StaffVoucherRow[]; total: number }> {
  const now = deps.clock.now();
  const [items, [total]] = await Promise.all([
    findStaffVouchers(deps.db, f, now, { limit: f.pageSize, offset: (f.page - 1) * f.pageSize }),
    deps.db.select({ n: count() }).from(giftVouchers).where(voucherFilterSql(f, now)),
  ]);
  return { vouchers: items.map((i) => toStaffVoucherRow(i, now)), total: total?.n ?? 0 };
}

type BookingRef = { id: number; booking_number: string };

/** The bookings of ledger entries: the entry's own, or those its checkout made. */
async function bookingsOfEntries(db: Executor, entries: { bookingId: number | null; checkoutSessionId: string | null }[]): Promise<(e: (typeof entries)[number]) => BookingRef[]> {
  const ids = [...new Set(entries.map((e) => e.bookingId).filter((x): x is number => x !== null))];
  const sessions = [...new Set(entries.filter((e) => e.bookingId === null && e.checkoutSessionId).map((e) => e.checkoutSessionId!))];
  const byId = new Map<number, BookingRef>();
  const bySession = new Map<string, BookingRef[]>();
  if (ids.length) for (const b of await db.select({ id: bookings.id, booking_number: bookings.bookingNumber }).from(bookings).where(inArray(bookings.id, ids))) byId.set(b.id, b);
  if (sessions.length) {
    const rows = await db
      .select({ id: bookings.id, booking_number: bookings.bookingNumber, session: bookings.checkoutSessionId })
      .from(bookings)
      .where(and(inArray(bookings.checkoutSessionId, sessions), isNotNull(bookings.checkoutSessionId)))
      .orderBy(asc(bookings.id));
    for (const r of rows) bySession.set(r.session!, [...(bySession.get(r.session!) ?? []), { id: r.id, booking_number: r.booking_number }]);
  }
  return (e) => {
    if (e.bookingId !== null) {
      const b = byId.get(e.bookingId);
      return b ? [b] : [];
    }
    return e.checkoutSessionId ? (bySession.get(e.checkoutSessionId) ?? []) : [];
  };
}

/** A voucher's ledger, oldest first, each row with the balance after it. */
export async function voucherLedger(db: Executor, voucherId: number): Promise<StaffVoucherEntry[]> {
  const rows = await db
    .select({ entry: giftVoucherEntries, staffName: staffAccounts.name })
    .from(giftVoucherEntries)
    .leftJoin(staffAccounts, eq(staffAccounts.id, giftVoucherEntries.staffId))
    .where(eq(giftVoucherEntries.voucherId, voucherId))
    .orderBy(asc(giftVoucherEntries.id));
  const refs = await bookingsOfEntries(
    db,
    rows.map((r) => r.entry),
  );
  let balance = 0;
  return rows.map(({ entry: e, staffName }) => {
    balance += e.amountCents;
    return {
      id: e.id,
      kind: e.kind,
      amount_cents: e.amountCents,
      balance_after_cents: balance,
      created_at: e.createdAt.toISOString(),
      bookings: refs(e),
      staff_name: staffName,
      reason: e.reason,
    };
  });
}

/** What staff may do to a voucher now, the role aside (the use cases check the same again under the lock). */
export function voucherActions(v: GiftVoucher, balanceCents: number, now: Date): StaffVoucherDetail['can'] {
  const active = v.status === 'active';
  const current = active && v.expiresAt.getTime() >= now.getTime();
  return { extend: active, void: active || (v.status === 'voided' && balanceCents > 0), adjust: active, resend: current && codeWasSent(v.codeHash) };
}

/** GET /api/staff/vouchers/:id: the voucher, its ledger, its e-mails (never their content: the code is in it). */
export async function getStaffVoucher(deps: Pick<StaffVoucherDeps, 'db' | 'clock'>, id: number): Promise<StaffVoucherDetail> {
  const now = deps.clock.now();
  const [item] = await deps.db
    .select({ voucher: giftVouchers, balanceCents: balanceSql, issuedAt: issuedAtSql, issuedBy: staffAccounts.name })
    .from(giftVouchers)
    .leftJoin(staffAccounts, eq(staffAccounts.id, giftVouchers.staffId))
    .where(eq(giftVouchers.id, id));
  if (!item) throw notFound('Voucher');
  const v = item.voucher;
  const [entries, emails] = await Promise.all([
    voucherLedger(deps.db, id),
    deps.db
      .select()
      .from(notifications)
      .where(and(sql`${notifications.kind} LIKE 'gift\\_voucher\\_%'`, sql`${notifications.payload}->>'gift_voucher_id' = ${String(id)}`))
      .orderBy(asc(notifications.id)),
  ]);
  return {
    ...toStaffVoucherRow(item, now),
    locale: v.locale,
    message: v.message,
    experience_category: v.experienceCategory,
    people: v.people,
    deliver_to: v.deliverTo,
    deliver_on: v.deliverOn,
    delivered_at: v.deliveredAt?.toISOString() ?? null,
    paid_at: v.paidAt?.toISOString() ?? null,
    voided_at: v.voidedAt?.toISOString() ?? null,
    reason: v.reason,
    issued_by: v.origin === 'complimentary' ? item.issuedBy : null,
    entries,
    emails: emails.map((n) => ({
      id: n.id,
      kind: n.kind,
      recipient: n.recipient,
      status: n.status,
      created_at: n.createdAt.toISOString(),
      sent_at: n.sentAt?.toISOString() ?? null,
      last_error: n.lastError,
    })),
    can: voucherActions(v, item.balanceCents, now),
  };
}

/**
 * The voucher redemptions written on a Rome day, oldest first, with the bookings they paid: the
 * Today page's "vouchers redeemed today" (booking's Today knows nothing of vouchers).
 */
export async function vouchersRedeemedOn(db: Executor, date: string): Promise<StaffVouchersRedeemed> {
  const rows = await db
    .select({ entry: giftVoucherEntries, codeHash: giftVouchers.codeHash, codeLast4: giftVouchers.codeLast4 })
    .from(giftVoucherEntries)
    .innerJoin(giftVouchers, eq(giftVouchers.id, giftVoucherEntries.voucherId))
    .where(and(eq(giftVoucherEntries.kind, 'redeem'), gte(giftVoucherEntries.createdAt, romeDayStart(date)), lt(giftVoucherEntries.createdAt, romeDayStart(addDays(date, 1)))))
    .orderBy(asc(giftVoucherEntries.id));
  const refs = await bookingsOfEntries(
    db,
    rows.map((r) => r.entry),
  );
  const items = rows.map(({ entry: e, codeHash, codeLast4 }) => ({
    entry_id: e.id,
    voucher_id: e.voucherId,
    code_last4: codeWasSent(codeHash) ? codeLast4 : null,
    amount_cents: -e.amountCents,
    created_at: e.createdAt.toISOString(),
    bookings: refs(e),
  }));
  return { date, total_cents: items.reduce((s, i) => s + i.amount_cents, 0), items };
}

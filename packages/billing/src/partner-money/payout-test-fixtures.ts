import { eq, sql } from 'drizzle-orm';
import { commissionEntries, commissionEvents, partnerPayoutProfiles, partners, partnerUsers, staffAccounts, type Database } from '@tenuta/db';

let seq = 0;

/** A referrer (active unless told) with an active owner, written straight to the database. */
export async function testReferrer(
  db: Database,
  o: { status?: 'active' | 'suspended' | 'inactive'; vatNumber?: string | null } = {},
): Promise<{ partnerId: number; ownerEmail: string; companyEmail: string }> {
  seq += 1;
  const companyEmail = `referrer-${process.pid}-${seq}@partner.test`;
  const ownerEmail = `owner-${process.pid}-${seq}@partner.test`;
  const [p] = await db
    .insert(partners)
    .values({
      partnerType: 'referral',
      status: o.status ?? 'active',
      source: 'invite',
      companyName: `Hotel Test ${seq}`,
      email: companyEmail,
      vatNumber: o.vatNumber === undefined ? 'IT01234567890' : o.vatNumber,
    })
    .returning({ id: partners.id });
  await db.insert(partnerUsers).values({ partnerId: p!.id, email: ownerEmail, name: 'Owner', role: 'owner', status: 'active', passwordHash: 'unused' });
  return { partnerId: p!.id, ownerEmail, companyEmail };
}

/**
 * Payout details: an IBAN set long enough ago that nothing holds it (unless `ibanChangedAt` says
 * otherwise), and a tax status confirmed (unless `confirmed: false`) with the company data's VAT
 * number (unless `vatNumber` says otherwise), by `confirmedBy` when given.
 */
export async function testPayoutProfile(
  db: Database,
  partnerId: number,
  o: {
    personType?: 'private' | 'company';
    withholdingBps?: number;
    iban?: string | null;
    ibanChangedAt?: Date | null;
    holder?: string;
    confirmed?: boolean;
    confirmedBy?: number;
    vatNumber?: string | null;
  } = {},
): Promise<void> {
  const [partner] = await db.select({ vatNumber: partners.vatNumber }).from(partners).where(eq(partners.id, partnerId));
  await db.insert(partnerPayoutProfiles).values({
    partnerId,
    personType: o.personType ?? 'company',
    withholdingBps: o.withholdingBps ?? 1150,
    vatNumber: o.vatNumber === undefined ? (partner?.vatNumber ?? null) : o.vatNumber,
    taxConfirmedAt: o.confirmed === false ? null : new Date('2020-01-01T00:00:00Z'),
    taxConfirmedBy: o.confirmedBy ?? null,
    accountHolder: o.holder ?? 'Hotel Test S.r.l.',
    iban: o.iban === undefined ? 'IT60X0542811101000000123456' : o.iban,
    ibanChangedAt: o.ibanChangedAt === undefined ? new Date('2020-01-01T00:00:00Z') : o.ibanChangedAt,
  });
}

let bookingSeq = 0;
/** A booking on a seeded slot, only as the ledger row's booking. */
async function testBookingId(db: Database): Promise<number> {
  bookingSeq += 1;
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents)
    SELECT ${`BK-PO-${process.pid}-${bookingSeq}`}, s.id, s.category, 2, 0, false, 'IT', 'confirmed', 1000, 2000, 2000 FROM slots s ORDER BY s.id LIMIT 1
    RETURNING id`);
  return Number(r.rows[0]!.id);
}

/**
 * A ledger row of the partner: a commission (amount ≥ 0) or a reversal (amount ≤ 0, of `reverses`),
 * approved unless told (`approved: false`: pending), optionally flagged.
 */
export async function testLedgerRow(
  db: Database,
  partnerId: number,
  amountCents: number,
  o: { approved?: boolean; flag?: string; reverses?: number; earnedAt?: Date } = {},
): Promise<number> {
  const kind = amountCents < 0 || o.reverses ? 'reversal' : 'commission';
  const bookingId = o.reverses
    ? Number((await db.execute<{ booking_id: string }>(sql`SELECT booking_id FROM commission_entries WHERE id = ${o.reverses}`)).rows[0]!.booking_id)
    : await testBookingId(db);
  const [row] = await db
    .insert(commissionEntries)
    .values({
      partnerId,
      bookingId,
      kind,
      baseCents: Math.abs(amountCents) * 10,
      rateBps: 1000,
      amountCents,
      earnedAt: o.earnedAt ?? new Date(Date.now() - 20 * 86_400_000),
      flag: o.flag ?? null,
      reversesId: o.reverses ?? null,
      reason: o.reverses ? 'refund' : null,
    })
    .returning({ id: commissionEntries.id });
  if (o.approved !== false) await db.insert(commissionEvents).values({ entryId: row!.id, event: 'approved' });
  return row!.id;
}

/** A staff member to act as (accountant by default). */
export async function testStaff(db: Database, role: 'owner' | 'accountant' = 'accountant'): Promise<{ id: number; email: string; role: 'owner' | 'accountant' }> {
  seq += 1;
  const email = `${role}-${process.pid}-${seq}@staff.test`;
  const [s] = await db.insert(staffAccounts).values({ email, name: role, role, status: 'active' }).returning({ id: staffAccounts.id });
  return { id: s!.id, email, role };
}

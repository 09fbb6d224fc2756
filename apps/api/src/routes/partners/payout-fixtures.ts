import { eq, sql } from 'drizzle-orm';
import { commissionEntries, commissionEvents, partnerPayoutProfiles, partners, type Database } from '@tenuta/db';

/** Test helpers for payouts: approved ledger rows of a referrer and its payout details, written straight to the database. */

let seq = 0;

/** Approved commission rows (or, for a negative amount, approved reversals of the first row), each on a booking of its own. */
export async function approvedRows(db: Database, partnerId: number, amounts: readonly number[]): Promise<{ ids: number[]; bookingNumbers: string[] }> {
  const ids: number[] = [];
  const bookingNumbers: string[] = [];
  for (const amount of amounts) {
    seq += 1;
    const number = `BK-PAY-${process.pid}-${seq}`;
    const booking = await db.execute<{ id: string }>(sql`
      INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents)
      SELECT ${number}, s.id, s.category, 2, 0, false, 'IT', 'confirmed', 1000, 2000, 2000 FROM slots s ORDER BY s.id LIMIT 1
      RETURNING id`);
    const reversal = amount < 0 && ids.length > 0;
    const [row] = await db
      .insert(commissionEntries)
      .values({
        partnerId,
        bookingId: Number(booking.rows[0]!.id),
        kind: reversal ? 'reversal' : 'commission',
        baseCents: Math.abs(amount) * 10,
        rateBps: 1000,
        amountCents: amount,
        earnedAt: new Date(Date.now() - 20 * 86_400_000),
        reversesId: reversal ? ids[0]! : null,
      })
      .returning({ id: commissionEntries.id });
    await db.insert(commissionEvents).values({ entryId: row!.id, event: 'approved' });
    ids.push(row!.id);
    bookingNumbers.push(number);
  }
  return { ids, bookingNumbers };
}

/**
 * Payout details with an IBAN set long ago (nothing holds it) and a tax status confirmed (unless
 * `confirmed: false`) with the company data's VAT number, by `confirmedBy` when given.
 */
export async function payoutDetails(
  db: Database,
  partnerId: number,
  o: { personType?: 'private' | 'company'; withholdingBps?: number; iban?: string; confirmed?: boolean; confirmedBy?: number } = {},
): Promise<void> {
  const [partner] = await db.select({ vatNumber: partners.vatNumber }).from(partners).where(eq(partners.id, partnerId));
  await db.insert(partnerPayoutProfiles).values({
    partnerId,
    personType: o.personType ?? 'company',
    withholdingBps: o.withholdingBps ?? 1150,
    vatNumber: partner?.vatNumber ?? null,
    taxConfirmedAt: o.confirmed === false ? null : new Date('2020-01-01T00:00:00Z'),
    taxConfirmedBy: o.confirmedBy ?? null,
    accountHolder: 'Hotel Test S.r.l.',
    iban: o.iban ?? 'DE89370400440532013000',
    ibanChangedAt: new Date('2020-01-01T00:00:00Z'),
  });
}

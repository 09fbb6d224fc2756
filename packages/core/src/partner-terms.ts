import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { bookings, partnerContracts, partners, type Partner, type PartnerContract } from '@tenuta/db';
import type { Executor } from './transaction.ts';

/**
 * The terms in force for a partner at `at`: the latest contract row whose valid_from is not in
 * the future. Changes are new rows, so an order is always priced with the terms of its moment.
 */
export async function contractInForce(db: Executor, partnerId: number, at: Date): Promise<PartnerContract | undefined> {
  const [row] = await db
    .select()
    .from(partnerContracts)
    .where(and(eq(partnerContracts.partnerId, partnerId), lte(partnerContracts.validFrom, at)))
    .orderBy(desc(partnerContracts.validFrom), desc(partnerContracts.id))
    .limit(1);
  return row;
}

/** Locks the partner row: orders on account are serialized per partner, so the credit limit holds under concurrency. */
export async function lockPartner(tx: Executor, partnerId: number): Promise<Partner | undefined> {
  const [row] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for('update');
  return row;
}

/**
 * What a reseller owes on account and has not settled: the net amounts of its live on-account
 * bookings, and for cancelled ones what the cancellation policy keeps (partner_retained_cents).
 * Read under the partner's lock when deciding an order.
 */
export async function partnerCreditUsed(db: Executor, partnerId: number): Promise<number> {
  const [row] = await db
    .select({
      used: sql<string>`coalesce(sum(CASE WHEN ${bookings.status} IN ('cancelled', 'refunded') THEN coalesce(${bookings.partnerRetainedCents}, 0) ELSE ${bookings.partnerNetCents} END), 0)`,
    })
    .from(bookings)
    .where(and(eq(bookings.partnerId, partnerId), eq(bookings.partnerPayment, 'on_account'), isNull(bookings.partnerSettledAt)));
  return Number(row?.used ?? 0);
}

/** The net rate of a retail amount under a discount in basis points (rounded to the cent, half up). */
export const netCents = (retailCents: number, netDiscountBps: number): number => retailCents - Math.round((retailCents * netDiscountBps) / 10_000);

import { and, asc, eq, sql } from 'drizzle-orm';
import { payments, webhookEvents, type NewPayment, type Payment } from '@tenuta/db';
import type { Executor } from '@tenuta/core';

export async function insertPayments(tx: Executor, rows: NewPayment[]): Promise<Payment[]> {
  if (rows.length === 0) return [];
  return tx.insert(payments).values(rows).returning();
}

export async function updatePayment(tx: Executor, id: number, set: Partial<NewPayment>): Promise<Payment> {
  const [row] = await tx
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** The ledger rows of one booking, oldest first. */
export async function findBookingPayments(db: Executor, bookingId: number): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The payment-API attempt for a PaymentIntent (kind payment). */
export async function findAttemptByIntent(db: Executor, paymentIntentId: string, lock = false): Promise<Payment | undefined> {
  const q = db
    .select()
    .from(payments)
    .where(and(eq(payments.providerPaymentId, paymentIntentId), eq(payments.kind, 'payment')))
    .orderBy(asc(payments.id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/**
 * Records a webhook event id in the caller's transaction. False when it was
 * already there: a replay, whose effects were committed with the first copy.
 * A concurrent copy waits on the primary key until the first commits.
 */
export async function recordWebhookEvent(tx: Executor, event: { id: string; type: string }): Promise<boolean> {
  const rows = await tx.insert(webhookEvents).values({ id: event.id, type: event.type, processedAt: sql`now()` }).onConflictDoNothing().returning({ id: webhookEvents.id });
  return rows.length > 0;
}

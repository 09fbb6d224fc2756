import { eq, sql } from 'drizzle-orm';
import { simulatorCheckoutSessions, simulatorPaymentIntents, simulatorRefunds, type SimulatorCheckoutSession, type SimulatorPaymentIntent } from '@tenuta/db';
import type { Executor } from '@tenuta/core';

export async function findSimSession(db: Executor, id: string, lock = false): Promise<SimulatorCheckoutSession | undefined> {
  const q = db.select().from(simulatorCheckoutSessions).where(eq(simulatorCheckoutSessions.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** An open session already made for the same checkout (Stripe's idempotency key). */
export async function findOpenSimSessionFor(db: Executor, checkoutSessionId: string): Promise<SimulatorCheckoutSession | undefined> {
  const [row] = await db
    .select()
    .from(simulatorCheckoutSessions)
    .where(sql`${simulatorCheckoutSessions.metadata}->>'checkout_session_id' = ${checkoutSessionId} AND ${simulatorCheckoutSessions.status} = 'open'`);
  return row;
}

export async function updateSimSession(db: Executor, id: string, set: Partial<SimulatorCheckoutSession>): Promise<SimulatorCheckoutSession> {
  const [row] = await db.update(simulatorCheckoutSessions).set(set).where(eq(simulatorCheckoutSessions.id, id)).returning();
  return row!;
}

export async function findSimIntent(db: Executor, id: string, lock = false): Promise<SimulatorPaymentIntent | undefined> {
  const q = db.select().from(simulatorPaymentIntents).where(eq(simulatorPaymentIntents.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateSimIntent(db: Executor, id: string, set: Partial<SimulatorPaymentIntent>): Promise<SimulatorPaymentIntent> {
  const [row] = await db
    .update(simulatorPaymentIntents)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(simulatorPaymentIntents.id, id))
    .returning();
  return row!;
}

export async function findSimRefundByKey(db: Executor, key: string) {
  const [row] = await db.select().from(simulatorRefunds).where(eq(simulatorRefunds.idempotencyKey, key));
  return row;
}

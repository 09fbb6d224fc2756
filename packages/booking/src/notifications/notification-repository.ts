import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { notifications, type NotificationKind } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { withoutTokens } from './stored-payload.ts';

/** A first try and five retries, like the notifications.dispatch queue (retry limit 5). */
export const MAX_SEND_ATTEMPTS = 6;
/**
 * When try n+1 may run, in minutes after the row was written (index n = tries
 * so far): backoff anchored on created_at, so kicks and the minute cron can
 * never spend the retries of an SMTP outage in a burst.
 */
export const RETRY_SCHEDULE_MINUTES = [0, 1, 5, 15, 60, 180] as const;

/** An outbox row as a sender reads it. */
export interface NotificationToRender {
  id: number;
  kind: NotificationKind;
  recipient: string;
  locale: string;
  payload: unknown;
}

export interface ClaimedNotification extends NotificationToRender {
  attempts: number;
}

/**
 * Locks the oldest pending row that is due, skipping rows another dispatcher
 * holds (FOR UPDATE SKIP LOCKED): two dispatchers never send the same row.
 * The lock lasts until the caller's transaction ends.
 */
export async function claimNextDueNotification(tx: Executor, o: { now: Date; kinds: readonly string[]; skipIds: readonly number[] }): Promise<ClaimedNotification | undefined> {
  const schedule = sql.raw(`ARRAY[${RETRY_SCHEDULE_MINUTES.join(',')}]`);
  const [row] = await tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      recipient: notifications.recipient,
      locale: notifications.locale,
      payload: notifications.payload,
      attempts: notifications.attempts,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.status, 'pending'),
        inArray(notifications.kind, [...o.kinds] as (typeof notifications.kind.enumValues)[number][]),
        o.skipIds.length > 0 ? notInArray(notifications.id, [...o.skipIds]) : undefined,
        sql`${notifications.attempts} < ${MAX_SEND_ATTEMPTS}`,
        // A row never tried is due at once (created_at has microseconds, the clock only milliseconds).
        sql`(${notifications.attempts} = 0 OR ${notifications.createdAt} + make_interval(mins => (${schedule})[${notifications.attempts} + 1]) <= ${o.now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Sent: keeps the Message-ID and the address used. In the same UPDATE the payload loses its
 * tokens (`withoutTokens`): the token lived only to be mailed; bookings, reviews, subscriptions
 * and accounts keep its hash.
 */
export async function markNotificationSent(tx: Executor, row: Pick<NotificationToRender, 'id' | 'payload'>, o: { messageId: string; recipient: string; at: Date }): Promise<void> {
  await tx
    .update(notifications)
    .set({
      status: 'sent',
      attempts: sql`${notifications.attempts} + 1`,
      messageId: o.messageId,
      recipient: o.recipient,
      sentAt: o.at,
      lastError: null,
      payload: storedPayload(row.payload),
    })
    .where(eq(notifications.id, row.id));
}

/**
 * A failed try: counts it, keeps the error; `final` makes the row failed (no more retries), and
 * then its tokens go too: that e-mail will never carry them. A retry keeps them.
 */
export async function markNotificationAttemptFailed(tx: Executor, row: Pick<NotificationToRender, 'id' | 'payload'>, o: { error: string; final: boolean }): Promise<void> {
  await tx
    .update(notifications)
    .set({
      attempts: sql`${notifications.attempts} + 1`,
      lastError: o.error.slice(0, 2000),
      ...(o.final ? { status: 'failed' as const, payload: storedPayload(row.payload) } : {}),
    })
    .where(eq(notifications.id, row.id));
}

// The row was read under its lock (FOR UPDATE), so nothing changed it in between.
const storedPayload = (payload: unknown) => withoutTokens(payload) as Record<string, unknown>;

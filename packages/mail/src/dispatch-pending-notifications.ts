import { type BookingDeps, claimNextDueNotification, markNotificationAttemptFailed, markNotificationSent, MAX_SEND_ATTEMPTS } from '@tenuta/booking';
import type { Mailer } from './mail.ts';
import { NotificationDataError, renderableKinds, renderNotification, type RenderContext } from './render-notification.ts';

/** pino-compatible, so the API's logger fits; optional for tests. */
export interface DispatchLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DispatchDeps extends Pick<BookingDeps, 'db' | 'clock'> {
  mailer: Mailer;
  render: RenderContext;
  log?: DispatchLogger;
}

export interface DispatchResult {
  sent: number;
  /** Failed this time, to be retried on the schedule. */
  retrying: number;
  /** Failed for good: out of retries, or unrenderable. */
  failed: number;
}

/**
 * Sends every due outbox row, one transaction per row: lock it (skip rows
 * another dispatcher holds), render, send, mark sent; or count the failed try
 * and keep the error. Delivery is at least once: if the commit after a send
 * fails, the row is sent again later (with the same Message-ID). Marking a row
 * sent, or failed for good, also drops its tokens: they live only in the e-mail.
 */
export async function dispatchPendingNotifications(deps: DispatchDeps, options: { limit?: number } = {}): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
  const tried: number[] = [];
  const limit = options.limit ?? 100;
  while (tried.length < limit) {
    const outcome = await deps.db.transaction(async (tx) => {
      const row = await claimNextDueNotification(tx, { now: deps.clock.now(), kinds: renderableKinds, skipIds: tried });
      if (!row) return undefined;
      tried.push(row.id);
      try {
        // Rendering reads through the pool, so a failed query cannot abort this transaction.
        const mail = await renderNotification(deps.db, row, deps.render);
        const { messageId } = await deps.mailer.send(mail, { notificationId: row.id, kind: row.kind });
        await markNotificationSent(tx, row, { messageId, recipient: mail.to, at: deps.clock.now() });
        deps.log?.info({ notificationId: row.id, kind: row.kind, messageId }, 'e-mail sent');
        return 'sent' as const;
      } catch (error) {
        const permanent = error instanceof NotificationDataError;
        const final = permanent || row.attempts + 1 >= MAX_SEND_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        await markNotificationAttemptFailed(tx, row, { error: message, final });
        deps.log?.warn({ notificationId: row.id, kind: row.kind, attempt: row.attempts + 1, final, err: message }, final ? 'e-mail failed for good' : 'e-mail failed, will retry');
        return final ? ('failed' as const) : ('retrying' as const);
      }
    });
    if (!outcome) break;
    result[outcome] += 1;
  }
  return result;
}

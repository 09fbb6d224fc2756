import { notifications } from '@tenuta/db';
import { issueBookingAccessToken } from '../bookings/index.ts';
import { queueInBatches, REMINDER_BATCH_SIZE, type QueueResult, type ReminderDeps } from './queue-due-reminders.ts';
import { REVIEW_TOKEN_DAYS, reviewRequestDays } from './reminder-days.ts';
import { lockDueReviewRequests, markReviewRequestsQueued } from './reminders-repository.ts';

const DAY_MS = 86_400_000;

/**
 * The review request: once per booking, the day after the experience ended
 * (or up to 7 days later if the job could not run), for bookings that took
 * place (not cancelled, refunded or a no-show) and have no review yet. The
 * e-mail links to `/reviews/new?booking=<id>&token=<token>`; the token
 * (purpose review_request) is valid for 60 days and only its hash is stored.
 */
export async function queueDueReviewRequests(deps: ReminderDeps, options: { batchSize?: number } = {}): Promise<QueueResult> {
  const now = deps.clock.now();
  const days = reviewRequestDays(now);
  const expiresAt = new Date(now.getTime() + REVIEW_TOKEN_DAYS * DAY_MS);
  return queueInBatches(
    deps,
    options.batchSize ?? REMINDER_BATCH_SIZE,
    (tx, limit) => lockDueReviewRequests(tx, { ...days, limit }),
    async (tx, due, at) => {
      const rows = [];
      for (const b of due) {
        const token = await issueBookingAccessToken(tx, b.id, 'review_request', expiresAt);
        rows.push({
          kind: 'review_request' as const,
          recipient: b.email,
          locale: b.locale,
          payload: { booking_ids: [b.id], manage_tokens: { [String(b.id)]: token } },
        });
      }
      await tx.insert(notifications).values(rows);
      await markReviewRequestsQueued(
        tx,
        due.map((b) => b.id),
        at,
      );
    },
  );
}

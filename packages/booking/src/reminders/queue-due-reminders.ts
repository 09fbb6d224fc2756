import { notifications } from '@tenuta/db';
import { issueBookingAccessToken } from '../bookings/index.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import type { BookingDeps } from '../deps.ts';
import type { Transaction } from '@tenuta/core';
import { REMINDER_TOKEN_DAYS_AFTER_START, reminderDay } from './reminder-days.ts';
import { lockDueReminders, markRemindersQueued, type DueBooking } from './reminders-repository.ts';

export type ReminderDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'>;

export interface QueueResult {
  /** Outbox rows written in this run. */
  queued: number;
}

const DAY_MS = 86_400_000;
export const REMINDER_BATCH_SIZE = 50;

/**
 * Runs `claim` → `write` in one transaction per batch until a batch comes back
 * short. The claim locks its rows (SKIP LOCKED) and the write marks them, so
 * two workers, or a run repeated, never queue the same booking twice.
 */
export async function queueInBatches(
  deps: ReminderDeps,
  batchSize: number,
  claim: (tx: Transaction, limit: number) => Promise<DueBooking[]>,
  write: (tx: Transaction, due: DueBooking[], now: Date) => Promise<void>,
): Promise<QueueResult> {
  let queued = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const due = await claim(tx, batchSize);
      if (due.length > 0) await write(tx, due, deps.clock.now());
      return due.length;
    });
    queued += count;
    if (count < batchSize) break;
  }
  if (queued > 0) kickOutbox(deps);
  return { queued };
}

/**
 * The day-before reminder: every confirmed or paid booking whose slot starts
 * tomorrow (Rome calendar) gets one `booking_reminder` outbox row in the
 * guest's language, with a fresh manage link (only its hash is stored; the
 * plain token leaves the payload once the e-mail is sent). Bookings without
 * an e-mail address are left alone. Once per booking and slot: a date change
 * clears `reminder_queued_at` so the new day is reminded too.
 */
export async function queueDueReminders(deps: ReminderDeps, options: { batchSize?: number } = {}): Promise<QueueResult> {
  const day = reminderDay(deps.clock.now());
  return queueInBatches(
    deps,
    options.batchSize ?? REMINDER_BATCH_SIZE,
    (tx, limit) => lockDueReminders(tx, { day, limit }),
    async (tx, due, now) => {
      const rows = [];
      for (const b of due) {
        const token = await issueBookingAccessToken(tx, b.id, 'reminder', new Date(b.startsAt.getTime() + REMINDER_TOKEN_DAYS_AFTER_START * DAY_MS));
        rows.push({
          kind: 'booking_reminder' as const,
          recipient: b.email,
          locale: b.locale,
          payload: { booking_ids: [b.id], manage_tokens: { [String(b.id)]: token } },
        });
      }
      await tx.insert(notifications).values(rows);
      await markRemindersQueued(
        tx,
        due.map((b) => b.id),
        now,
      );
    },
  );
}

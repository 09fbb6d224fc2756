import PgBoss from 'pg-boss';
import { dispatchPendingNotifications, sweepExpiredCheckouts, sweepExpiredHolds, type BookingDeps, type CheckoutDeps, type DispatchDeps } from '@tenuta/booking';

/** The queues this app runs. */
export const queues = {
  /** Sends due outbox rows; woken by kick() and, as a safety net, every minute. */
  dispatch: 'notifications.dispatch',
  /** Deletes expired seat holds every minute. */
  sweepHolds: 'holds.sweep',
  /** Completes or expires checkout sessions whose webhook never came, every minute. */
  sweepCheckouts: 'checkouts.sweep',
} as const;

export type Outbox = NonNullable<BookingDeps['outbox']>;

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  /** The app's PostgreSQL; pg-boss keeps its tables in its own schema there. */
  databaseUrl: string;
  deps: DispatchDeps;
  /** For the checkout sweep (re-reads sessions from the provider, books or refunds). */
  checkout?: Pick<CheckoutDeps, 'payments' | 'staffEmail' | 'publicUrl'>;
  log: JobLogger;
  /** Minute crons (outbox safety net, hold sweep); tests may leave them off. */
  schedule?: boolean;
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  outbox: Outbox;
  stop(): Promise<void>;
}

export const PGBOSS_SCHEMA = 'pgboss';

/**
 * pg-boss on the app's database: jobs survive restarts and are spread over
 * every process that runs them. The outbox rows stay the truth about e-mail;
 * a dispatch job only says "look at the outbox now".
 */
export async function startJobRunner(o: JobRunnerOptions): Promise<JobRunner> {
  const { deps, log } = o;
  const boss = new PgBoss({ connectionString: o.databaseUrl, schema: PGBOSS_SCHEMA, max: 4, application_name: 'tenuta-jobs', schedule: o.schedule ?? true });
  boss.on('error', (err: Error & { code?: string }) => {
    // 57P01: the server is shutting down (the embedded PostgreSQL stops on the same signal as we do).
    const brief = { err: { message: err.message, code: err.code } };
    if (err.code === '57P01') log.warn(brief, 'job runner lost its database connection (server shutting down)');
    else log.error(brief, 'job runner error');
  });
  await boss.start();

  // 'short': at most one queued (not yet running) job, so a burst of kicks costs one run.
  // Retries with backoff cover a run that fails as a whole (database unreachable);
  // a failed e-mail is retried on its own schedule by the dispatcher.
  const dispatchQueue = { name: queues.dispatch, policy: 'short' as const, retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 600 };
  const sweepQueue = { name: queues.sweepHolds, policy: 'short' as const, retryLimit: 2, retryDelay: 10, expireInSeconds: 120 };
  const checkoutQueue = { name: queues.sweepCheckouts, policy: 'short' as const, retryLimit: 2, retryDelay: 10, expireInSeconds: 300 };
  for (const q of [dispatchQueue, sweepQueue, checkoutQueue]) {
    await boss.createQueue(q.name, q);
    await boss.updateQueue(q.name, q);
  }

  const polling = { pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2, batchSize: 1 };
  const dispatchWorker = await boss.work(queues.dispatch, polling, async () => {
    const result = await dispatchPendingNotifications(deps);
    if (result.sent + result.retrying + result.failed > 0) log.info({ ...result }, 'outbox dispatched');
    return result;
  });
  await boss.work(queues.sweepHolds, polling, async () => {
    const result = await sweepExpiredHolds(deps);
    if (result.holdsReleased + result.couponReservationsReleased > 0) log.info({ ...result }, 'expired holds swept');
    return result;
  });
  const checkout = o.checkout;
  if (checkout) {
    await boss.work(queues.sweepCheckouts, polling, async () => {
      const result = await sweepExpiredCheckouts({ ...checkout, db: deps.db, clock: deps.clock, outbox });
      if (result.completed + result.expired + result.failed > 0) log.info({ ...result }, 'stale checkout sessions swept');
      return result;
    });
  }
  if (o.schedule ?? true) {
    await boss.schedule(queues.dispatch, '* * * * *');
    await boss.schedule(queues.sweepHolds, '* * * * *');
    if (checkout) await boss.schedule(queues.sweepCheckouts, '* * * * *');
  }

  let stopped = false;
  const outbox: Outbox = {
    kick() {
      if (stopped) return;
      boss
        .send(queues.dispatch, {})
        .then(() => boss.notifyWorker(dispatchWorker))
        .catch((err: unknown) => log.warn({ err }, 'outbox kick failed; the minute cron will send'));
    },
  };
  return {
    outbox,
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

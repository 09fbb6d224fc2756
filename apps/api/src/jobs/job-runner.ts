import PgBoss from 'pg-boss';
import {
  approveCommissions,
  COMMISSION_HOLD_DAYS,
  DEFAULT_PAYOUT_THRESHOLD_CENTS,
  runMonthlyPayouts,
  prepareDeferredInvoices,
  runVoucherJobs,
  sweepReferralClickMarks,
  sweepVoucherPurchases,
} from '@tenuta/billing';
import {
  purgeExpiredPersonalData,
  expireUnpaidBookings,
  retryPendingRefunds,
  queueDueReminders,
  queueDueReviewRequests,
  sweepExpiredCheckouts,
  sweepExpiredHolds,
  deliverDueOctoWebhooks,
  type BookingDeps,
  type CheckoutDeps,
  type OutboxFileStore,
  type WebhookPost,
} from '@tenuta/booking';
import { sweepRateLimits } from '@tenuta/core';
import { dispatchPendingNotifications, type DispatchDeps } from '@tenuta/mail';
import { purgeExpiredPartnerApplications } from '@tenuta/identity';
import { octoWebhookPoster } from './octo-webhook-poster.ts';

/** The queues this app runs. */
export const queues = {
  /** Sends due outbox rows; woken by kick() and, as a safety net, every minute. */
  dispatch: 'notifications.dispatch',
  /** Deletes expired seat holds every minute. */
  sweepHolds: 'holds.sweep',
  /** Sends due OCTO webhook deliveries (packages/booking/src/octo-webhooks); woken with the outbox and every minute. */
  octoWebhooks: 'octo-webhooks.deliver',
  /** Completes or expires checkout sessions whose webhook never came, every minute. */
  sweepCheckouts: 'checkouts.sweep',
  /** Queues the day-before reminders (bookings of tomorrow, Rome calendar), every 15 minutes. */
  reminders: 'reminders.queue',
  /** Queues the review requests (experiences that ended yesterday or up to 7 days ago), every 15 minutes. */
  reviewRequests: 'review-requests.queue',
  /** Deletes rate-limit windows that have ended, past days' referral click marks and expired partner applications, once a day. */
  sweepRateLimits: 'rate-limits.sweep',
  /** Deletes or anonymises personal data past its retention period (packages/booking/src/privacy), once a day. */
  privacyPurge: 'privacy.purge',
  /** Approves commissions whose experience is past the holding period (packages/booking/src/partner-money), once a day. */
  approveCommissions: 'commissions.approve',
  /** Gathers each referrer's approved commissions into a payout (packages/booking/src/partner-money), monthly. */
  partnerPayouts: 'partner-payouts.run',
  /** Drafts the resellers' deferred invoices (TD24) of the month before and credit notes for cancellations after invoicing (packages/booking/src/invoicing), monthly. */
  prepareInvoices: 'invoices.prepare',
  /** Sends gift vouchers whose delivery day (Rome) has come, reminds holders 30 days before expiry, expires vouchers (packages/billing/src/vouchers), every 15 minutes. */
  giftVouchers: 'gift-vouchers.run',
} as const;

/** Cron expressions of the scheduled queues (pg-boss evaluates them in `tz`). */
export const schedules = {
  everyMinute: '* * * * *',
  reminders: '*/15 * * * *',
  daily: '30 3 * * *',
  /** The retention job, after the nightly sweeps. */
  privacy: '45 3 * * *',
  /** The commission approval run, after the nightly sweeps and before a payout run. */
  commissions: '15 4 * * *',
  /** The payout run: the 1st of each month, 05:00 Rome (it gathers the month before). */
  payouts: '0 5 1 * *',
  /** The deferred invoices: the 1st of each month, 06:00 Rome (drafts of the month before; staff issue them by the 15th). */
  invoices: '0 6 1 * *',
  tz: 'Europe/Rome',
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
  checkout?: Pick<CheckoutDeps, 'payments' | 'staffEmail' | 'publicUrl' | 'billing'>;
  log: JobLogger;
  /** For the retention job: the .eml folder and how many days its files are kept. */
  privacy?: { outboxFiles?: OutboxFileStore; outboxFileDays?: number };
  /** The commission approval run's holding period (COMMISSION_HOLD_DAYS). */
  commissions?: { holdDays: number };
  /** The monthly payout run's threshold (PAYOUT_THRESHOLD_CENTS). */
  payouts?: { thresholdCents: number };
  /** Gift vouchers' validity (GIFT_VOUCHER_VALID_MONTHS), for a purchase the sweep issues. */
  vouchers?: { validMonths: number };
  /** Sends OCTO webhook deliveries (default: to public https addresses only). */
  octoWebhooks?: { post: WebhookPost };
  /** The crons (outbox safety net, sweeps, reminders); tests may leave them off. */
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
  // Reminder runs are idempotent (a booking is marked in the same transaction as its e-mail row): a retry never doubles one.
  const reminderQueue = { name: queues.reminders, policy: 'short' as const, retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 };
  const reviewQueue = { name: queues.reviewRequests, policy: 'short' as const, retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 };
  const rateLimitQueue = { name: queues.sweepRateLimits, policy: 'short' as const, retryLimit: 2, retryDelay: 60, expireInSeconds: 600 };
  // The approval run is idempotent (one `approved` event per row, ON CONFLICT DO NOTHING): a retry or a second run approves nothing twice.
  const commissionQueue = { name: queues.approveCommissions, policy: 'short' as const, retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 };
  // The retention run is idempotent: a retry only finishes what a failed run left.
  const privacyQueue = { name: queues.privacyPurge, policy: 'short' as const, retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 };
  // A payout run is idempotent (one payout per partner and period, under the partner's lock): a retry only finishes it.
  const payoutQueue = { name: queues.partnerPayouts, policy: 'short' as const, retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 };
  // Preparing is idempotent (one TD24 per partner and month by a unique index; drafted credits count): a retry changes only what changed.
  const invoiceQueue = { name: queues.prepareInvoices, policy: 'short' as const, retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 };
  // A run records each delivery's outcome and backoff itself; a failed run only waits for the next kick or minute.
  const octoWebhookQueue = { name: queues.octoWebhooks, policy: 'short' as const, retryLimit: 2, retryDelay: 15, expireInSeconds: 300 };
  // Each voucher step works row by row under the voucher's lock and re-checks it: a retry or an overlapping run does nothing twice.
  const voucherQueue = { name: queues.giftVouchers, policy: 'short' as const, retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 };
  for (const q of [
    octoWebhookQueue,
    commissionQueue,
    dispatchQueue,
    sweepQueue,
    checkoutQueue,
    reminderQueue,
    reviewQueue,
    rateLimitQueue,
    privacyQueue,
    payoutQueue,
    invoiceQueue,
    voucherQueue,
  ]) {
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
    // Direct (older-flow) truffle bookings left unpaid give their seats back too.
    const unpaidCancelled = await expireUnpaidBookings(deps);
    if (unpaidCancelled > 0) log.info({ unpaidCancelled }, 'unpaid direct bookings cancelled');
    return { ...result, unpaidCancelled };
  });
  const postWebhook = o.octoWebhooks?.post ?? octoWebhookPoster({ localInstall: false });
  const octoWebhookWorker = await boss.work(queues.octoWebhooks, polling, async () => {
    const result = await deliverDueOctoWebhooks({ db: deps.db, clock: deps.clock, post: postWebhook, publicUrl: deps.render.publicUrl });
    if (result.delivered + result.retrying + result.failed > 0) log.info({ ...result }, 'OCTO webhooks delivered');
    return result;
  });
  const reminderDeps = () => ({ db: deps.db, clock: deps.clock, outbox });
  await boss.work(queues.reminders, polling, async () => {
    const result = await queueDueReminders(reminderDeps());
    if (result.queued > 0) log.info({ ...result }, 'booking reminders queued');
    return result;
  });
  await boss.work(queues.giftVouchers, polling, async () => {
    const result = await runVoucherJobs(reminderDeps());
    if (result.delivered + result.reminded + result.expired > 0) log.info({ ...result }, 'gift vouchers delivered, reminded or expired');
    return result;
  });
  await boss.work(queues.reviewRequests, polling, async () => {
    const result = await queueDueReviewRequests(reminderDeps());
    if (result.queued > 0) log.info({ ...result }, 'review requests queued');
    return result;
  });
  await boss.work(queues.sweepRateLimits, polling, async () => {
    const deleted = await sweepRateLimits(deps);
    if (deleted > 0) log.info({ deleted }, 'ended rate-limit windows swept');
    // Past days' referral click marks and their salts; partner applications whose link expired.
    const clickMarks = await sweepReferralClickMarks(deps);
    const applications = await purgeExpiredPartnerApplications(deps);
    if (clickMarks + applications > 0) log.info({ clickMarks, applications }, 'referral click marks and expired partner applications swept');
    return { deleted, clickMarks, applications };
  });
  await boss.work(queues.privacyPurge, polling, async () => {
    const result = await purgeExpiredPersonalData({ db: deps.db, clock: deps.clock, ...o.privacy });
    log.info({ ...result }, 'personal data past its retention period purged');
    return result;
  });
  await boss.work(queues.partnerPayouts, polling, async () => {
    const result = await runMonthlyPayouts({ db: deps.db, clock: deps.clock }, { thresholdCents: o.payouts?.thresholdCents ?? DEFAULT_PAYOUT_THRESHOLD_CENTS });
    const failed = result.outcomes.filter((x) => x.outcome === 'failed');
    log.info(
      { period: result.period, created: result.created, held: result.outcomes.filter((x) => x.outcome === 'held').length, failed: failed.length },
      'partner payouts gathered',
    );
    if (failed.length) log.warn({ failed }, 'some partner payouts could not be gathered');
    return { period: result.period, created: result.created, failed: failed.length };
  });
  await boss.work(queues.prepareInvoices, polling, async () => {
    const result = await prepareDeferredInvoices({ db: deps.db, clock: deps.clock, outbox });
    log.info({ period: result.period, drafts: result.invoices.length, creditNotes: result.creditNotes.length }, 'deferred invoices prepared');
    return { period: result.period, drafts: result.invoices.length, creditNotes: result.creditNotes.length };
  });
  await boss.work(queues.approveCommissions, polling, async () => {
    const result = await approveCommissions({ db: deps.db, clock: deps.clock }, { holdDays: o.commissions?.holdDays ?? COMMISSION_HOLD_DAYS });
    if (result.approved > 0) log.info({ ...result }, 'commissions approved');
    return result;
  });
  const checkout = o.checkout;
  if (checkout) {
    await boss.work(queues.sweepCheckouts, polling, async () => {
      const result = await sweepExpiredCheckouts({ ...checkout, db: deps.db, clock: deps.clock, outbox });
      if (result.completed + result.expired + result.failed > 0) log.info({ ...result }, 'stale checkout sessions swept');
      if (result.refunds.succeeded + result.refunds.failed > 0) log.info({ ...result.refunds }, 'pending late-payment refunds retried');
      // Refunds of cancelled bookings whose provider call failed are tried again.
      const refunds = await retryPendingRefunds({ db: deps.db, clock: deps.clock, payments: checkout.payments, billing: checkout.billing });
      if (refunds.succeeded + refunds.failed > 0) log.info({ ...refunds }, 'pending cancellation refunds retried');
      // Gift voucher purchases whose payment page expired: issued (a lost webhook) or abandoned.
      const vouchers = await sweepVoucherPurchases({
        db: deps.db,
        clock: deps.clock,
        outbox,
        payments: checkout.payments,
        publicUrl: checkout.publicUrl,
        ...(o.vouchers ? { validMonths: o.vouchers.validMonths } : {}),
      });
      if (vouchers.issued + vouchers.abandoned + vouchers.failed > 0) log.info({ ...vouchers }, 'stale gift voucher purchases swept');
      return { ...result, lateRefunds: result.refunds, refunds, vouchers };
    });
  }
  if (o.schedule ?? true) {
    await boss.schedule(queues.dispatch, schedules.everyMinute);
    await boss.schedule(queues.sweepHolds, schedules.everyMinute);
    await boss.schedule(queues.octoWebhooks, schedules.everyMinute);
    if (checkout) await boss.schedule(queues.sweepCheckouts, schedules.everyMinute);
    await boss.schedule(queues.reminders, schedules.reminders, {}, { tz: schedules.tz });
    await boss.schedule(queues.reviewRequests, schedules.reminders, {}, { tz: schedules.tz });
    await boss.schedule(queues.giftVouchers, schedules.reminders, {}, { tz: schedules.tz });
    await boss.schedule(queues.sweepRateLimits, schedules.daily, {}, { tz: schedules.tz });
    await boss.schedule(queues.privacyPurge, schedules.privacy, {}, { tz: schedules.tz });
    await boss.schedule(queues.approveCommissions, schedules.commissions, {}, { tz: schedules.tz });
    await boss.schedule(queues.partnerPayouts, schedules.payouts, {}, { tz: schedules.tz });
    await boss.schedule(queues.prepareInvoices, schedules.invoices, {}, { tz: schedules.tz });
  }

  let stopped = false;
  const outbox: Outbox = {
    kick() {
      if (stopped) return;
      boss
        .send(queues.dispatch, {})
        .then(() => boss.notifyWorker(dispatchWorker))
        .catch((err: unknown) => log.warn({ err }, 'outbox kick failed; the minute cron will send'));
      // A use case that queued e-mails may have queued OCTO webhook deliveries in the same transaction.
      boss
        .send(queues.octoWebhooks, {})
        .then(() => boss.notifyWorker(octoWebhookWorker))
        .catch((err: unknown) => log.warn({ err }, 'webhook kick failed; the minute cron will send'));
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

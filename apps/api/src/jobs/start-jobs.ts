import path from 'node:path';
import { billingPort } from '@tenuta/billing';
import type { Clock } from '@tenuta/core';
import type { PaymentProvider } from '@tenuta/booking';
import type { Database } from '@tenuta/db';
import { isLoopbackUrl } from '@tenuta/identity';
import type { Config } from '../config.ts';
import { startJobRunner, type JobLogger, type Outbox } from './job-runner.ts';
import { createMailer } from './mailer.ts';
import { octoWebhookPoster } from './octo-webhook-poster.ts';
import { outboxFileStore } from './outbox-files.ts';

export interface RunningJobs {
  outbox: Outbox;
  stop(): Promise<void>;
}

/** The job runner with the configured mail transport; none when JOBS=off (this process only serves HTTP). */
export async function startJobs(
  config: Pick<Config, 'JOBS' | 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'publicUrl' | 'STAFF_EMAIL' | 'OUTBOX_RETENTION_DAYS'> &
    Partial<Pick<Config, 'PAYOUT_THRESHOLD_CENTS' | 'COMMISSION_HOLD_DAYS' | 'seller' | 'GIFT_VOUCHER_VALID_MONTHS'>>,
  o: { db: Database; clock: Clock; databaseUrl: string; log: JobLogger; payments?: PaymentProvider },
): Promise<RunningJobs | undefined> {
  if (config.JOBS === 'off') {
    o.log.info({}, 'JOBS=off: this process sends no e-mail and sweeps no holds');
    return undefined;
  }
  const mailer = createMailer(config);
  const runner = await startJobRunner({
    databaseUrl: o.databaseUrl,
    deps: { db: o.db, clock: o.clock, mailer, render: { publicUrl: config.publicUrl, ...(config.seller ? { seller: config.seller } : {}) }, log: o.log },
    log: o.log,
    ...(config.COMMISSION_HOLD_DAYS !== undefined ? { commissions: { holdDays: config.COMMISSION_HOLD_DAYS } } : {}),
    ...(config.PAYOUT_THRESHOLD_CENTS ? { payouts: { thresholdCents: config.PAYOUT_THRESHOLD_CENTS } } : {}),
    ...(config.GIFT_VOUCHER_VALID_MONTHS ? { vouchers: { validMonths: config.GIFT_VOUCHER_VALID_MONTHS } } : {}),
    // A local install delivers to receivers on this machine (trying webhooks); a public one never to a private address.
    octoWebhooks: { post: octoWebhookPoster({ localInstall: isLoopbackUrl(config.publicUrl) }) },
    privacy: { outboxFiles: outboxFileStore(path.join(config.dataDir, 'outbox')), outboxFileDays: config.OUTBOX_RETENTION_DAYS },
    ...(o.payments ? { checkout: { payments: o.payments, billing: billingPort, staffEmail: config.STAFF_EMAIL, publicUrl: config.publicUrl } } : {}),
  });
  o.log.info({ mail: mailer.target }, config.SMTP_URL ? 'jobs started; e-mail by SMTP' : 'jobs started; e-mail written as .eml files');
  return {
    outbox: runner.outbox,
    async stop() {
      await runner.stop();
      mailer.close();
    },
  };
}

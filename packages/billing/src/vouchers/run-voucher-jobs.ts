import type { CoreDeps } from '@tenuta/core';
import { deliverDueVouchers } from './deliver-due-vouchers.ts';
import { expireVouchers } from './expire-vouchers.ts';
import { remindExpiringVouchers } from './remind-expiring-vouchers.ts';

/**
 * The vouchers' scheduled work, in one run (every 15 minutes, Rome time): deliveries whose date
 * has come, then expiry reminders, then expiries. Each step is idempotent on its own.
 */
export async function runVoucherJobs(deps: Pick<CoreDeps, 'db' | 'clock' | 'outbox'>): Promise<{ delivered: number; reminded: number; expired: number; expiredCents: number }> {
  const { delivered } = await deliverDueVouchers(deps);
  const { reminded } = await remindExpiringVouchers(deps);
  const { expired, expiredCents } = await expireVouchers(deps);
  return { delivered, reminded, expired, expiredCents };
}

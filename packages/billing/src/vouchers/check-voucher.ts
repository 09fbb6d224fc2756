import type { GiftVoucherView } from '@tenuta/contracts';
import { type CoreDeps, DomainError, enforceRateLimit, type RateLimitRule } from '@tenuta/core';
import { findVoucherByCode } from './find-voucher.ts';
import { voucherView } from './voucher-view.ts';

/** Look-ups of a code by one address: a person checks a few codes, a guesser many. */
export const VOUCHER_CHECK_RATE_LIMIT: RateLimitRule = { name: 'gift_voucher_check', limit: 10, windowSeconds: 15 * 60 };

export const voucherNotFound = (): DomainError => new DomainError('voucher_not_found', 'Nessun buono con questo codice', 'No gift voucher has this code: check it and try again');

/**
 * POST /api/gift-vouchers/check: the balance and expiry of a code. Every look-up counts against
 * the caller's address before the code is read (a burst of guesses is counted in full); an
 * unknown code, or one of a purchase never paid, is 404 voucher_not_found.
 */
export async function checkVoucherCode(deps: Pick<CoreDeps, 'db' | 'clock'>, input: { code: string; address: string }): Promise<GiftVoucherView> {
  await enforceRateLimit(deps, VOUCHER_CHECK_RATE_LIMIT, input.address);
  const voucher = await findVoucherByCode(deps.db, input.code);
  if (!voucher || voucher.status === 'pending_payment' || voucher.status === 'abandoned') throw voucherNotFound();
  return voucherView(deps.db, voucher, deps.clock.now());
}

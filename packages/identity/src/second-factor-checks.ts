import type { StaffAccount } from '@tenuta/db';
import { DomainError, recordStaffAction, takeRateLimitSlots, type RateLimitRule, type RateLimitSlots, type Transaction } from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';
import { invalidRecoveryCode, isRecoveryCode, spendRecoveryCode } from './recovery-codes.ts';
import { codeRefused, spendTotpCode } from './totp.ts';

/**
 * Codes checked on the account page (the current factor before a replacement or new recovery
 * codes, the new one at confirmation, the current one to turn it off), per account. Every check
 * takes its slot before the code is looked at, so a burst cannot try more; a right code gives it
 * back. A session alone cannot guess its way in.
 */
export const SECOND_FACTOR_RATE_LIMIT = { name: 'staff-second-factor', limit: 10, windowSeconds: 900 } satisfies RateLimitRule;

export const codeRequired = () => new DomainError('validation_error', 'Enter a current code of your authenticator app', 'totp_code_required');

export const hasFactor = (a: Pick<StaffAccount, 'totpEnabledAt' | 'totpSecret'>) => Boolean(a.totpEnabledAt && a.totpSecret);

/**
 * Takes a slot of the account's code budget before any code is looked at (429 past it). Counted
 * on the pool, outside the change's transaction, so that a wrong code's rollback keeps the count;
 * given back once the change with a right code has committed.
 */
export const takeCodeSlot = (deps: Pick<IdentityDeps, 'db' | 'clock'>, staffId: number): Promise<RateLimitSlots> =>
  takeRateLimitSlots(deps, [{ rule: SECOND_FACTOR_RATE_LIMIT, subject: String(staffId) }]);

/**
 * Proves the factor in use inside the change's transaction: a code of the authenticator (its
 * step spent, as at sign-in) or one of the account's recovery codes (spent for good, audited).
 * A recovery code stands in for the phone: whoever lost it can still replace the factor.
 */
export async function spendCurrentFactor(
  tx: Transaction,
  account: Pick<StaffAccount, 'id' | 'email' | 'totpSecret'>,
  code: string,
  now: Date,
  context: 'account' | 'sign_in',
): Promise<{ recoveryCodesLeft: number | null }> {
  if (isRecoveryCode(code)) {
    const left = await spendRecoveryCode(tx, account.id, code, now);
    if (left === null) throw invalidRecoveryCode();
    await recordStaffAction(
      tx,
      { id: account.id, email: account.email },
      { action: 'staff.recovery_code_use', targetType: 'staff', targetId: account.id, after: { context, left } },
      now,
    );
    return { recoveryCodesLeft: left };
  }
  const check = await spendTotpCode(tx, account.id, account.totpSecret!, code, now);
  if (check !== 'ok') throw codeRefused(check);
  return { recoveryCodesLeft: null };
}

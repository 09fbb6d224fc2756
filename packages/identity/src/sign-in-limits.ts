import { releaseRateLimitSlots, takeRateLimitSlots, type RateLimitRule, type RateLimitSlots } from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';

/**
 * The limits on one kind of sign-in (staff, partners). Every attempt takes a slot of each rule
 * that applies BEFORE its password or code is checked; a good one gives them back.
 */
export interface SignInRules {
  /** Per client address, across accounts: one address spraying many accounts. */
  address: RateLimitRule;
  /** Per account and client address: one address guessing one account. */
  accountAddress: RateLimitRule;
  /** Per account from any address, slower: guesses spread over many addresses. Devices not known to the account only. */
  account: RateLimitRule;
  /** Per account and known device, instead of `account`: what an attacker elsewhere exhausts never stops the account's own devices. */
  device: RateLimitRule;
}

export interface SignInAttempt {
  /** The account's e-mail as typed (normalized), known or not: unknown ones are limited alike. */
  email: string;
  address: string;
  /** The known device of this account the attempt comes from (findKnownDevice), or null. */
  deviceId: number | null;
}

/** Takes the attempt's slots (429 with Retry-After past any limit, and no check at all). */
export function takeSignInSlots(deps: Pick<IdentityDeps, 'db' | 'clock'>, rules: SignInRules, a: SignInAttempt): Promise<RateLimitSlots> {
  return takeRateLimitSlots(deps, [
    { rule: rules.address, subject: a.address },
    { rule: rules.accountAddress, subject: `${a.email}\n${a.address}` },
    a.deviceId === null ? { rule: rules.account, subject: a.email } : { rule: rules.device, subject: `${a.email}\n${a.deviceId}` },
  ]);
}

/** A good password or code: the attempt does not use the budget up. */
export function giveSignInSlotsBack(deps: Pick<IdentityDeps, 'db'>, slots: RateLimitSlots): Promise<void> {
  return releaseRateLimitSlots(deps, slots);
}

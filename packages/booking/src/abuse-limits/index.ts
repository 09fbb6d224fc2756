export { ABUSE_LIMIT_NAMES, DEFAULT_ABUSE_LIMITS, NO_ABUSE_LIMITS, abuseRules, parseAbuseLimits, type AbuseLimits, type GuestCaller } from './abuse-limits.ts';
export { checkHeldSeats, holderKey, type HeldSeats } from './held-seats.ts';
export { addHits, limitCartCreation, limitCheckoutOpen, limitCouponCheck } from './limit-guest-calls.ts';
export { findHeldSeats } from './held-seats-repository.ts';

export {
  enforceRateLimit,
  hitRateLimit,
  hitRateLimits,
  rateLimited,
  peekRateLimit,
  assertUnderRateLimit,
  sweepRateLimits,
  subjectKey,
  type RateLimitRule,
  type RateLimitResult,
} from './rate-limit.ts';
export { takeRateLimitSlots, releaseRateLimitSlots, type RateLimitSlots } from './rate-limit-slots.ts';
export { RateLimitCounter } from './rate-limit-counter.ts';

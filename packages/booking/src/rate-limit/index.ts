export { enforceRateLimit, hitRateLimit, sweepRateLimits, subjectKey, type RateLimitRule, type RateLimitResult } from './rate-limit.ts';

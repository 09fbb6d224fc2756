import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimitHits } from '@tenuta/db';
import type { BookingDeps } from '../deps.ts';
import { DomainError } from '../errors.ts';

export interface RateLimitRule {
  /** What is limited, e.g. 'contact' or 'newsletter'. */
  name: string;
  /** At most this many hits per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Callers' addresses are stored only as salted hashes (GDPR: no raw IPs in the database). */
export const subjectKey = (rule: RateLimitRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(`tenuta-rl:${subject}`).digest('base64url').slice(0, 22)}`;

/**
 * Counts one hit for `subject` (an IP address, an e-mail) in the current fixed
 * window, atomically in PostgreSQL so every API process shares the count.
 */
export async function hitRateLimit(deps: Pick<BookingDeps, 'db' | 'clock'>, rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const nowMs = deps.clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const [row] = await deps.db
    .insert(rateLimitHits)
    .values({ key: subjectKey(rule, subject), windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  const hits = row?.hits ?? 1;
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000)) };
}

/** Like hitRateLimit, but throws DomainError 'rate_limited' (HTTP 429) over the limit. */
export async function enforceRateLimit(deps: Pick<BookingDeps, 'db' | 'clock'>, rule: RateLimitRule, subject: string): Promise<void> {
  const r = await hitRateLimit(deps, rule, subject);
  if (!r.allowed) throw new DomainError('rate_limited', 'Too many requests, please try again later', `retry_after=${r.retryAfterSeconds}`);
}

/** Deletes windows that ended more than a day ago (run by the sweep job). */
export async function sweepRateLimits(deps: Pick<BookingDeps, 'db' | 'clock'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - 86_400_000);
  const rows = await deps.db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < ${cutoff}`).returning({ key: rateLimitHits.key });
  return rows.length;
}

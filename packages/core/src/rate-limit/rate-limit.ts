import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimitHits } from '@tenuta/db';
import type { CoreDeps } from '../deps.ts';
import type { PgClient, PgPool } from '@tenuta/db';
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
export const subjectKey = (rule: RateLimitRule, subject: string) => `${rule.name}:${createHash('sha256').update(`tenuta-rl:${subject}`).digest('base64url').slice(0, 22)}`;

/**
 * Counts one hit for `subject` (an IP address, an e-mail) in the current fixed
 * window, atomically in PostgreSQL so every API process shares the count.
 */
export async function hitRateLimit(deps: Pick<CoreDeps, 'db' | 'clock'>, rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
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

/** The hits counted so far in the current window, without counting one (for limits on failures only). */
export async function peekRateLimit(deps: Pick<CoreDeps, 'db' | 'clock'>, rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const nowMs = deps.clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const [row] = await deps.db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.key} = ${subjectKey(rule, subject)} AND ${rateLimitHits.windowStart} = ${windowStart}`);
  const hits = row?.hits ?? 0;
  return { allowed: hits < rule.limit, hits, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000)) };
}

const hitsSql = (asyncCommit: boolean) => `INSERT INTO rate_limit_hits (key, window_start, hits)
       SELECT u.key, u.window_start, u.hits FROM unnest($1::text[], $2::timestamptz[], $3::int[]) AS u(key, window_start, hits)${
         asyncCommit ? `, (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit` : ''
       }
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + EXCLUDED.hits
     RETURNING key, window_start, hits`;
const hitsStatement = { text: hitsSql(false) };
/** The add-to-cart hot path's form: a named prepared statement, committed without waiting for the WAL flush. */
const asyncHitsStatement = { name: 'rate_limit_hits_async', text: hitsSql(true) };

export interface HitOptions {
  /** The pool (default) or a connection of it: the add-to-cart hot path sends the count in the flight of its group's transaction, before BEGIN. */
  client?: PgPool | PgClient;
  /**
   * Commit the counts without waiting for the WAL flush (`synchronous_commit = off` for this
   * statement's own transaction, never for a caller's: it must not run inside one). A crash can
   * lose only the counts of its last moments: a guest gets a few calls more, nothing else
   * depends on them (docs/decisions/0026).
   */
  asyncCommit?: boolean;
}

/**
 * Counts one hit for each of `hits`, in ONE statement (the add-to-cart hot
 * path counts a whole group this way). The answers are in the order asked;
 * several hits on one key are counted in that order, as separate calls would be.
 */
export async function hitRateLimits(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  hits: readonly { rule: RateLimitRule; subject: string }[],
  o: HitOptions = {},
): Promise<RateLimitResult[]> {
  if (hits.length === 0) return [];
  const nowMs = deps.clock.now().getTime();
  const asked = hits.map(({ rule, subject }) => {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    return { rule, key: subjectKey(rule, subject), windowStart, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)) };
  });
  const counts = new Map<string, { key: string; windowStart: number; n: number }>();
  for (const a of asked) {
    const id = `${a.key}@${a.windowStart}`;
    const c = counts.get(id);
    if (c) c.n += 1;
    else counts.set(id, { key: a.key, windowStart: a.windowStart, n: 1 });
  }
  // Rows in one order (key bytewise, then window) in every statement, so two statements counting
  // the same keys lock their rows in the same order and cannot deadlock.
  const rows = [...counts.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart - b.windowStart));
  const result = await (o.client ?? deps.db.$client).query<{ key: string; window_start: Date; hits: number }>({
    ...(o.asyncCommit ? asyncHitsStatement : hitsStatement),
    values: [rows.map((r) => r.key), rows.map((r) => new Date(r.windowStart).toISOString()), rows.map((r) => r.n)],
  });
  // The total after this statement; the k-th of n hits on a key counted total - n + k.
  const totals = new Map(result.rows.map((r) => [`${r.key}@${new Date(r.window_start).getTime()}`, r.hits]));
  const seen = new Map<string, number>();
  return asked.map((a) => {
    const id = `${a.key}@${a.windowStart}`;
    const k = (seen.get(id) ?? 0) + 1;
    seen.set(id, k);
    const hits = (totals.get(id) ?? k) - counts.get(id)!.n + k;
    return { allowed: hits <= a.rule.limit, hits, retryAfterSeconds: a.retryAfterSeconds };
  });
}

/**
 * DomainError 'rate_limited' (HTTP 429): `limit` names what was passed
 * (for the client's message), `retryAfterSeconds` becomes Retry-After.
 */
export function rateLimited(limit: string, retryAfterSeconds: number, message = 'Too many requests, please try again later'): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new DomainError('rate_limited', message, `retry_after=${seconds}`, { limit, retry_after: seconds });
}

/**
 * Throws DomainError 'rate_limited' (HTTP 429) when the window already holds `limit` hits; counts
 * nothing. Never a guard in front of a guess (a password, a code): a burst would all pass it
 * before the first failure is counted. Take a slot first instead (takeRateLimitSlots).
 */
export async function assertUnderRateLimit(deps: Pick<CoreDeps, 'db' | 'clock'>, rule: RateLimitRule, subject: string): Promise<void> {
  const r = await peekRateLimit(deps, rule, subject);
  if (!r.allowed) throw rateLimited(rule.name, r.retryAfterSeconds);
}

/** Like hitRateLimit, but throws DomainError 'rate_limited' (HTTP 429) over the limit. */
export async function enforceRateLimit(deps: Pick<CoreDeps, 'db' | 'clock'>, rule: RateLimitRule, subject: string): Promise<void> {
  const r = await hitRateLimit(deps, rule, subject);
  if (!r.allowed) throw rateLimited(rule.name, r.retryAfterSeconds);
}

/** Deletes windows that ended more than a day ago (run by the sweep job). */
export async function sweepRateLimits(deps: Pick<CoreDeps, 'db' | 'clock'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - 86_400_000);
  const rows = await deps.db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < ${cutoff}`).returning({ key: rateLimitHits.key });
  return rows.length;
}

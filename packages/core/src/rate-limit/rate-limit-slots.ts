import type { CoreDeps } from '../deps.ts';
import { hitRateLimits, rateLimited, subjectKey, type RateLimitRule } from './rate-limit.ts';

/** The slots one attempt took: the counter rows to give back if the attempt turns out good. */
export interface RateLimitSlots {
  readonly taken: readonly { key: string; windowStart: Date }[];
}

/**
 * Takes one slot of every rule at once, in one atomic statement, BEFORE the thing limited (a
 * password or code check) runs: the limit then holds the same for guesses sent one by one or all
 * at once. Over any rule it gives the attempt's slots back (it checks nothing, so it spends
 * nothing: a refusal on one rule never eats another rule's budget) and throws DomainError
 * 'rate_limited' (429, Retry-After the longest wait of the rules passed). Otherwise the caller may
 * hand the slots back too (releaseRateLimitSlots) when the attempt should not use the budget up,
 * e.g. a good sign-in.
 */
export async function takeRateLimitSlots(deps: Pick<CoreDeps, 'db' | 'clock'>, hits: readonly { rule: RateLimitRule; subject: string }[]): Promise<RateLimitSlots> {
  const nowMs = deps.clock.now().getTime();
  // One instant for the count and for the windows remembered to give back.
  const results = await hitRateLimits({ db: deps.db, clock: { now: () => new Date(nowMs) } }, hits);
  const slots: RateLimitSlots = {
    taken: hits.map(({ rule, subject }) => {
      const windowMs = rule.windowSeconds * 1000;
      return { key: subjectKey(rule, subject), windowStart: new Date(Math.floor(nowMs / windowMs) * windowMs) };
    }),
  };
  const refused = results.flatMap((r, i) => (r.allowed ? [] : [{ rule: hits[i]!.rule, wait: r.retryAfterSeconds }]));
  if (refused.length === 0) return slots;
  // Until this is back, a concurrent attempt may see one more than there is: refused, never let through.
  await releaseRateLimitSlots(deps, slots);
  const longest = refused.reduce((a, b) => (b.wait > a.wait ? b : a));
  throw rateLimited(longest.rule.name, longest.wait);
}

/**
 * Gives the slots of an attempt back, atomically, in the windows they were taken in (a window that
 * has ended is left alone: it no longer limits anything). Never below zero. The rows are locked in
 * the order hitRateLimits counts them in (key, then window), so a give-back and a count cannot
 * deadlock.
 */
export async function releaseRateLimitSlots(deps: Pick<CoreDeps, 'db'>, slots: RateLimitSlots): Promise<void> {
  if (slots.taken.length === 0) return;
  await deps.db.$client.query(
    `WITH u AS (SELECT key, window_start, count(*)::int AS n FROM unnest($1::text[], $2::timestamptz[]) AS t(key, window_start) GROUP BY key, window_start),
          locked AS (SELECT h.key, h.window_start FROM rate_limit_hits h JOIN u USING (key, window_start) ORDER BY h.key COLLATE "C", h.window_start FOR UPDATE OF h)
     UPDATE rate_limit_hits AS h SET hits = GREATEST(h.hits - u.n, 0)
       FROM u JOIN locked USING (key, window_start)
      WHERE h.key = u.key AND h.window_start = u.window_start`,
    [slots.taken.map((s) => s.key), slots.taken.map((s) => s.windowStart.toISOString())],
  );
}

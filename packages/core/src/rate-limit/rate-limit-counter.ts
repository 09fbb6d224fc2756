import { Batcher } from '../batcher.ts';
import type { CoreDeps } from '../deps.ts';
import { hitRateLimits, subjectKey, type RateLimitResult, type RateLimitRule } from './rate-limit.ts';

interface PendingHit {
  rule: RateLimitRule;
  subject: string;
  resolve: (r: RateLimitResult) => void;
  reject: (e: unknown) => void;
}

/** Far from the limit a hit is answered at once; within this share of the limit, each hit waits for its exact count. */
const HEADROOM_SHARE = 0.1;

/**
 * Counts hits for a busy subject (a reseller's API key) without making its calls wait on one row.
 * Counted one by one, 50 calls at once lock the same `rate_limit_hits` row in turn and wait for
 * each other's commit. Here:
 * - the calls that arrive together are counted in ONE statement (`hitRateLimits`, committed without
 *   waiting for the WAL flush); the count stays in PostgreSQL, shared by every API process;
 * - while the window's last known total plus this process's hits not yet counted stays below the
 *   limit minus a headroom (a tenth of it), a hit is allowed at once and counted in the next
 *   statement; closer to the limit every hit waits for its exact position in the window, so the
 *   limit holds exactly where it matters. Another process can only add calls between two of this
 *   process's statements, far fewer than the headroom.
 */
export class RateLimitCounter {
  private readonly batcher: Batcher<PendingHit>;
  /** Per key and window: the total PostgreSQL last answered, and this process's hits sent since. */
  private readonly windows = new Map<string, { total: number; uncounted: number }>();

  constructor(deps: Pick<CoreDeps, 'db' | 'clock'>) {
    this.batcher = new Batcher<PendingHit>(
      async (items) => {
        const results = await hitRateLimits(deps, items, { asyncCommit: true });
        const now = deps.clock.now().getTime();
        items.forEach((item, i) => {
          const r = results[i]!;
          const w = this.window(item.rule, item.subject, now);
          w.total = Math.max(w.total, r.hits);
          w.uncounted = Math.max(0, w.uncounted - 1);
          item.resolve(r);
        });
      },
      (items, error) => {
        for (const item of items) item.reject(error);
      },
      256,
    );
    this.clock = deps.clock;
  }

  private readonly clock: CoreDeps['clock'];

  private window(rule: RateLimitRule, subject: string, nowMs: number) {
    const windowMs = rule.windowSeconds * 1000;
    const id = `${subjectKey(rule, subject)}@${Math.floor(nowMs / windowMs)}`;
    let w = this.windows.get(id);
    if (!w) {
      // Windows of the past are forgotten (one entry per busy key and window).
      if (this.windows.size >= 10_000) this.windows.clear();
      w = { total: 0, uncounted: 0 };
      this.windows.set(id, w);
    }
    return w;
  }

  /** Counts one hit of `subject` under `rule`: allowed while the window holds at most `rule.limit` hits. */
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const nowMs = this.clock.now().getTime();
    const w = this.window(rule, subject, nowMs);
    const exact = new Promise<RateLimitResult>((resolve, reject) => this.batcher.push({ rule, subject, resolve, reject }));
    w.uncounted += 1;
    const expected = w.total + w.uncounted;
    const known = w.total > 0;
    if (known && expected <= rule.limit - Math.max(1, Math.ceil(rule.limit * HEADROOM_SHARE))) {
      // Counted all the same; a failed count only loses hits, as an asynchronous commit can.
      exact.catch(() => {});
      const windowMs = rule.windowSeconds * 1000;
      const windowEnd = (Math.floor(nowMs / windowMs) + 1) * windowMs;
      return Promise.resolve({ allowed: true, hits: expected, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - nowMs) / 1000)) });
    }
    return exact;
  }
}

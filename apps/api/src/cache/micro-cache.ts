/**
 * A small in-process cache of serialized responses for hot, public reads
 * (availability). Not a copy of state: PostgreSQL stays the truth and every
 * entry is dropped on any seat change in any process (the seats_changed listener in server.ts), on any
 * write request of this process, and after `ttlMs` by the app's clock (which
 * also covers holds that expire by time alone). Concurrent misses for one
 * key share one computation; a computation that started before an
 * invalidation is answered but never stored.
 */
export class MicroCache<V = unknown> {
  private readonly entries = new Map<string, { body: V; at: number }>();
  private readonly inflight = new Map<string, Promise<V>>();
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async getOrCompute(key: string, nowMs: number, compute: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && nowMs >= entry.at && nowMs - entry.at < this.ttlMs) {
      this.hits++;
      return entry.body;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;
    this.misses++;
    const generation = this.generation;
    const promise = compute().then((body) => {
      if (generation === this.generation) {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { body, at: nowMs });
      }
      return body;
    });
    this.inflight.set(key, promise);
    const forget = () => {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** Drops every entry and every computation in flight. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

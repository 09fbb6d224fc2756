/** Repeat clicks on the same item are ignored for 1 s (docs/product.md, Constants). */
export const REMOVE_CLICK_LOCK_MS = 1_000;
/** Debounces (docs/product.md, Constants). */
export const REMOVE_DEBOUNCE_MS = 300;
export const CLEAR_DEBOUNCE_MS = 500;
export const APPLY_COUPON_DEBOUNCE_MS = 300;

/**
 * Decides whether a remove click goes through (docs/product.md, Cart behaviour): one
 * removal at a time, and a second click on the same item within 1 s is a
 * duplicate. Pure apart from the clock it is given.
 */
export class RemovalGate {
  private running: string | null = null;
  private readonly lastClick = new Map<string, number>();
  constructor(private readonly lockMs = REMOVE_CLICK_LOCK_MS) {}

  /** True when the click may start a removal; it then holds the gate until `finish`. */
  tryStart(itemId: string, now: number): boolean {
    const last = this.lastClick.get(itemId);
    this.lastClick.set(itemId, now);
    if (this.running !== null) return false;
    if (last !== undefined && now - last < this.lockMs) return false;
    this.running = itemId;
    return true;
  }

  finish(itemId: string): void {
    if (this.running === itemId) this.running = null;
  }

  get busy(): boolean {
    return this.running !== null;
  }
}

/**
 * A trailing debounce that returns a promise: calls within `ms` of each other
 * collapse into one run (with the last call's arguments) and every caller gets
 * that run's result.
 */
export function debouncePromise<A extends unknown[], R>(fn: (...args: A) => Promise<R>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiters: { resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  const debounced = (...args: A): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      waiters.push({ resolve, reject });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const current = waiters;
        waiters = [];
        fn(...args).then(
          (r) => {
            for (const w of current) w.resolve(r);
          },
          (e: unknown) => {
            for (const w of current) w.reject(e);
          },
        );
      }, ms);
    });
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiters = [];
  };
  return debounced;
}

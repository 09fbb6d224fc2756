/** Holds last 20 minutes from the moment an item is added (ARCHITECTURE.md 4). */
export const HOLD_MINUTES = 20;

/** The earliest `hold_expires_at` of the items, or null without items. */
export function earliestHold(items: readonly { hold_expires_at: string }[]): string | null {
  let best: string | null = null;
  let bestMs = Infinity;
  for (const item of items) {
    const ms = Date.parse(item.hold_expires_at);
    if (Number.isFinite(ms) && ms < bestMs) {
      bestMs = ms;
      best = item.hold_expires_at;
    }
  }
  return best;
}

/** Whole minutes left until `expiresAt` (rounded up, never negative). */
export function minutesLeft(expiresAt: string, now: number): number {
  const ms = Date.parse(expiresAt) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

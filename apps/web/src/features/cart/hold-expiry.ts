import type { CartItem, CartResponse } from '@tenuta/contracts';
import type { NewCartItem } from './cart-context.ts';

/** The hold length until the server has said its own (`hold_minutes` of the cart; docs/architecture.md, Holds). */
export const HOLD_MINUTES = 20;

/** The server's hold length, or the default before a cart has been read. */
export const holdMinutesOf = (cart: Pick<CartResponse, 'hold_minutes'> | undefined): number => cart?.hold_minutes ?? HOLD_MINUTES;

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

/** The guest is warned this many minutes before the first hold ends: 5, or a quarter of a shorter hold (at least 1). */
export const warnMinutes = (holdMinutes: number): number => Math.min(5, Math.max(1, Math.floor(holdMinutes / 4)));

export type HoldPhase = 'running' | 'ending' | 'over';

/** Where the countdown stands: running, ending (within warnMinutes: the warning is announced once) or over. */
export function holdPhase(expiresAt: string, now: number, holdMinutes: number): HoldPhase {
  const ms = Date.parse(expiresAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return 'over';
  return ms <= warnMinutes(holdMinutes) * 60_000 ? 'ending' : 'running';
}

/** A line whose hold ran out: what it takes to hold the same seats again, and how to name it. */
export interface ExpiredLine {
  slotId: number;
  item: NewCartItem;
  name: CartItem['name'];
  slotDatetime: string;
  /** Set when holding it again failed (sold out, closed): the guest chooses another time. */
  unavailable: boolean;
}

export const toExpiredLine = (i: CartItem): ExpiredLine => ({
  slotId: i.slot_id,
  item: {
    slot_id: i.slot_id,
    adults_count: i.adults_count,
    children_count: i.children_count,
    chosen_category: i.category,
    vip_upgrade: i.vip_upgrade,
    language: i.language,
  },
  name: i.name,
  slotDatetime: i.slot_datetime,
  unavailable: false,
});

/**
 * The lines a read dropped because their hold ran out: the server counts them (`expired_items`),
 * the previous read of the same cart still has them. The earliest holds went first. The server
 * counts them once, to the first read after they go: when that read was another tab's (the same
 * cart open twice), this one reads `expired_items` 0, so a line gone from it whose hold had ended
 * by `now` is lost as well. A line the guest removed before its hold ended is not.
 */
export function linesLost(previous: CartResponse | undefined, next: CartResponse, now: number): ExpiredLine[] {
  if (!previous || previous.cart_id !== next.cart_id) return [];
  const kept = new Set(next.items.map((i) => i.item_id));
  return previous.items
    .filter((i) => !kept.has(i.item_id))
    .sort((a, b) => Date.parse(a.hold_expires_at) - Date.parse(b.hold_expires_at))
    .filter((i, k) => k < next.expired_items || Date.parse(i.hold_expires_at) <= now)
    .map(toExpiredLine);
}

/** Adds newly lost lines to the ones already on offer, one per slot. */
export function mergeLost(current: readonly ExpiredLine[], lost: readonly ExpiredLine[]): ExpiredLine[] {
  const slots = new Set(lost.map((l) => l.slotId));
  return [...current.filter((l) => !slots.has(l.slotId)), ...lost];
}

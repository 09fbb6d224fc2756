import type { BookingDeps } from '../deps.ts';
import { hitRateLimits, rateLimited, type RateLimitRule } from '@tenuta/core';
import { isUuid } from '@tenuta/core';
import { abuseRules, type GuestCaller } from './abuse-limits.ts';

type Deps = Pick<BookingDeps, 'db' | 'clock'>;

/**
 * Counts one call against each rule in one statement; throws 429 (the
 * longest Retry-After of the limits passed) when any is over. Every call
 * counts, refused ones too: a script that keeps trying stays refused.
 */
async function count(deps: Deps, hits: { rule: RateLimitRule; subject: string; limit: string }[]): Promise<void> {
  const results = await hitRateLimits(deps, hits);
  const over = results.flatMap((r, i) => (r.allowed ? [] : [{ ...r, limit: hits[i]!.limit }]));
  if (over.length === 0) return;
  const worst = over.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
  throw rateLimited(worst.limit, worst.retryAfterSeconds);
}

/** A new cart (POST /api/cart/init without a known cart): per address per hour. */
export async function limitCartCreation(deps: Deps, caller: GuestCaller): Promise<void> {
  const r = abuseRules(caller.limits);
  await count(deps, [{ rule: r.cartsPerAddress, subject: caller.address, limit: 'carts_per_address_hour' }]);
}

/**
 * A coupon code tried (validate, apply, init or an add with a code): per
 * address per minute and per hour, and per cart per minute when there is one.
 */
export async function limitCouponCheck(deps: Deps, caller: GuestCaller, cartId?: string): Promise<void> {
  const r = abuseRules(caller.limits);
  await count(deps, [
    { rule: r.couponPerAddressMinute, subject: caller.address, limit: 'coupon_checks_per_address_minute' },
    { rule: r.couponPerAddressHour, subject: caller.address, limit: 'coupon_checks_per_address_hour' },
    ...(cartId ? [{ rule: r.couponPerCart, subject: cartId.toLowerCase(), limit: 'coupon_checks_per_cart_minute' }] : []),
  ]);
}

/** A checkout opened or re-opened (POST /api/cart/{id}/checkout-session): per cart and per address per hour. */
export async function limitCheckoutOpen(deps: Deps, caller: GuestCaller, cartId: string): Promise<void> {
  const r = abuseRules(caller.limits);
  await count(deps, [
    // A malformed id is no cart (404 next): no counter row for it.
    ...(isUuid(cartId) ? [{ rule: r.checkoutsPerCart, subject: cartId.toLowerCase(), limit: 'checkouts_per_cart_hour' }] : []),
    { rule: r.checkoutsPerAddress, subject: caller.address, limit: 'checkouts_per_address_hour' },
  ]);
}

/** The add-to-cart rules for one add (the hot path counts a whole group with hitRateLimits). */
export function addHits(caller: GuestCaller, cartId: string) {
  const r = abuseRules(caller.limits);
  return [
    { rule: r.addsPerAddress, subject: caller.address, limit: 'adds_per_address_minute' },
    { rule: r.addsPerCart, subject: cartId, limit: 'adds_per_cart_minute' },
  ];
}

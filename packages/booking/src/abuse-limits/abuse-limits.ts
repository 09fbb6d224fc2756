import type { RateLimitRule } from '@tenuta/core';

/**
 * How much one guest (one client address, one cart) may take of what is in
 * stock: seats held and partner codes tried (docs/domain/abuse-limits.md).
 * Sized so that 30 guests behind one hotel Wi-Fi still book normally.
 */
export interface AbuseLimits {
  /** New carts per address per hour (POST /api/cart/init without a known cart). */
  cartsPerAddressHour: number;
  /** Add-to-cart calls per address per minute. */
  addsPerAddressMinute: number;
  /** Add-to-cart calls per cart per minute. */
  addsPerCartMinute: number;
  /** Seats held at once by one cart (unexpired holds). */
  seatsPerCart: number;
  /** Seats held at once by the holds one address made. */
  seatsPerAddress: number;
  /** Coupon checks (validate, apply, a code sent with init or an add) per address per minute. */
  couponChecksPerAddressMinute: number;
  /** The same per address per hour: the ceiling of a slow, patient guesser. */
  couponChecksPerAddressHour: number;
  /** Coupon checks per cart per minute. */
  couponChecksPerCartMinute: number;
  /** Checkout (re-)openings per cart per hour. */
  checkoutsPerCartHour: number;
  /** Checkout (re-)openings per address per hour. */
  checkoutsPerAddressHour: number;
}

export const DEFAULT_ABUSE_LIMITS: Readonly<AbuseLimits> = Object.freeze({
  cartsPerAddressHour: 120,
  addsPerAddressMinute: 120,
  addsPerCartMinute: 20,
  seatsPerCart: 40,
  seatsPerAddress: 120,
  couponChecksPerAddressMinute: 30,
  couponChecksPerAddressHour: 300,
  couponChecksPerCartMinute: 10,
  checkoutsPerCartHour: 10,
  checkoutsPerAddressHour: 120,
});

/** The names ABUSE_LIMITS takes (snake case of the fields). */
const NAMES: Record<string, keyof AbuseLimits> = {
  carts_per_address_hour: 'cartsPerAddressHour',
  adds_per_address_minute: 'addsPerAddressMinute',
  adds_per_cart_minute: 'addsPerCartMinute',
  seats_per_cart: 'seatsPerCart',
  seats_per_address: 'seatsPerAddress',
  coupon_checks_per_address_minute: 'couponChecksPerAddressMinute',
  coupon_checks_per_address_hour: 'couponChecksPerAddressHour',
  coupon_checks_per_cart_minute: 'couponChecksPerCartMinute',
  checkouts_per_cart_hour: 'checkoutsPerCartHour',
  checkouts_per_address_hour: 'checkoutsPerAddressHour',
};
export const ABUSE_LIMIT_NAMES = Object.keys(NAMES);

/** No limit at all (ABUSE_LIMITS=off): a private test server only. */
export const NO_ABUSE_LIMITS: Readonly<AbuseLimits> = Object.freeze(Object.fromEntries(Object.values(NAMES).map((k) => [k, Number.MAX_SAFE_INTEGER])) as unknown as AbuseLimits);

/**
 * ABUSE_LIMITS as the environment gives it: unset or "default" (the defaults),
 * "off", or overrides "name=number,name=number" on top of the defaults.
 * Throws an Error naming what is wrong.
 */
export function parseAbuseLimits(spec: string | undefined): AbuseLimits {
  const text = (spec ?? '').trim();
  if (text === '' || text === 'default') return { ...DEFAULT_ABUSE_LIMITS };
  if (text === 'off') return { ...NO_ABUSE_LIMITS };
  const limits: AbuseLimits = { ...DEFAULT_ABUSE_LIMITS };
  for (const part of text.split(',')) {
    const m = /^\s*([a-z_]+)\s*=\s*(\d{1,15})\s*$/.exec(part);
    const key = m ? NAMES[m[1]!] : undefined;
    if (!m || !key) throw new Error(`"${part.trim()}" is not name=number with a name among ${ABUSE_LIMIT_NAMES.join(', ')}`);
    const n = Number(m[2]);
    if (n < 1) throw new Error(`${m[1]} must be 1 or more`);
    limits[key] = n;
  }
  return limits;
}

const perMinute = (name: string, limit: number): RateLimitRule => ({ name, limit, windowSeconds: 60 });
const perHour = (name: string, limit: number): RateLimitRule => ({ name, limit, windowSeconds: 3600 });

/** The counted limits as rate-limit rules (fixed windows in rate_limit_hits). */
export const abuseRules = (l: AbuseLimits) => ({
  cartsPerAddress: perHour('cart-create-address', l.cartsPerAddressHour),
  addsPerAddress: perMinute('cart-add-address', l.addsPerAddressMinute),
  addsPerCart: perMinute('cart-add-cart', l.addsPerCartMinute),
  couponPerAddressMinute: perMinute('coupon-check-address', l.couponChecksPerAddressMinute),
  couponPerAddressHour: perHour('coupon-check-address-hour', l.couponChecksPerAddressHour),
  couponPerCart: perMinute('coupon-check-cart', l.couponChecksPerCartMinute),
  checkoutsPerCart: perHour('checkout-open-cart', l.checkoutsPerCartHour),
  checkoutsPerAddress: perHour('checkout-open-address', l.checkoutsPerAddressHour),
});

/**
 * A guest's call as the public API receives it: who is asking (the client
 * address, as a trusted proxy reports it) and the limits in force. Staff and
 * partner calls are signed in and pass none.
 */
export interface GuestCaller {
  address: string;
  limits: AbuseLimits;
}

import { createHash } from 'node:crypto';
import { rateLimited } from '@tenuta/core';
import type { AbuseLimits } from './abuse-limits.ts';

/** Seats held now by a cart or an address, and when the first of those holds ends. */
export interface HeldSeats {
  seats: number;
  firstExpiry: Date | null;
}

/** Who made a hold, as stored on it: a salted hash of the address (no raw address in the database). */
export const holderKey = (address: string): string => createHash('sha256').update(`tenuta-holder:${address}`).digest('base64url').slice(0, 22);

const secondsUntil = (at: Date | null, now: Date) => (at ? Math.ceil((at.getTime() - now.getTime()) / 1000) : 60);

/**
 * A guest may not hold more than `seatsPerCart` seats in one cart, nor more
 * than `seatsPerAddress` from one address, at once (holds not yet expired).
 * `cart` and `address` already count the holds accepted earlier in the same
 * group of adds. Over a limit: 429 until the first of those holds ends.
 */
export function checkHeldSeats(limits: AbuseLimits, adding: number, cart: HeldSeats, address: HeldSeats | undefined, now: Date): void {
  if (cart.seats + adding > limits.seatsPerCart) {
    throw rateLimited('seats_per_cart', secondsUntil(cart.firstExpiry, now), `A cart may hold at most ${limits.seatsPerCart} seats at once`);
  }
  if (address && address.seats + adding > limits.seatsPerAddress) {
    throw rateLimited('seats_per_address', secondsUntil(address.firstExpiry, now), `Too many seats are held from this connection at once (at most ${limits.seatsPerAddress})`);
  }
}

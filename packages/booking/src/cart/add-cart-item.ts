import type { AddCartItemBody, CartView } from '@tenuta/contracts';
import { holderKey, limitCouponCheck, type GuestCaller } from '../abuse-limits/index.ts';
import { Batcher } from '@tenuta/core';
import type { Clock } from '@tenuta/core';
import { DomainError, isDomainError, notFound } from '@tenuta/core';
import type { PgPool } from '../prepared.ts';
import { isUuid } from '@tenuta/core';
import { failAll, type Added, type Batches, type PendingAdd } from './add-requests.ts';
import { attachCoupon } from './apply-cart-coupon.ts';
import type { CartDeps } from './cart-deps.ts';
import { toCartView } from './cart-mapper.ts';
import { getCart } from './get-cart.ts';
import { writeAdds } from './write-adds.ts';

export { LOCKED_RETRIES, MAX_LOCK_WAITS } from './write-adds.ts';

/**
 * How many adds one API process keeps waiting at most (in a group, waiting
 * for one, or waiting for a locked slot). One more is answered busy (503, Retry-After)
 * at once rather than queued behind work that would take seconds: a group
 * holds at most 64 adds and takes a few milliseconds, so 256 waiting adds are
 * well under a second of work (docs/decisions/0026, docs/benchmarks.md).
 */
export const ADD_QUEUE_LIMIT = 256;

const queueFull = () => new DomainError('busy', 'The booking system is busy, please retry', 'Too many adds to the cart are waiting; retry in a moment.');

/**
 * Adds a slot to a cart as a seat hold. Concurrent adds are grouped
 * (docs/decisions/0026); each add is answered on its own. A group is ONE
 * short transaction on one connection, in two flights (write-adds.ts):
 *
 * 1. Ahead of BEGIN, one statement counts the group's adds against the
 *    per-minute limits (docs/domain/abuse-limits.md); then lock the carts and
 *    then the slot rows (sorted, skipping rows another transaction holds) and
 *    read, behind the locks, for every add: the cart (its coupon), the slot's
 *    occupancy, the cart's line on it and the seats the cart and the guest's
 *    address hold.
 * 2. Check limits, participants, cut-off, CHOICE, VIP and seats, add by add in
 *    arrival order, each against the occupancy with the holds accepted before
 *    it in the group (withHold); then write the accepted holds with their
 *    price snapshot, COMMIT, and read their carts.
 *
 * An add whose cart or slot another transaction holds is checked against the
 * committed state (a refusal read from it is true at that instant) and, if
 * that does not refuse it, waits for the locks apart (docs/decisions/0026).
 * Client-sent prices and discounts are ignored. The rules are hold-rules.ts.
 * `caller`: a guest's call (the public API); staff and partners pass none.
 */
export async function addCartItem(deps: CartDeps, input: AddCartItemBody, caller?: GuestCaller): Promise<{ itemId: string; cart: CartView }> {
  if (!isUuid(input.cart_id)) throw notFound('Cart');
  const cartId = input.cart_id.toLowerCase();
  if (!Number.isSafeInteger(input.slot_id) || input.slot_id <= 0) throw notFound('Slot');
  const batches = batchesFor(deps);
  if (batches.pending >= (deps.addQueueLimit ?? ADD_QUEUE_LIMIT)) throw queueFull();
  batches.pending += 1;
  let added: Added;
  try {
    const guest = caller ? { caller, holder: holderKey(caller.address) } : undefined;
    added = await new Promise<Added>((resolve, reject) => batches.writes.push({ input, cartId, guest, resolve, reject }));
  } finally {
    batches.pending -= 1;
  }
  if (added.loaded) return { itemId: added.itemId, cart: toCartView(added.loaded) };
  // The widget sends the popup's coupon with truffle items: the server prices it itself.
  try {
    // A code sent with an add is a code tried: over the limit it is not attached (the add stands).
    if (caller) await limitCouponCheck(deps, caller, cartId);
    await attachCoupon(deps.db, cartId, input.applied_coupon_code!, deps.clock.now());
  } catch (e) {
    if (!isDomainError(e) || (e.code !== 'coupon_invalid' && e.code !== 'rate_limited')) throw e;
  }
  return { itemId: added.itemId, cart: await getCart(deps, cartId) };
}

// One set of batchers per pool, clock and hold length (tests run several clocks on one pool).
const batchers = new WeakMap<PgPool, WeakMap<Clock, Map<number | undefined, Batches>>>();

function batchesFor(deps: CartDeps): Batches {
  const pool = deps.db.$client;
  let byClock = batchers.get(pool);
  if (!byClock) {
    byClock = new WeakMap();
    batchers.set(pool, byClock);
  }
  let byHold = byClock.get(deps.clock);
  if (!byHold) {
    byHold = new Map();
    byClock.set(deps.clock, byHold);
  }
  let batches = byHold.get(deps.holdMinutes);
  if (!batches) {
    const b: Batches = {
      pending: 0,
      waiting: new Map(),
      writes: new Batcher<PendingAdd>((adds) => writeAdds(deps, b, adds), failAll),
    };
    batches = b;
    byHold.set(deps.holdMinutes, batches);
  }
  return batches;
}

import type { AddCartItemBody, CartView } from '@tenuta/contracts';
import { addHits, checkHeldSeats, holderKey, limitCouponCheck, type GuestCaller, type HeldSeats } from '../abuse-limits/index.ts';
import { Batcher } from '../batcher.ts';
import type { Clock } from '../deps.ts';
import { DomainError, isDomainError, notFound } from '../errors.ts';
import type { PgPool } from '../prepared.ts';
import { hitRateLimits, rateLimited } from '../rate-limit/index.ts';
import { isUuid } from '../transaction.ts';
import { readAddContexts } from './add-item-statements.ts';
import { checkRequest, duplicate, failAll, type Added, type Batches, type CheckedAdd, type PendingAdd } from './add-requests.ts';
import { attachCoupon } from './apply-cart-coupon.ts';
import type { CartDeps } from './cart-deps.ts';
import { toCartView } from './cart-mapper.ts';
import { getCart } from './get-cart.ts';
import { checkHold } from './hold-rules.ts';
import { writeAdds } from './write-adds.ts';

export { LOCKED_RETRIES, MAX_LOCK_WAITS } from './write-adds.ts';

/**
 * How many adds one API process keeps waiting at most (checked, written or
 * waiting for a locked slot). One more is answered busy (503, Retry-After)
 * at once rather than queued behind work that would take seconds: a group
 * holds at most 64 adds and takes 4 to 10 ms, so 256 waiting adds are well
 * under a second of work (docs/decisions/0012).
 */
export const ADD_QUEUE_LIMIT = 256;

const queueFull = () => new DomainError('busy', 'The booking system is busy, please retry', 'Too many adds to the cart are waiting; retry in a moment.');

/**
 * Adds a slot to a cart as a seat hold. Concurrent adds are grouped
 * (docs/decisions/0012); each add is answered on its own. In two stages:
 *
 * 1. Without any lock, ONE statement reads, for every add of the group, the
 *    cart (its coupon), the slot's occupancy, the cart's line on it and the
 *    seats the cart and the guest's address hold; beside it, one statement
 *    counts the group's adds against the per-minute limits. What the
 *    committed state already refuses is refused here (a sold-out slot under
 *    load: a refusal read from a snapshot is true at that instant), and so
 *    is an add over an abuse limit (docs/domain/abuse-limits.md).
 * 2. The others go into ONE short transaction: lock their carts and then
 *    their slot rows (sorted), re-read the occupancy, and check limits,
 *    CHOICE, VIP and seats again, add by add in arrival order, each against
 *    the occupancy with the holds accepted before it in the group
 *    (withHold); then write the accepted holds with their price snapshot,
 *    COMMIT, and read their carts.
 *
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
    added = await new Promise<Added>((resolve, reject) => batches.checks.push({ input, cartId, guest, resolve, reject }));
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
      writes: new Batcher<CheckedAdd>((adds) => writeAdds(deps, b, adds), failAll),
      checks: new Batcher<PendingAdd>((adds) => checkAdds(deps, adds, b.writes), failAll),
    };
    batches = b;
    byHold.set(deps.holdMinutes, batches);
  }
  return batches;
}

/** The per-minute add limits of the group's guest adds, counted in one statement; per add, its refusal or undefined. */
async function countAdds(deps: CartDeps, adds: PendingAdd[]): Promise<(DomainError | undefined)[]> {
  const asked = adds.flatMap((a, i) => (a.guest ? addHits(a.guest.caller, a.cartId).map((h) => ({ ...h, i })) : []));
  const results = await hitRateLimits(deps, asked);
  const refusals: (DomainError | undefined)[] = adds.map(() => undefined);
  results.forEach((r, k) => {
    const { i, limit } = asked[k]!;
    const current = refusals[i]?.extra?.retry_after as number | undefined;
    if (!r.allowed && (current === undefined || r.retryAfterSeconds > current)) refusals[i] = rateLimited(limit, r.retryAfterSeconds);
  });
  return refusals;
}

const plus = (held: HeldSeats, seats: number): HeldSeats => ({ ...held, seats: held.seats + seats });

/** Stage 1: one statement for the group (and one for its limits); refusals are answered, the rest go on to the write stage. */
async function checkAdds(deps: CartDeps, adds: PendingAdd[], writes: Batcher<CheckedAdd>): Promise<void> {
  const before = deps.clock.now();
  const [contexts, refusals] = await Promise.all([
    readAddContexts(
      deps.db.$client,
      adds.map((a) => ({ cartId: a.cartId, slotId: a.input.slot_id, holder: a.guest?.holder ?? null })),
      before,
    ),
    countAdds(deps, adds),
  ]);
  // Seats accepted earlier in this group, per cart and per holder: the snapshot does not count them yet.
  const groupCart = new Map<string, number>();
  const groupHolder = new Map<string, number>();
  adds.forEach((add, i) => {
    try {
      if (refusals[i]) throw refusals[i];
      const context = contexts[i];
      if (!context) throw notFound('Cart');
      const { slot, hold } = checkRequest(context.slot, add.input, before);
      const line = context.line;
      if (line && line.holdExpiresAt.getTime() > before.getTime()) throw duplicate();
      const seats = hold.adults + hold.children;
      const holder = add.guest?.holder;
      if (add.guest && !context.partnerCart) {
        checkHeldSeats(
          add.guest.caller.limits,
          seats,
          plus(context.cartHeld, groupCart.get(add.cartId) ?? 0),
          context.addressHeld && plus(context.addressHeld, groupHolder.get(holder!) ?? 0),
          before,
        );
      }
      checkHold(slot, hold);
      groupCart.set(add.cartId, (groupCart.get(add.cartId) ?? 0) + seats);
      if (holder) groupHolder.set(holder, (groupHolder.get(holder) ?? 0) + seats);
      const attach = add.input.applied_coupon_code && context.couponCode === null ? add.input.applied_coupon_code : undefined;
      writes.push({ ...add, expiredLineId: line?.id, attach });
    } catch (e) {
      add.reject(e);
    }
  });
}

import type { AddCartItemBody, CartView } from '@tenuta/contracts';
import { Batcher } from '../batcher.ts';
import type { Clock } from '../deps.ts';
import { DomainError, isDomainError, notFound } from '../errors.ts';
import { holdExpiry, withHold, type SlotWithOccupancy } from '../holds/index.ts';
import { pipelinedTransaction, type PgPool } from '../prepared.ts';
import { asBusy, isUuid } from '../transaction.ts';
import { dropExpiredLines, insertHoldRows, lineKey, lockAndReadSlots, readAddContexts, type NewHold } from './add-item-statements.ts';
import { attachCoupon } from './apply-cart-coupon.ts';
import type { CartDeps } from './cart-deps.ts';
import { toCartView } from './cart-mapper.ts';
import { getCart } from './get-cart.ts';
import { loadCarts, type LoadedCart } from './load-cart.ts';
import { checkHold, checkParticipants, currentPrices, resolveCategory, resolveLanguage } from './hold-rules.ts';

const duplicate = () =>
  new DomainError('duplicate_item', 'This slot is already in your cart', 'The same slot cannot be added twice to one cart: change the participants of the item already in the cart (409).');

/** What an add asks of a slot, whatever its occupancy: it exists, has not started, category, language, participants. */
function checkRequest(slot: SlotWithOccupancy | undefined, input: AddCartItemBody, now: Date) {
  if (!slot || !slot.isActive) throw notFound('Slot');
  if (slot.startsAt.getTime() <= now.getTime()) throw new DomainError('validation_error', 'This slot has already started', 'Choose a future slot');
  const category = resolveCategory(slot, input.chosen_category);
  const language = resolveLanguage(slot, input.language);
  checkParticipants(category, input.adults_count, input.children_count);
  const hold = { category, adults: input.adults_count, children: input.children_count, vip: input.vip_upgrade };
  return { slot, category, language, hold };
}

interface Added {
  itemId: string;
  /** The cart as the answer shows it; absent when a coupon is still to be attached. */
  loaded?: LoadedCart;
}

interface PendingAdd {
  input: AddCartItemBody;
  cartId: string;
  resolve: (added: Added) => void;
  reject: (error: unknown) => void;
}

interface CheckedAdd extends PendingAdd {
  /** The cart's expired line on the same slot, replaced by this add. */
  expiredLineId?: string;
  /** The popup's coupon, attached after the hold when the cart has none. */
  attach?: string;
}

/**
 * Adds a slot to a cart as a seat hold. Concurrent adds are grouped
 * (docs/decisions/0012); each add is answered on its own. In two stages:
 *
 * 1. Without any lock, ONE statement reads, for every add of the group, the
 *    cart (its coupon), the slot's occupancy and the cart's line on it. What
 *    the committed state already refuses is refused here (a sold-out slot
 *    under load: a refusal read from a snapshot is true at that instant).
 * 2. The others go into ONE short transaction: lock their slot rows (sorted),
 *    re-read the occupancy, and check limits, CHOICE, VIP and seats again,
 *    add by add in arrival order, each against the occupancy with the holds
 *    accepted before it in the group (withHold); then write the accepted
 *    holds with their price snapshot, COMMIT, and read their carts.
 *
 * Client-sent prices and discounts are ignored. The rules are hold-rules.ts.
 */
export async function addCartItem(deps: CartDeps, input: AddCartItemBody): Promise<{ itemId: string; cart: CartView }> {
  if (!isUuid(input.cart_id)) throw notFound('Cart');
  const cartId = input.cart_id.toLowerCase();
  if (!Number.isSafeInteger(input.slot_id) || input.slot_id <= 0) throw notFound('Slot');
  const added = await new Promise<Added>((resolve, reject) => batchesFor(deps).checks.push({ input, cartId, resolve, reject }));
  if (added.loaded) return { itemId: added.itemId, cart: toCartView(added.loaded) };
  // The seed's widget sends the popup's coupon with truffle items: the server prices it itself.
  try {
    await attachCoupon(deps.db, cartId, input.applied_coupon_code!, deps.clock.now());
  } catch (e) {
    if (!isDomainError(e) || e.code !== 'coupon_invalid') throw e;
  }
  return { itemId: added.itemId, cart: await getCart(deps, cartId) };
}

interface Batches {
  checks: Batcher<PendingAdd>;
  writes: Batcher<CheckedAdd>;
}

const failAll = (items: PendingAdd[], error: unknown) => items.forEach((item) => item.reject(error));

// One pair of batchers per pool, clock and hold length (tests run several clocks on one pool).
const batchers = new WeakMap<PgPool, WeakMap<Clock, Map<number | undefined, Batches>>>();

function batchesFor(deps: CartDeps): Batches {
  const pool = deps.db.$client;
  let byClock = batchers.get(pool);
  if (!byClock) batchers.set(pool, (byClock = new WeakMap()));
  let byHold = byClock.get(deps.clock);
  if (!byHold) byClock.set(deps.clock, (byHold = new Map()));
  let batches = byHold.get(deps.holdMinutes);
  if (!batches) {
    const writes = new Batcher<CheckedAdd>((adds) => writeAdds(deps, adds), failAll);
    batches = { writes, checks: new Batcher<PendingAdd>((adds) => checkAdds(deps, adds, writes), failAll) };
    byHold.set(deps.holdMinutes, batches);
  }
  return batches;
}

/** Stage 1: one statement for the group; refusals are answered, the rest go on to the write stage. */
async function checkAdds(deps: CartDeps, adds: PendingAdd[], writes: Batcher<CheckedAdd>): Promise<void> {
  const before = deps.clock.now();
  const contexts = await readAddContexts(
    deps.db.$client,
    adds.map((a) => ({ cartId: a.cartId, slotId: a.input.slot_id })),
    before,
  );
  adds.forEach((add, i) => {
    try {
      const context = contexts[i];
      if (!context) throw notFound('Cart');
      const { slot, hold } = checkRequest(context.slot, add.input, before);
      const line = context.line;
      if (line && line.holdExpiresAt.getTime() > before.getTime()) throw duplicate();
      checkHold(slot, hold);
      const attach = add.input.applied_coupon_code && context.couponCode === null ? add.input.applied_coupon_code : undefined;
      writes.push({ ...add, expiredLineId: line?.id, attach });
    } catch (e) {
      add.reject(e);
    }
  });
}

/**
 * Stage 2: one locked transaction for the group (see addCartItem). The group
 * ends at COMMIT: the carts for the answers are read afterwards, on another
 * connection, while the next group already runs. `alone`: one add outside
 * the groups, whose slot was held by another transaction.
 */
async function writeAdds(deps: CartDeps, adds: CheckedAdd[], alone = false): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  let written: { add: CheckedAdd; itemId: string | undefined }[];
  const deferred: CheckedAdd[] = [];
  try {
    written = await pipelinedTransaction(db.$client, async (client, begin, commit) => {
      // A group does not wait for a slot another transaction holds: the adds on it go on alone
      // (they wait for the lock up to LOCK_TIMEOUT, then answer busy) and the rest of the group is not held up.
      const { slots, busy } = await lockAndReadSlots(
        client,
        begin,
        adds.map((a) => a.input.slot_id),
        now,
        !alone,
      );
      const accepted: { add: CheckedAdd; hold: NewHold }[] = [];
      const taken = new Set<string>();
      for (const add of adds) {
        if (busy.has(add.input.slot_id)) {
          deferred.push(add);
          continue;
        }
        try {
          const { slot, category, language, hold } = checkRequest(slots.get(add.input.slot_id), add.input, now);
          const key = lineKey(add.cartId, slot.id);
          if (taken.has(key)) throw duplicate();
          checkHold(slot, hold);
          slots.set(slot.id, withHold(slot, hold));
          taken.add(key);
          const prices = currentPrices(slot, category, hold.vip);
          accepted.push({
            add,
            hold: { cartId: add.cartId, slotId: slot.id, category, adults: hold.adults, children: hold.children, vip: hold.vip, language, ...prices, holdExpiresAt: holdExpiry(now, deps.holdMinutes) },
          });
        } catch (e) {
          add.reject(e);
        }
      }
      if (accepted.length === 0) return [];
      const expired = accepted.flatMap((a) => (a.add.expiredLineId ? [a.add.expiredLineId] : []));
      // One flight: the replaced lines, the holds (and their carts' updated_at), COMMIT.
      const [, ids] = await Promise.all([
        expired.length > 0 ? dropExpiredLines(client, expired, now) : undefined,
        insertHoldRows(
          client,
          accepted.map((a) => a.hold),
        ),
        commit(),
      ]);
      return accepted.map(({ add, hold }) => ({ add, itemId: ids.get(lineKey(hold.cartId, hold.slotId)) }));
    });
  } catch (error) {
    failAll(
      adds.filter((a) => !deferred.includes(a)),
      asBusy(error),
    );
    return;
  } finally {
    for (const add of deferred) void writeAdds(deps, [add], true);
  }
  const shown: { add: CheckedAdd; itemId: string }[] = [];
  for (const { add, itemId } of written) {
    // Not written: the cart got a line on this slot from a concurrent add (the unique index kept one).
    if (!itemId) add.reject(duplicate());
    // An add with a coupon to attach reads its cart afterwards.
    else if (add.attach) add.resolve({ itemId });
    else shown.push({ add, itemId });
  }
  if (shown.length === 0) return;
  // Each cart once, in one statement; not awaited by the group.
  loadCarts(db, [...new Set(shown.map((s) => s.add.cartId))], now, 'report').then(
    (carts) => {
      for (const { add, itemId } of shown) {
        const loaded = carts.get(add.cartId);
        if (loaded) add.resolve({ itemId, loaded });
        else add.reject(notFound('Cart'));
      }
    },
    (error: unknown) => failAll(shown.map((s) => s.add), error),
  );
}

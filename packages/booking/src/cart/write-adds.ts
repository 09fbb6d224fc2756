import { DomainError, notFound } from '../errors.ts';
import { holdExpiry, holdLifeLimit, withHold } from '../holds/index.ts';
import { pipelinedTransaction } from '../prepared.ts';
import { dropExpiredLines, insertHoldRows, lineKey, lockForAdds, type NewHold } from './add-item-statements.ts';
import { checkRequest, duplicate, failAll, type Batches, type CheckedAdd } from './add-requests.ts';
import type { CartDeps } from './cart-deps.ts';
import { checkHold, currentPrices } from './hold-rules.ts';
import { loadCarts } from './load-cart.ts';

// Stage 2 of the grouped add-to-cart (add-cart-item.ts): the locked write of a group, and the adds
// that wait for rows another transaction holds (docs/decisions/0012, 0016, 0017).

/**
 * How many transactions one API process keeps waiting for locked slots (or
 * carts), each for one slot with every add waiting on it. The pool has 20
 * connections; the groups use at most 3 at a time (the check, its rate-limit
 * count, the write) and the cart reads after each group one more: with these
 * 4, adds never take more than 8, and reads, checkouts and jobs keep the
 * rest however many adds pile up on one locked slot. An add on a fifth
 * locked slot tries later groups (LOCKED_RETRIES), then answers busy (503).
 */
export const MAX_LOCK_WAITS = 4;

const lockWaitsFull = () => new DomainError('busy', 'The booking system is busy, please retry', 'Another booking is being processed on this slot; retry in a moment.');

/**
 * How often an add that found every lock-waiting place taken goes back into a
 * later group (after 5, 10, 15 ms) before it is answered busy. Another API
 * process's group holds its carts and slots for a few milliseconds only
 * (docs/decisions/0017): a retry, not a busy answer, is what the guest needs.
 */
export const LOCKED_RETRIES = 3;

/**
 * An add whose cart or slot another transaction holds: it waits for the
 * locks in a transaction of its slot's, with every add waiting on that slot,
 * up to LOCK_TIMEOUT (then busy). At most MAX_LOCK_WAITS such transactions
 * at once; past that the add tries a later group (LOCKED_RETRIES), then is
 * answered busy.
 */
export function waitForLocks(deps: CartDeps, batches: Batches, add: CheckedAdd): void {
  const slotId = add.input.slot_id;
  const queued = batches.waiting.get(slotId);
  if (queued) {
    queued.push(add);
    return;
  }
  if (batches.waiting.size >= MAX_LOCK_WAITS) {
    const retries = add.retries ?? 0;
    if (retries >= LOCKED_RETRIES) add.reject(lockWaitsFull());
    else setTimeout(() => batches.writes.push({ ...add, retries: retries + 1 }), 5 * (retries + 1));
    return;
  }
  const queue = [add];
  batches.waiting.set(slotId, queue);
  void (async () => {
    try {
      while (queue.length > 0) await writeAdds(deps, batches, queue.splice(0, 64), true);
    } finally {
      batches.waiting.delete(slotId);
    }
  })();
}

/**
 * Stage 2: one locked transaction for the group (see addCartItem). The group
 * ends at COMMIT: the carts for the answers are read afterwards, on another
 * connection, while the next group already runs. `waiting`: adds whose cart
 * or slot was held by another transaction, now waiting for the locks.
 */
export async function writeAdds(deps: CartDeps, batches: Batches, adds: CheckedAdd[], waiting = false): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  let written: { add: CheckedAdd; itemId: string | undefined }[];
  const deferred: CheckedAdd[] = [];
  try {
    written = await pipelinedTransaction(db.$client, async (client, begin, commit) => {
      // A group does not wait for a cart or slot another transaction holds: the adds on it wait
      // apart (waitForLocks) and the rest of the group is not held up.
      const locked = await lockForAdds(
        client,
        begin,
        adds.map((a) => a.cartId),
        adds.map((a) => a.input.slot_id),
        now,
        !waiting,
      );
      const accepted: { add: CheckedAdd; hold: NewHold }[] = [];
      const taken = new Set<string>();
      for (const add of adds) {
        const cartLocked = locked.carts.has(add.cartId);
        if (!waiting && (locked.busySlots.has(add.input.slot_id) || !cartLocked)) {
          deferred.push(add);
          continue;
        }
        try {
          if (!cartLocked) throw notFound('Cart');
          const { slot, category, language, hold } = checkRequest(locked.slots.get(add.input.slot_id), add.input, now);
          const key = lineKey(add.cartId, slot.id);
          if (taken.has(key)) throw duplicate();
          checkHold(slot, hold);
          locked.slots.set(slot.id, withHold(slot, hold));
          taken.add(key);
          const prices = currentPrices(slot, category, hold.vip);
          accepted.push({
            add,
            hold: {
              cartId: add.cartId,
              slotId: slot.id,
              category,
              adults: hold.adults,
              children: hold.children,
              vip: hold.vip,
              language,
              ...prices,
              holdExpiresAt: holdExpiry(now, deps.holdMinutes),
              maxExpiresAt: holdLifeLimit(now),
              clientKey: add.guest?.holder ?? null,
            },
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
      error,
    );
    return;
  } finally {
    for (const add of deferred) waitForLocks(deps, batches, add);
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
    (error: unknown) =>
      failAll(
        shown.map((s) => s.add),
        error,
      ),
  );
}

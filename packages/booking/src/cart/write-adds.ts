import { addHits, checkHeldSeats, type HeldSeats } from '../abuse-limits/index.ts';
import { DomainError, notFound } from '@tenuta/core';
import { pgErrorCode } from '@tenuta/core';
import { holdExpiry, holdLifeLimit, withHold, type SlotWithOccupancy } from '../holds/index.ts';
import { inOneWrite, pipelinedTransaction, type PgClient } from '../prepared.ts';
import { hitRateLimits, rateLimited } from '@tenuta/core';
import { dropExpiredLines, insertHoldRows, lineKey, lockForAdds, type LockMode, type NewHold } from './add-item-statements.ts';
import { checkRequest, duplicate, failAll, type Batches, type PendingAdd } from './add-requests.ts';
import type { CartDeps } from './cart-deps.ts';
import { checkHold, currentPrices } from './hold-rules.ts';
import { loadCarts, type LoadedCart } from './load-cart.ts';

// The grouped add-to-cart (add-cart-item.ts): the locked transaction of a group, and the adds
// that wait for rows another transaction holds (docs/decisions/0026).

/**
 * How many transactions one API process keeps waiting for locked slots (or
 * carts), each for one slot with every add waiting on it. The pool has 20
 * connections; a group uses 1 (its count, its transaction and its carts'
 * read go in one connection's flights) and the next group may start while
 * that read finishes, 1 more: with these 4, adds never take more than 6, and
 * reads, checkouts and jobs keep the rest however many adds pile up on one
 * locked slot. An add on a fifth locked slot tries later groups
 * (LOCKED_RETRIES), then answers busy (503).
 */
export const MAX_LOCK_WAITS = 4;

const lockWaitsFull = () => new DomainError('busy', 'The booking system is busy, please retry', 'Another booking is being processed on this slot; retry in a moment.');

/**
 * How often an add that found every lock-waiting place taken goes back into a
 * later group (after a short, growing pause) before it is answered busy. Another API
 * process's group holds its carts and slots for a few milliseconds only
 * (docs/decisions/0026): a retry, not a busy answer, is what the guest needs.
 */
export const LOCKED_RETRIES = 3;

/**
 * An add whose cart or slot another transaction holds: it waits for the
 * locks in a transaction of its slot's, with every add waiting on that slot,
 * up to LOCK_TIMEOUT (then busy). At most MAX_LOCK_WAITS such transactions
 * at once; past that the add tries a later group (LOCKED_RETRIES), then is
 * answered busy.
 */
export function waitForLocks(deps: CartDeps, batches: Batches, add: PendingAdd): void {
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
 * The per-minute add limits of the adds not counted yet (a guest's add is
 * counted in its first group, never again), in one statement on `client`,
 * committed on its own without waiting for the WAL flush; an add over a
 * limit keeps its refusal (`limited`).
 */
function countAdds(deps: CartDeps, adds: PendingAdd[], client: PgClient): Promise<void> {
  const asked = adds.flatMap((add) => (add.guest && !add.counted ? addHits(add.guest.caller, add.cartId).map((h) => ({ ...h, add })) : []));
  for (const add of adds) add.counted = true;
  if (asked.length === 0) return Promise.resolve();
  return hitRateLimits(deps, asked, { client, asyncCommit: true }).then((results) => {
    results.forEach((r, k) => {
      const { add, limit } = asked[k]!;
      const current = add.limited?.extra?.retry_after as number | undefined;
      if (!r.allowed && (current === undefined || r.retryAfterSeconds > current)) add.limited = rateLimited(limit, r.retryAfterSeconds);
    });
  });
}

/**
 * How long a group waits at most for a slot another transaction holds. Another API process's
 * group holds its slots for a few milliseconds (docs/decisions/0026): waiting for it costs less
 * than a transaction that skips the slot and another that waits for it. A slot held longer (a
 * checkout, a staff change) makes the group give up the wait and go on without it (SKIP LOCKED),
 * so one busy slot delays the other adds of the process by this much at most.
 */
export const GROUP_SLOT_WAIT_MS = 25;

/** A group's brief wait for a slot ran out (its transaction is rolled back; the group goes on skipping). */
class BriefWaitExpired extends Error {}

const plus = (held: HeldSeats, seats: number): HeldSeats => ({ ...held, seats: held.seats + seats });

/**
 * One group (see addCartItem), in one locked transaction on one connection,
 * in two flights:
 *
 * 1. The group's count against the per-minute limits (its own implicit
 *    transaction, ahead of BEGIN), BEGIN, the locks on the carts and then the
 *    slots, and the adds' contexts read behind the locks (readAddContexts).
 * 2. After the checks: the replaced expired lines, the holds, COMMIT, and the
 *    carts for the answers read after COMMIT.
 *
 * A group skips carts another transaction holds and waits for its slots at
 * most GROUP_SLOT_WAIT_MS (then it starts again skipping them): the adds on
 * rows it did not lock wait apart (waitForLocks). The group ends at COMMIT:
 * the next group starts on another connection while the carts' read comes
 * back. `waiting`: adds whose cart or slot was held by another transaction,
 * now waiting for the locks.
 */
export async function writeAdds(deps: CartDeps, batches: Batches, adds: PendingAdd[], waiting = false, lockMode?: LockMode): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const mode: LockMode = waiting ? 'wait' : (lockMode ?? 'brief');
  const deferred: PendingAdd[] = [];
  let cartsRead: Promise<Map<string, LoadedCart>> | undefined;
  let counting: Promise<void> | undefined;
  let written: { add: PendingAdd; itemId: string | undefined }[];
  try {
    written = await pipelinedTransaction(
      db.$client,
      async ({ client, begin, commit, keep }) => {
        const [, locked] = await Promise.all([
          counting!,
          lockForAdds(
            client,
            begin,
            adds.map((a) => ({ cartId: a.cartId, slotId: a.input.slot_id, holder: a.guest?.holder ?? null })),
            now,
            mode,
            GROUP_SLOT_WAIT_MS,
          ).catch((e: unknown) => {
            throw mode === 'brief' && pgErrorCode(e) === '55P03' ? new BriefWaitExpired() : e;
          }),
        ]);
        const accepted: { add: PendingAdd; hold: NewHold }[] = [];
        const taken = new Set<string>();
        // The slots as this group leaves them, and the seats it gave each cart and holder: the contexts do not count them yet.
        const slots = new Map<number, SlotWithOccupancy>();
        const groupCart = new Map<string, number>();
        const groupHolder = new Map<string, number>();
        adds.forEach((add, i) => {
          try {
            if (add.limited) throw add.limited;
            const context = locked.contexts[i];
            if (!context) throw notFound('Cart');
            const { slot: read, category, language, hold } = checkRequest(context.slot, add.input, now);
            const slot = slots.get(read.id) ?? read;
            const key = lineKey(add.cartId, slot.id);
            const line = context.line;
            if ((line && line.holdExpiresAt.getTime() > now.getTime()) || taken.has(key)) throw duplicate();
            const seats = hold.adults + hold.children;
            const holder = add.guest?.holder;
            if (add.guest && !context.partnerCart) {
              checkHeldSeats(
                add.guest.caller.limits,
                seats,
                plus(context.cartHeld, groupCart.get(add.cartId) ?? 0),
                context.addressHeld && plus(context.addressHeld, groupHolder.get(holder!) ?? 0),
                now,
              );
            }
            // Refused by the committed state (for a row another transaction holds: as it was at that instant).
            checkHold(slot, hold);
            groupCart.set(add.cartId, (groupCart.get(add.cartId) ?? 0) + seats);
            if (holder) groupHolder.set(holder, (groupHolder.get(holder) ?? 0) + seats);
            const pending = { ...add, expiredLineId: line?.id, attach: add.input.applied_coupon_code && context.couponCode === null ? add.input.applied_coupon_code : undefined };
            if (!locked.carts.has(add.cartId) || !locked.slots.has(slot.id)) {
              // Waiting, a row not locked is gone (deleted after the locks were asked for).
              if (waiting) throw locked.carts.has(add.cartId) ? notFound('Slot') : notFound('Cart');
              deferred.push(pending);
              return;
            }
            slots.set(slot.id, withHold(slot, hold));
            taken.add(key);
            const prices = currentPrices(slot, category, hold.vip);
            accepted.push({
              add: pending,
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
        });
        if (accepted.length === 0) return [];
        const expired = accepted.flatMap((a) => (a.add.expiredLineId ? [a.add.expiredLineId] : []));
        // Each cart shown in an answer once (an add with a coupon to attach reads its cart afterwards).
        const shown = [...new Set(accepted.flatMap((a) => (a.add.attach ? [] : [a.add.cartId])))];
        // One flight: the replaced lines, the holds (and their carts' updated_at), COMMIT, the carts.
        const [, ids] = await inOneWrite(client, () => {
          const writes = Promise.all([
            expired.length > 0 ? dropExpiredLines(client, expired, now) : undefined,
            insertHoldRows(
              client,
              accepted.map((a) => a.hold),
            ),
            commit(),
          ]);
          if (shown.length > 0) {
            cartsRead = loadCarts(db, shown, now, 'report', client);
            keep(cartsRead);
          }
          return writes;
        });
        return accepted.map(({ add, hold }) => ({ add, itemId: ids.get(lineKey(hold.cartId, hold.slotId)) }));
      },
      (client) => {
        counting = countAdds(deps, adds, client);
        counting.catch(() => {}); // awaited in the transaction
      },
    );
  } catch (error) {
    if (error instanceof BriefWaitExpired) {
      await counting?.catch(() => {});
      return writeAdds(deps, batches, adds, false, 'skip');
    }
    failAll(
      adds.filter((a) => !deferred.some((d) => d.resolve === a.resolve)),
      error,
    );
    return;
  } finally {
    for (const add of deferred) waitForLocks(deps, batches, add);
  }
  const shown: { add: PendingAdd; itemId: string }[] = [];
  for (const { add, itemId } of written) {
    // Not written: the cart got a line on this slot from a concurrent add (the unique index kept one).
    if (!itemId) add.reject(duplicate());
    else if (add.attach) add.resolve({ itemId });
    else shown.push({ add, itemId });
  }
  if (shown.length === 0) return;
  cartsRead!.then(
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

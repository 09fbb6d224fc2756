import { sql } from 'drizzle-orm';
import { cartItems } from '@tenuta/db';
import type { AddCartItemBody, CartView } from '@tenuta/contracts';
import { DomainError, isDomainError, notFound } from '../errors.ts';
import { holdExpiry, type SlotWithOccupancy } from '../holds/index.ts';
import { pipelinedTransaction } from '../prepared.ts';
import { isUuid, pgConstraint, pgErrorCode } from '../transaction.ts';
import { insertHoldRow, lockAndReadSlot, readAddContext } from './add-item-statements.ts';
import { attachCoupon } from './apply-cart-coupon.ts';
import type { CartDeps } from './cart-deps.ts';
import { toCartView } from './cart-mapper.ts';
import { getCart } from './get-cart.ts';
import { loadCart, type LoadedCart } from './load-cart.ts';
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

/**
 * Adds a slot to a cart as a seat hold. First, without any lock, ONE
 * statement reads the cart, the slot's occupancy and the cart's line on it,
 * and refuses what the committed state already refuses (a sold-out slot
 * under load: a refusal read from a snapshot is true at that instant).
 * Then in ONE short transaction: lock the slot row, re-read its occupancy,
 * check limits, CHOICE, VIP and seats again, write the hold with a price
 * snapshot. Client-sent prices and discounts are ignored. The hot path runs
 * named prepared statements, pipelined (docs/decisions/0009).
 */
export async function addCartItem(deps: CartDeps, input: AddCartItemBody): Promise<{ itemId: string; cart: CartView }> {
  const { db, clock } = deps;
  if (!isUuid(input.cart_id)) throw notFound('Cart');
  const cartId = input.cart_id.toLowerCase();
  if (!Number.isSafeInteger(input.slot_id) || input.slot_id <= 0) throw notFound('Slot');
  const pool = db.$client;

  const before = clock.now();
  const context = await readAddContext(pool, cartId, input.slot_id, before);
  if (!context) throw notFound('Cart');
  const request = checkRequest(context.slot, input, before);
  const existing = context.line;
  if (existing && existing.holdExpiresAt.getTime() > before.getTime()) throw duplicate();
  checkHold(request.slot, request.hold);
  // An expired line on the same slot no longer counts: replace it (freeing needs no lock).
  if (existing) await db.delete(cartItems).where(sql`${cartItems.id} = ${existing.id}::uuid AND ${cartItems.holdExpiresAt} <= ${before.toISOString()}::timestamptz`);

  // The seed's widget sends the popup's coupon with truffle items: attach it
  // after the hold if the cart has none (the server prices it itself).
  const attach = input.applied_coupon_code && context.couponCode === null ? input.applied_coupon_code : undefined;
  let added: { itemId: string; loaded: LoadedCart | undefined };
  try {
    added = await pipelinedTransaction(pool, async (client, begin, commit) => {
      const now = clock.now();
      const { slot, category, language, hold } = checkRequest(await lockAndReadSlot(client, begin, input.slot_id, now), input, now);
      checkHold(slot, hold);
      // One flight: the hold (and the cart's updated_at), COMMIT, then the cart as the answer shows it.
      const [itemId, , loaded] = await Promise.all([
        insertHoldRow(client, {
          cartId,
          slotId: slot.id,
          category,
          adults: hold.adults,
          children: hold.children,
          vip: hold.vip,
          language,
          ...currentPrices(slot, category, hold.vip),
          holdExpiresAt: holdExpiry(now, deps.holdMinutes),
        }),
        commit(),
        attach ? undefined : loadCart(db, cartId, now, 'report', client),
      ]);
      return { itemId, loaded };
    });
  } catch (e) {
    // Two adds of one slot to one cart at once: the unique index keeps one.
    if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'cart_items_cart_slot_uq') throw duplicate();
    throw e;
  }
  if (added.loaded) return { itemId: added.itemId, cart: toCartView(added.loaded) };
  try {
    await attachCoupon(db, cartId, attach!, clock.now());
  } catch (e) {
    if (!isDomainError(e) || e.code !== 'coupon_invalid') throw e;
  }
  return { itemId: added.itemId, cart: await getCart(deps, cartId) };
}

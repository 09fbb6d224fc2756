import { sql } from 'drizzle-orm';
import { cartItems } from '@tenuta/db';
import type { AddCartItemBody, CartView } from '@tenuta/contracts';
import { DomainError, isDomainError, notFound } from '../errors.ts';
import { findSlotWithOccupancy, holdExpiry, lockSlotWithOccupancy, type SlotWithOccupancy } from '../holds/index.ts';
import { isUuid, lockingTransaction, pgConstraint, pgErrorCode } from '../transaction.ts';
import { attachCoupon } from './apply-cart-coupon.ts';
import type { CartDeps } from './cart-deps.ts';
import { findCartCouponCode, findCartItemOnSlot, touchCart } from './cart-repository.ts';
import { getCart } from './get-cart.ts';
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
 * Adds a slot to a cart as a seat hold. First, without any lock, it refuses
 * what the committed state already refuses (a sold-out slot under load: a
 * refusal read from a snapshot is true at that instant). Then in ONE short
 * transaction: lock the slot row, re-read its occupancy, check limits,
 * CHOICE, VIP and seats again, write the hold with a price snapshot.
 * Client-sent prices and discounts are ignored.
 */
export async function addCartItem(deps: CartDeps, input: AddCartItemBody): Promise<{ itemId: string; cart: CartView }> {
  const { db, clock } = deps;
  if (!isUuid(input.cart_id)) throw notFound('Cart');
  const cartId = input.cart_id.toLowerCase();
  const couponCode = await findCartCouponCode(db, cartId);
  if (couponCode === undefined) throw notFound('Cart');

  const before = clock.now();
  const [snapshot, existing] = await Promise.all([
    findSlotWithOccupancy(db, input.slot_id, before),
    Number.isSafeInteger(input.slot_id) ? findCartItemOnSlot(db, cartId, input.slot_id) : undefined,
  ]);
  const request = checkRequest(snapshot, input, before);
  if (existing && existing.holdExpiresAt.getTime() > before.getTime()) throw duplicate();
  checkHold(request.slot, request.hold);
  // An expired line on the same slot no longer counts: replace it (freeing needs no lock).
  if (existing) await db.delete(cartItems).where(sql`${cartItems.id} = ${existing.id}::uuid AND ${cartItems.holdExpiresAt} <= ${before.toISOString()}::timestamptz`);

  let itemId: string;
  try {
    itemId = await lockingTransaction(db, async (tx) => {
      const now = clock.now();
      const { slot, category, language, hold } = checkRequest(await lockSlotWithOccupancy(tx, input.slot_id, now), input, now);
      checkHold(slot, hold);
      const [row] = await tx
        .insert(cartItems)
        .values({
          cartId,
          slotId: slot.id,
          category,
          adults: hold.adults,
          children: hold.children,
          vip: hold.vip,
          language,
          ...currentPrices(slot, category, hold.vip),
          holdExpiresAt: holdExpiry(now, deps.holdMinutes),
        })
        .returning({ id: cartItems.id });
      return row!.id;
    });
  } catch (e) {
    // Two adds of one slot to one cart at once: the unique index keeps one.
    if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'cart_items_cart_slot_uq') throw duplicate();
    throw e;
  }
  await touchCart(db, cartId);

  // The seed's widget sends the popup's coupon with truffle items: attach it
  // if the cart has none and it is usable; the server prices it itself.
  if (input.applied_coupon_code && couponCode === null) {
    try {
      await attachCoupon(db, cartId, input.applied_coupon_code, clock.now());
    } catch (e) {
      if (!isDomainError(e) || e.code !== 'coupon_invalid') throw e;
    }
  }
  return { itemId, cart: await getCart(deps, cartId) };
}

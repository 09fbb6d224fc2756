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

/** The rules of an add on a slot's occupancy: limits, category, language, CHOICE, VIP, seats. */
function checkAdd(slot: SlotWithOccupancy | undefined, input: AddCartItemBody, now: Date) {
  if (!slot || !slot.isActive) throw notFound('Slot');
  if (slot.startsAt.getTime() <= now.getTime()) throw new DomainError('validation_error', 'This slot has already started', 'Choose a future slot');
  const category = resolveCategory(slot, input.chosen_category);
  const language = resolveLanguage(slot, input.language);
  checkParticipants(category, input.adults_count, input.children_count);
  const hold = { category, adults: input.adults_count, children: input.children_count, vip: input.vip_upgrade };
  checkHold(slot, hold);
  return { slot, category, language, hold };
}

/**
 * Adds a slot to a cart as a seat hold. In ONE transaction: lock the slot
 * row, re-read its occupancy, check limits, CHOICE, VIP and seats, write the
 * hold with a price snapshot. Client-sent prices and discounts are ignored.
 */
export async function addCartItem(deps: CartDeps, input: AddCartItemBody): Promise<{ itemId: string; cart: CartView }> {
  const { db, clock } = deps;
  if (!isUuid(input.cart_id)) throw notFound('Cart');
  const cartId = input.cart_id.toLowerCase();
  const couponCode = await findCartCouponCode(db, cartId);
  if (couponCode === undefined) throw notFound('Cart');

  // Refuse early, without the lock, what the committed state already refuses
  // (a sold-out slot under load): a refusal read from a snapshot is true at
  // that instant. What passes is checked again under the lock below.
  try {
    checkAdd(await findSlotWithOccupancy(db, input.slot_id, clock.now()), input, clock.now());
  } catch (e) {
    // The same slot twice stays a 409, also when the guest's own hold filled it.
    const existing = Number.isSafeInteger(input.slot_id) ? await findCartItemOnSlot(db, cartId, input.slot_id) : undefined;
    if (existing && existing.holdExpiresAt.getTime() > clock.now().getTime()) throw duplicate();
    throw e;
  }

  let itemId: string;
  try {
    itemId = await lockingTransaction(db, async (tx) => {
      const now = clock.now();
      const { slot, category, language, hold } = checkAdd(await lockSlotWithOccupancy(tx, input.slot_id, now), input, now);

      const existing = await findCartItemOnSlot(tx, cartId, slot.id);
      if (existing && existing.holdExpiresAt.getTime() > now.getTime()) throw duplicate();
      // An expired line on the same slot no longer counts: replace it.
      if (existing) await tx.delete(cartItems).where(sql`${cartItems.id} = ${existing.id}::uuid`);

      const prices = currentPrices(slot, category, hold.vip);
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
          ...prices,
          holdExpiresAt: holdExpiry(now, deps.holdMinutes),
        })
        .returning({ id: cartItems.id });
      await touchCart(tx, cartId);
      return row!.id;
    });
  } catch (e) {
    if (pgErrorCode(e) === '23505' && pgConstraint(e) === 'cart_items_cart_slot_uq') throw duplicate();
    throw e;
  }

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

import { eq, sql } from 'drizzle-orm';
import { cartItems } from '@tenuta/db';
import type { CartView, UpdateCartItemBody } from '@tenuta/contracts';
import { checkHeldSeats, findHeldSeats, holderKey, type GuestCaller } from '../abuse-limits/index.ts';
import { DomainError, notFound } from '@tenuta/core';
import { lockSlotWithOccupancy } from '../holds/index.ts';
import { isUuid, lockingTransaction } from '@tenuta/core';
import type { CartDeps } from './cart-deps.ts';
import { findCartItem, touchCart } from './cart-repository.ts';
import { getCart } from './get-cart.ts';
import { checkHold, checkParticipants, resolveLanguage, vipSupplement } from './hold-rules.ts';

/**
 * Changes a hold's participants, VIP or language. Under the cart and slot
 * locks (in that order, as everywhere: docs/architecture.md, Locks), the
 * hold is re-checked against the slot as if it were not there; a guest who
 * asks for more seats is held to the seat limits of add-to-cart
 * (docs/domain/abuse-limits.md). The unit price snapshot and the hold's
 * expiry stay as they are; a VIP supplement is taken at the current price
 * when VIP is switched on.
 */
export async function updateCartItem(deps: CartDeps, itemId: string, patch: UpdateCartItemBody, caller?: GuestCaller): Promise<CartView> {
  const { db, clock } = deps;
  if (!isUuid(itemId)) throw notFound('Cart item');
  const before = await findCartItem(db, itemId);
  if (!before) throw notFound('Cart item');

  await lockingTransaction(db, async (tx) => {
    const now = clock.now();
    const cart = await tx.execute<{ partner_id: number | null }>(sql`SELECT partner_id FROM carts WHERE id = ${before.cartId}::uuid FOR NO KEY UPDATE`);
    const slot = await lockSlotWithOccupancy(tx, before.slotId, now, before.id);
    const [item] = await tx.select().from(cartItems).where(eq(cartItems.id, before.id)).for('update');
    if (!slot || !item) throw notFound('Cart item');
    if (item.holdExpiresAt.getTime() <= now.getTime()) {
      throw new DomainError('hold_expired', 'The hold on this slot has expired', 'Add the slot to the cart again.');
    }
    const adults = patch.adults_count ?? item.adults;
    const children = patch.children_count ?? item.children;
    const vip = patch.vip_upgrade ?? item.vip;
    const language = patch.language ? resolveLanguage(slot, patch.language) : item.language;
    checkParticipants(item.category, adults, children);
    const partnerCart = cart.rows[0]?.partner_id != null;
    if (caller && !partnerCart && adults + children > item.adults + item.children) {
      const held = await findHeldSeats(tx, { cartId: item.cartId, holder: holderKey(caller.address), now, excludeItemId: item.id });
      checkHeldSeats(caller.limits, adults + children, held.cart, held.address, now);
    }
    checkHold(slot, { category: item.category, adults, children, vip });
    const vipSupplementCents = !vip ? 0 : item.vip ? item.vipSupplementCents : vipSupplement(slot, item.category);
    await tx.update(cartItems).set({ adults, children, vip, language, vipSupplementCents }).where(sql`${cartItems.id} = ${item.id}::uuid`);
    await touchCart(tx, item.cartId);
  });
  return getCart(deps, before.cartId);
}

import { eq, sql } from 'drizzle-orm';
import { cartItems, type CartItemRow } from '@tenuta/db';
import { checkHold, checkParticipants, currentPrices, resolveLanguage, vipSupplement } from '../cart/hold-rules.ts';
import { checkBookingCutoff } from '../cutoff/index.ts';
import { findSlotWithOccupancy, holdExpiry, holdLifeLimit, lockSlotWithOccupancy, type SlotWithOccupancy } from '../holds/index.ts';
import { DomainError, notFound, type Transaction } from '@tenuta/core';
import type { OctoParty } from './octo-units.ts';

/**
 * A reservation's seat hold, written by the booking engine's own rules inside the caller's
 * transaction: the locks in the one order of kinds (the reservation's partner cart, then its
 * slots in ascending id order, then the hold), the occupancy re-read after the slot lock, and the
 * add-to-cart checks (party, cut-off, CHOICE category, VIP privacy, seats) with the price
 * snapshot and expiry of a cart line. A hold made through OCTO is a line of the reseller's own
 * cart: the guests' adds, the partner area's and these meet on the same slot locks.
 */
export interface HoldTarget {
  slotId: number;
  category: 'TRUFFLE' | 'WINE';
  language: string | null;
  party: Pick<OctoParty, 'adults' | 'children' | 'vip'>;
}

/** Locks the cart row (the first lock of a hold's change, as a checkout's). */
export async function lockOctoCart(tx: Transaction, cartId: string): Promise<void> {
  const r = await tx.execute(sql`SELECT id FROM carts WHERE id = ${cartId}::uuid FOR UPDATE`);
  if (r.rows.length === 0) throw notFound('Cart');
}

/** The tour language asked for when the slot offers it, else the slot's first (OCTO has no tour language of its own). */
const preferredLanguage = (slot: SlotWithOccupancy, wanted: string | null): string => {
  const offered = slot.languages.length > 0 ? slot.languages : ['IT', 'EN'];
  return wanted && offered.includes(wanted.toUpperCase()) ? wanted.toUpperCase() : resolveLanguage(slot, null);
};

async function lockSlots(tx: Transaction, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await tx.execute(sql`SELECT id FROM slots WHERE id = ${id} FOR UPDATE`);
}

/** Staff book by phone or at the desk until the start; online sales (OCTO too) stop at the cut-off. */
export type HoldSale = 'online' | 'staff';

function checkNewSlot(slot: SlotWithOccupancy | undefined, t: HoldTarget, now: Date, sale: HoldSale = 'online'): SlotWithOccupancy {
  if (!slot?.isActive) throw new DomainError('conflict', 'The slot is no longer offered');
  checkParticipants(t.category, t.party.adults, t.party.children);
  if (sale === 'online') checkBookingCutoff(slot, now);
  else if (slot.startsAt.getTime() <= now.getTime()) throw new DomainError('conflict', 'This slot has already started', 'slot_started');
  checkHold(slot, { category: t.category, adults: t.party.adults, children: t.party.children, vip: t.party.vip });
  return slot;
}

/** A new hold on a slot of a (locked) cart; `life` keeps the expiry of the hold it replaces. */
async function insertHold(
  tx: Transaction,
  cartId: string,
  slot: SlotWithOccupancy,
  t: HoldTarget,
  now: Date,
  life: { expiresAt: Date; maxExpiresAt: Date | null },
): Promise<CartItemRow> {
  const prices = currentPrices(slot, t.category, t.party.vip);
  const [row] = await tx
    .insert(cartItems)
    .values({
      cartId,
      slotId: slot.id,
      category: t.category,
      adults: t.party.adults,
      children: t.party.children,
      vip: t.party.vip,
      language: preferredLanguage(slot, t.language),
      unitPriceCents: prices.unitPriceCents,
      vipSupplementCents: prices.vipSupplementCents,
      holdExpiresAt: life.expiresAt,
      maxExpiresAt: life.maxExpiresAt,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** The first hold of a reservation: the site's hold length, and the site's cap on a hold's whole life. */
export async function placeHold(tx: Transaction, cartId: string, t: HoldTarget, now: Date, holdMinutes?: number, sale: HoldSale = 'online'): Promise<CartItemRow> {
  await lockOctoCart(tx, cartId);
  const slot = checkNewSlot(await lockSlotWithOccupancy(tx, t.slotId, now), t, now, sale);
  return insertHold(tx, cartId, slot, t, now, { expiresAt: holdExpiry(now, holdMinutes), maxExpiresAt: holdLifeLimit(now) });
}

/**
 * A reservation's change (other people, VIP, another time, another product): on the same slot the
 * hold is re-checked as if it were not there and updated (a VIP switched on takes the current
 * supplement, the price snapshot stays); on another slot a new hold replaces it with the old one's
 * expiry (a change never lengthens a hold's life). An expired hold cannot change.
 */
export async function changeHold(tx: Transaction, cartId: string, holdId: string, t: HoldTarget, now: Date): Promise<CartItemRow> {
  await lockOctoCart(tx, cartId);
  const [before] = await tx.select().from(cartItems).where(eq(cartItems.id, holdId));
  if (!before || before.holdExpiresAt.getTime() <= now.getTime()) throw new DomainError('hold_expired', 'The reservation has expired');
  await lockSlots(tx, [before.slotId, t.slotId]);
  const [hold] = await tx.select().from(cartItems).where(eq(cartItems.id, holdId)).for('update');
  if (!hold || hold.holdExpiresAt.getTime() <= now.getTime()) throw new DomainError('hold_expired', 'The reservation has expired');
  if (hold.slotId === t.slotId && hold.category === t.category) {
    const slot = await findSlotWithOccupancy(tx, hold.slotId, now, hold.id);
    if (!slot) throw notFound('Slot');
    checkParticipants(t.category, t.party.adults, t.party.children);
    checkHold(slot, { category: t.category, adults: t.party.adults, children: t.party.children, vip: t.party.vip });
    const supplement = !t.party.vip ? 0 : hold.vip ? hold.vipSupplementCents : vipSupplement(slot, t.category);
    const language = t.language ? preferredLanguage(slot, t.language) : hold.language;
    const [row] = await tx
      .update(cartItems)
      .set({ adults: t.party.adults, children: t.party.children, vip: t.party.vip, vipSupplementCents: supplement, language })
      .where(eq(cartItems.id, hold.id))
      .returning();
    return row!;
  }
  const slot = checkNewSlot(await findSlotWithOccupancy(tx, t.slotId, now, hold.id), t, now);
  await tx.delete(cartItems).where(eq(cartItems.id, hold.id));
  return insertHold(tx, cartId, slot, { ...t, language: t.language ?? hold.language }, now, { expiresAt: hold.holdExpiresAt, maxExpiresAt: hold.maxExpiresAt });
}

/**
 * Extends a live hold to `now + minutes`, never past its whole-life cap (the site's maximum)
 * and never shorter than it is. Returns the new expiry.
 */
export async function extendHold(tx: Transaction, cartId: string, holdId: string, minutes: number, now: Date): Promise<Date> {
  await lockOctoCart(tx, cartId);
  const [hold] = await tx.select().from(cartItems).where(eq(cartItems.id, holdId)).for('update');
  if (!hold || hold.holdExpiresAt.getTime() <= now.getTime()) throw new DomainError('hold_expired', 'The reservation has expired');
  const wanted = new Date(now.getTime() + minutes * 60_000);
  const capped = hold.maxExpiresAt && hold.maxExpiresAt.getTime() < wanted.getTime() ? hold.maxExpiresAt : wanted;
  const until = capped.getTime() > hold.holdExpiresAt.getTime() ? capped : hold.holdExpiresAt;
  await tx.update(cartItems).set({ holdExpiresAt: until }).where(eq(cartItems.id, hold.id));
  return until;
}

/** Frees a hold (freeing needs no lock). */
export async function releaseHold(tx: Transaction, holdId: string | null): Promise<void> {
  if (holdId) await tx.delete(cartItems).where(eq(cartItems.id, holdId));
}

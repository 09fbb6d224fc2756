import type { AddCartItemBody } from '@tenuta/contracts';
import type { GuestCaller } from '../abuse-limits/index.ts';
import type { Batcher } from '@tenuta/core';
import { checkBookingCutoff } from '../cutoff/index.ts';
import { DomainError, notFound } from '@tenuta/core';
import type { SlotWithOccupancy } from '../holds/index.ts';
import { asBusy } from '@tenuta/core';
import { checkParticipants, resolveCategory, resolveLanguage } from './hold-rules.ts';
import type { LoadedCart } from './load-cart.ts';

// The adds of the grouped add-to-cart (add-cart-item.ts, write-adds.ts) and the checks both stages make.

export const duplicate = () =>
  new DomainError(
    'duplicate_item',
    'This slot is already in your cart',
    'The same slot cannot be added twice to one cart: change the participants of the item already in the cart (409).',
  );

/** What an add asks of a slot, whatever its occupancy: it exists, is still on sale (cut-off), category, language, participants. */
export function checkRequest(slot: SlotWithOccupancy | undefined, input: AddCartItemBody, now: Date) {
  // A partners-only experience's slot is not for sale to guests: it does not exist for them.
  if (!slot?.isActive || slot.partnersOnly) throw notFound('Slot');
  if (slot.startsAt.getTime() <= now.getTime()) throw new DomainError('validation_error', 'This slot has already started', 'Choose a future slot');
  checkBookingCutoff(slot, now);
  const category = resolveCategory(slot, input.chosen_category);
  const language = resolveLanguage(slot, input.language);
  checkParticipants(category, input.adults_count, input.children_count);
  const hold = { category, adults: input.adults_count, children: input.children_count, vip: input.vip_upgrade };
  return { slot, category, language, hold };
}

export interface Added {
  itemId: string;
  /** The cart as the answer shows it; absent when a coupon is still to be attached. */
  loaded?: LoadedCart;
}

export interface PendingAdd {
  input: AddCartItemBody;
  cartId: string;
  /** A guest's add: the abuse limits apply and the hold records its holder. */
  guest: { caller: GuestCaller; holder: string } | undefined;
  resolve: (added: Added) => void;
  reject: (error: unknown) => void;
  /** Its call was counted against the per-minute limits (in its first group; never twice). */
  counted?: boolean;
  /** Refused by a per-minute limit when it was counted. */
  limited?: DomainError;
  /** The cart's expired line on the same slot, replaced by this add. */
  expiredLineId?: string;
  /** The popup's coupon, attached after the hold when the cart has none. */
  attach?: string;
  /** How often it went back to a later group because every lock-waiting place was taken. */
  retries?: number;
}

export interface Batches {
  /** The groups of this process, one locked transaction at a time (write-adds.ts). */
  writes: Batcher<PendingAdd>;
  /** Adds in this process between their arrival and their answer. */
  pending: number;
  /** Per locked slot, the adds waiting for it (one transaction per slot at a time). */
  waiting: Map<number, PendingAdd[]>;
}

export const failAll = (items: PendingAdd[], error: unknown) => {
  const e = asBusy(error);
  for (const item of items) item.reject(e);
};

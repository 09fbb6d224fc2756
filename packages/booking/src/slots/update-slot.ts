import { eq } from 'drizzle-orm';
import type { StaffSlot, StaffSlotUpdateRequest } from '@tenuta/contracts';
import { slots } from '@tenuta/db';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { changedPrices, slotLanguages, type SlotPrices } from './slot-series.ts';
import { toStaffSlot } from './staff-slot-mapper.ts';
import { findStaffSlot, lockStaffSlot, type StaffSlotRow } from './staff-slot-repository.ts';
import { hasEnded, type StaffSlotsDeps } from './staff-slots-deps.ts';

/** The slot's columns a PATCH may change, as the audit log shows them. */
interface Editable {
  capacity_total: number;
  languages: string[];
  is_active: boolean;
  truffle_price_cents: number | null;
  truffle_vip_upgrade_price_cents: number | null;
  wine_price_cents: number | null;
  wine_vip_upgrade_price_cents: number | null;
}

const editable = (s: StaffSlotRow): Editable => ({
  capacity_total: s.capacityTotal,
  languages: s.languages,
  is_active: s.isActive,
  truffle_price_cents: s.trufflePriceCents,
  truffle_vip_upgrade_price_cents: s.truffleVipUpgradePriceCents,
  wine_price_cents: s.winePriceCents,
  wine_vip_upgrade_price_cents: s.wineVipUpgradePriceCents,
});

const pricesOf = (s: StaffSlotRow): SlotPrices => ({
  trufflePriceCents: s.trufflePriceCents,
  truffleVipUpgradePriceCents: s.truffleVipUpgradePriceCents,
  winePriceCents: s.winePriceCents,
  wineVipUpgradePriceCents: s.wineVipUpgradePriceCents,
});

/** Refuses any change to a cancelled slot or one that has ended. */
export function checkChangeable(s: StaffSlotRow, now: Date): void {
  if (s.cancelledAt) throw new DomainError('conflict', 'This slot was cancelled: it can no longer change', 'slot_cancelled');
  if (hasEnded(s, now)) throw new DomainError('conflict', 'This slot is over: it can no longer change', 'slot_ended');
}

/** The new capacity may not leave fewer seats than are taken now (live bookings + unexpired holds). */
export function checkCapacity(s: StaffSlotRow, capacity: number): void {
  if (capacity >= s.people) return;
  const held = Math.max(0, s.people - s.booked);
  throw new DomainError('conflict', `Capacity ${capacity} is below the ${s.people} seats taken (${s.booked} booked, ${held} held in carts)`, 'capacity_below_taken');
}

/**
 * PATCH /api/staff/slots/{id}. Under the slot's row lock (the lock every add
 * to a cart takes), re-reads the seats taken and applies: capacity (never
 * below the seats taken: 409 capacity_below_taken), prices (bookings keep
 * the prices they stored, holds the snapshot they were shown until they
 * expire: only new holds pay the new price), languages, open/closed.
 * Audit rows slot.update and slot.close / slot.open, with before and after.
 */
export async function updateSlot(deps: Pick<StaffSlotsDeps, 'db' | 'clock'>, actor: StaffActor, slotId: number, patch: StaffSlotUpdateRequest): Promise<StaffSlot> {
  const languages = patch.languages ? slotLanguages(patch.languages) : undefined;
  return lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const slot = await lockStaffSlot(tx, slotId, now);
    if (!slot) throw notFound('Slot');
    checkChangeable(slot, now);
    if (patch.capacity !== undefined) checkCapacity(slot, patch.capacity);
    const prices = changedPrices(slot.category, pricesOf(slot), {
      trufflePriceCents: patch.truffle_price_cents,
      truffleVipUpgradePriceCents: patch.truffle_vip_upgrade_price_cents,
      winePriceCents: patch.wine_price_cents,
      wineVipUpgradePriceCents: patch.wine_vip_upgrade_price_cents,
    });
    const before = editable(slot);
    const after: Editable = {
      capacity_total: patch.capacity ?? before.capacity_total,
      languages: languages ?? before.languages,
      is_active: patch.is_active ?? before.is_active,
      truffle_price_cents: prices.trufflePriceCents,
      truffle_vip_upgrade_price_cents: prices.truffleVipUpgradePriceCents,
      wine_price_cents: prices.winePriceCents,
      wine_vip_upgrade_price_cents: prices.wineVipUpgradePriceCents,
    };
    const changed = (Object.keys(after) as (keyof Editable)[]).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
    if (changed.length === 0) return toStaffSlot(slot);

    await tx
      .update(slots)
      .set({
        capacityTotal: after.capacity_total,
        languages: after.languages,
        isActive: after.is_active,
        trufflePriceCents: after.truffle_price_cents,
        truffleVipUpgradePriceCents: after.truffle_vip_upgrade_price_cents,
        winePriceCents: after.wine_price_cents,
        wineVipUpgradePriceCents: after.wine_vip_upgrade_price_cents,
      })
      .where(eq(slots.id, slotId));
    const pick = (e: Editable, keys: (keyof Editable)[]) => Object.fromEntries(keys.map((k) => [k, e[k]]));
    const fields = changed.filter((k) => k !== 'is_active');
    if (fields.length > 0)
      await recordStaffAction(tx, actor, { action: 'slot.update', targetType: 'slot', targetId: slotId, before: pick(before, fields), after: pick(after, fields) });
    if (changed.includes('is_active')) {
      await recordStaffAction(tx, actor, {
        action: after.is_active ? 'slot.open' : 'slot.close',
        targetType: 'slot',
        targetId: slotId,
        before: { is_active: before.is_active },
        after: { is_active: after.is_active, seats_taken: slot.people },
      });
    }
    const updated = await findStaffSlot(tx, slotId, now);
    return toStaffSlot(updated!);
  });
}

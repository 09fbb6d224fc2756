import type { Slot } from '@tenuta/contracts';
import { fixedCategory, freeSeats, isVirgin, type SlotWithOccupancy } from '../holds/index.ts';
import { toEuros } from '@tenuta/core';

const euros = (cents: number | null): number | null => (cents === null ? null : toEuros(cents));

export function toSlotDto(s: SlotWithOccupancy): Slot {
  return {
    id: s.id,
    experience_id: s.experienceId,
    date: s.romeDate,
    start_time: s.romeStart,
    end_time: s.romeEnd,
    slot_datetime: s.startsAt.toISOString(),
    capacity_free: freeSeats(s),
    capacity_total: s.capacityTotal,
    language: s.languages[0] ?? 'IT',
    languages: s.languages.length > 0 ? s.languages : ['IT', 'EN'],
    is_vip_blocked: s.isVipBlocked,
    is_virgin: isVirgin(s),
    category: s.category,
    fixed_category: fixedCategory(s),
    wine_price: euros(s.winePriceCents),
    wine_vip_upgrade_price: euros(s.wineVipUpgradePriceCents),
    truffle_price: euros(s.trufflePriceCents),
    truffle_vip_upgrade_price: euros(s.truffleVipUpgradePriceCents),
  };
}

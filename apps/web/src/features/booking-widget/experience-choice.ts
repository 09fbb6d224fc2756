import type { Experience, Slot } from '@tenuta/contracts';
import type { WidgetExperience } from './widget-rules.ts';

/** The query parameter a link uses to open a widget on one experience (its slug). */
export const EXPERIENCE_PARAM = 'esperienza';

/** The catalogue category a widget sells. */
export const categoryOf = (experience: WidgetExperience): 'TRUFFLE' | 'WINE' => (experience === 'truffle' ? 'TRUFFLE' : 'WINE');

/** The catalogue's experiences a widget offers, in catalogue order (the list is already sorted). */
export function experiencesOf(list: readonly Experience[], experience: WidgetExperience): Experience[] {
  const category = categoryOf(experience);
  return list.filter((e) => e.category === category);
}

const cents = (euros: number | null | undefined) => (euros == null ? null : Math.round(euros * 100));

/**
 * The catalogue experience a slot sells on this widget (docs/product.md, The catalogue): its own;
 * a CHOICE slot, which has none, is the experience priced as the slot prices this category (the
 * demo CHOICE slot is the hunt, or the entry tasting), else the first one offered.
 */
export function slotExperienceId(slot: Slot, offered: readonly Experience[], experience: WidgetExperience): number | null {
  if (slot.experience_id != null) return slot.experience_id;
  const price = cents(experience === 'truffle' ? slot.truffle_price : slot.wine_price);
  return (offered.find((e) => e.price_cents === price) ?? offered[0])?.id ?? null;
}

/** The slots of the chosen experience; all of them while the catalogue is loading or there is one experience. */
export function slotsOfExperience(slots: readonly Slot[], offered: readonly Experience[], experience: WidgetExperience, chosenId: number | null): Slot[] {
  if (chosenId == null || offered.length < 2) return [...slots];
  return slots.filter((s) => slotExperienceId(s, offered, experience) === chosenId);
}

/** The experience to start with: the one a link names by slug (`?esperienza=`), else the first. */
export function initialExperienceId(offered: readonly Experience[], slug: string | null): number | null {
  return (offered.find((e) => e.slug === slug) ?? offered[0])?.id ?? null;
}

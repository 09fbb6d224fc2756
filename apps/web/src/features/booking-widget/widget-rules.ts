import type { Slot } from '@tenuta/contracts';

/** Which widget: the truffle landing page or the wine one. */
export type WidgetExperience = 'truffle' | 'wine';
export type ChosenCategory = 'TRUFFLE' | 'WINE';

export const chosenCategoryOf = (experience: WidgetExperience): ChosenCategory => (experience === 'truffle' ? 'TRUFFLE' : 'WINE');

/** Participant limits (docs/product.md, Booking rules). */
export const LIMITS = {
  truffle: { minAdults: 2, maxParticipants: 8 },
  wine: { minAdults: 1, maxParticipants: Infinity },
  maxChildren: 10,
} as const;

/** The widget's default prices, overridden by a slot's (docs/product.md, Prices and discount codes). */
export const DEFAULT_PRICES = {
  truffle: { perAdult: 45, vip: 50 },
  wine: { perAdult: 45, vip: 25 },
} as const;

/** Languages come from the slot, else Italian and English (docs/product.md, Booking rules). */
export const DEFAULT_LANGUAGES = ['IT', 'EN'] as const;

export type SlotState = 'available' | 'sold_out' | 'in_cart' | 'hidden';

/**
 * How a slot shows in this widget:
 * - a slot of the other category, or a CHOICE slot already fixed to it, is hidden;
 * - a CHOICE slot already in the cart (same id) is hidden (docs/product.md, Booking rules);
 * - another slot already in the cart shows "already in cart";
 * - fewer free places than the minimum group is "sold out".
 */
export function slotState(slot: Slot, experience: WidgetExperience, cartSlotIds: ReadonlySet<number>): SlotState {
  const mine = chosenCategoryOf(experience);
  if (slot.category !== 'CHOICE' && slot.category !== mine) return 'hidden';
  if (slot.category === 'CHOICE' && slot.fixed_category !== null && slot.fixed_category !== mine) return 'hidden';
  if (cartSlotIds.has(slot.id)) return slot.category === 'CHOICE' ? 'hidden' : 'in_cart';
  if (slot.capacity_free < LIMITS[experience].minAdults) return 'sold_out';
  return 'available';
}

/** Rome calendar dates that have at least one bookable slot. */
export function bookableDates(slots: readonly Slot[], experience: WidgetExperience, cartSlotIds: ReadonlySet<number>): Set<string> {
  const dates = new Set<string>();
  for (const s of slots) if (slotState(s, experience, cartSlotIds) === 'available') dates.add(s.date);
  return dates;
}

export function slotLanguages(slot: Slot | undefined): string[] {
  const langs = slot?.languages?.length ? slot.languages : slot?.language ? [slot.language] : [];
  const upper = [...new Set(langs.map((l) => l.toUpperCase()))];
  return upper.length ? upper : [...DEFAULT_LANGUAGES];
}

/** The tour language to preselect: the site's language when the slot offers it. */
export function defaultLanguage(languages: readonly string[], siteLocale: 'it' | 'en'): string {
  const wanted = siteLocale.toUpperCase();
  return languages.includes(wanted) ? wanted : (languages[0] ?? 'IT');
}

export interface Prices {
  perAdult: number;
  vip: number;
}

/** Defaults, overridden by the slot's prices (the chosen slot, else the first one) (docs/product.md, Prices and discount codes). */
export function widgetPrices(experience: WidgetExperience, slot: Slot | undefined): Prices {
  const d = DEFAULT_PRICES[experience];
  if (!slot) return { ...d };
  return experience === 'truffle'
    ? { perAdult: slot.truffle_price ?? d.perAdult, vip: slot.truffle_vip_upgrade_price ?? d.vip }
    : { perAdult: slot.wine_price ?? d.perAdult, vip: slot.wine_vip_upgrade_price ?? d.vip };
}

export interface ParticipantBounds {
  minAdults: number;
  maxAdults: number;
  maxChildren: number;
}

/** Adults and children the steppers allow for a slot (children count towards capacity). */
export function participantBounds(experience: WidgetExperience, slot: Slot | undefined, adults: number, children: number): ParticipantBounds {
  const { minAdults, maxParticipants } = LIMITS[experience];
  const capacity = Math.min(slot ? slot.capacity_free : maxParticipants, maxParticipants);
  return {
    minAdults,
    maxAdults: Math.max(minAdults, capacity - children),
    maxChildren: Math.max(0, Math.min(LIMITS.maxChildren, capacity - adults)),
  };
}

/** Brings counts back inside the bounds of a (new) slot. */
export function clampParticipants(experience: WidgetExperience, slot: Slot | undefined, adults: number, children: number) {
  const { minAdults, maxParticipants } = LIMITS[experience];
  const capacity = Math.min(slot ? slot.capacity_free : maxParticipants, maxParticipants);
  const a = Math.min(Math.max(adults, minAdults), Math.max(minAdults, capacity));
  const c = Math.min(Math.max(children, 0), LIMITS.maxChildren, Math.max(0, capacity - a));
  return { adults: a, children: c };
}

export type VipAvailability = { available: true } | { available: false; reason: 'not_virgin' | 'vip_blocked' | 'no_slot' };

/** Truffle VIP only on a virgin slot; wine VIP is a supplement on any slot (docs/product.md, Booking rules). */
export function vipAvailability(experience: WidgetExperience, slot: Slot | undefined): VipAvailability {
  if (!slot) return { available: false, reason: 'no_slot' };
  if (experience === 'wine') return { available: true };
  if (slot.is_vip_blocked) return { available: false, reason: 'vip_blocked' };
  if (!slot.is_virgin) return { available: false, reason: 'not_virgin' };
  return { available: true };
}

export interface CouponPreview {
  discount_type: 'percentage' | 'fixed';
  discount_amount: number;
}

export interface Estimate {
  adultsTotal: number;
  vip: number;
  subtotal: number;
  discount: number;
  total: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The widget's live estimate (the cart shows the server's prices): adults ×
 * price, children free, the one-time VIP supplement, and a coupon on truffle
 * only (docs/product.md, Booking rules: percentage of the total, or a fixed amount up to it).
 */
export function estimate(experience: WidgetExperience, prices: Prices, adults: number, vip: boolean, coupon: CouponPreview | null): Estimate {
  const adultsTotal = round2(prices.perAdult * adults);
  const vipAmount = vip ? prices.vip : 0;
  const subtotal = round2(adultsTotal + vipAmount);
  let discount = 0;
  if (coupon && experience === 'truffle') {
    discount = coupon.discount_type === 'percentage' ? round2((subtotal * coupon.discount_amount) / 100) : Math.min(coupon.discount_amount, subtotal);
  }
  discount = Math.max(0, Math.min(discount, subtotal));
  return { adultsTotal, vip: vipAmount, subtotal, discount, total: round2(Math.max(0, subtotal - discount)) };
}

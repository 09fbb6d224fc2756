import { useQuery } from '@tanstack/react-query';
import type { Slot } from '@tenuta/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { useLocale } from '../../components/use-locale.ts';
import { ApiError } from '../../lib/api-client.ts';
import { romeToday } from '../../lib/format.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCart, type NewCartItem } from '../cart/cart-context.ts';
import { addErrorKind, type WidgetError } from './add-error.ts';
import { experiencesQueryOptions } from './api/availability-api.ts';
import { addDays, monthOf } from '@tenuta/core/rome-time';
import { BOOKING_HORIZON_DAYS } from './calendar-window.ts';
import { useAvailabilityMonths } from './use-availability-months.ts';
import { useDiscountCode } from './use-discount-code.ts';
import { useExperienceChoice } from './use-experience-choice.ts';
import {
  bookableDates,
  chosenCategoryOf,
  clampParticipants,
  defaultLanguage,
  estimate,
  LIMITS,
  participantBounds,
  slotLanguages,
  slotState,
  vipAvailability,
  widgetPrices,
  type SlotState,
  type WidgetExperience,
} from './widget-rules.ts';

export interface SlotOption {
  slot: Slot;
  state: Exclude<SlotState, 'hidden'>;
  /** The experience's title in the site language, when the slot has one. */
  name: string | null;
}

/**
 * The widget in the partner area (docs/decisions/0015): instead of adding to the guest's cart, a
 * choice is re-checked for availability and then handed to the partner's order (item selected).
 */
export interface PartnerMode {
  selectLabel: string;
  busyLabel: string;
  /** The price summary's line under the retail estimate. */
  priceNote: string;
  /** False when the slot can no longer take this selection. */
  recheck: (item: NewCartItem, slot: Slot) => Promise<boolean>;
  onItemSelected: (item: NewCartItem, slot: Slot) => Promise<void>;
}

/** State and actions of one booking widget; the components only render. */
export function useBookingWidget(experience: WidgetExperience, partnerMode?: PartnerMode) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const cart = useCart();
  const navigate = useNavigate();
  const [today] = useState(romeToday);
  const minAdults = LIMITS[experience].minAdults;

  const [month, setMonth] = useState(() => monthOf(today));
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [adults, setAdults] = useState<number>(minAdults);
  const [children, setChildren] = useState(0);
  const [vip, setVip] = useState(false);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<WidgetError | null>(null);
  const discount = useDiscountCode(!partnerMode && experience === 'truffle');

  // The shown month and the months either side (the calendar's arrow keys cross months).
  const availability = useAvailabilityMonths(experience, month, today);
  const experiences = useQuery(experiencesQueryOptions(), queryClient);

  const cartSlotIds = useMemo(() => new Set(cart.items.map((i) => i.slotId)), [cart.items]);
  // The page's experiences from the catalogue: the guest picks one, the slots are its own.
  const choice = useExperienceChoice(experience, experiences.data);
  const slots = useMemo(() => choice.filter(availability.data?.slots ?? []), [availability.data, choice.filter]);
  const dates = useMemo(() => bookableDates(slots, experience, cartSlotIds), [slots, experience, cartSlotIds]);
  // A CHOICE slot has no experience of its own: the catalogue's experience it sells here names it.
  const choiceName = t(`slots.choiceName.${experience}`);
  const monthHasSlots = useMemo(() => slots.some((s) => monthOf(s.date) === month && slotState(s, experience, cartSlotIds) !== 'hidden'), [slots, month, experience, cartSlotIds]);

  const options: SlotOption[] = useMemo(() => {
    if (!date) return [];
    return slots
      .filter((s) => s.date === date)
      .map((slot) => ({ slot, state: slotState(slot, experience, cartSlotIds), name: choice.nameOf(slot) ?? (slot.experience_id ? null : choiceName) }))
      .filter((o): o is SlotOption => o.state !== 'hidden')
      .sort((a, b) => a.slot.slot_datetime.localeCompare(b.slot.slot_datetime));
  }, [date, slots, experience, cartSlotIds, choice, choiceName]);

  const slot = options.find((o) => o.slot.id === slotId && o.state === 'available')?.slot;
  const firstSlot = slots.find((s) => slotState(s, experience, cartSlotIds) === 'available');
  const prices = widgetPrices(experience, slot ?? firstSlot);
  const bounds = participantBounds(experience, slot, adults, children);
  const vipState = vipAvailability(experience, slot);
  const vipOn = vip && vipState.available;
  const languages = slotLanguages(slot);
  const coupon = discount.state.status === 'valid' ? discount.state.coupon : null;
  const quote = estimate(experience, prices, adults, vipOn, coupon);

  const pickDate = useCallback((next: string | null) => {
    setDate(next);
    setSlotId(null);
    setError(null);
  }, []);

  const pickSlot = useCallback(
    (id: number) => {
      const next = slots.find((s) => s.id === id);
      setSlotId(id);
      setError(null);
      if (!next) return;
      const clamped = clampParticipants(experience, next, adults, children);
      setAdults(clamped.adults);
      setChildren(clamped.children);
      setLanguage(defaultLanguage(slotLanguages(next), locale));
      if (!vipAvailability(experience, next).available) setVip(false);
    },
    [slots, experience, adults, children, locale],
  );

  const chooseExperience = useCallback(
    (id: number) => {
      choice.choose(id);
      setSlotId(null);
      setError(null);
    },
    [choice],
  );

  const reload = useCallback(() => {
    setError(null);
    setSlotId(null);
    void queryClient.invalidateQueries({ queryKey: ['availability', experience] });
  }, [experience]);

  const resetSelection = useCallback(() => {
    setDate(null);
    setSlotId(null);
    setLanguage(null);
    setAdults(minAdults);
    setChildren(0);
    setVip(false);
    discount.reset();
  }, [minAdults, discount]);

  const addToCart = useCallback(async () => {
    if (!slot || adding) return;
    setAdding(true);
    setError(null);
    try {
      if (!partnerMode) await cart.ensureCart();
    } catch {
      setError({ kind: 'cart_init' });
      setAdding(false);
      return;
    }
    const chosen = chosenCategoryOf(experience);
    // A coupon goes with the item only when valid and the category is TRUFFLE (docs/product.md, Booking rules).
    const withCoupon = coupon && chosen === 'TRUFFLE' ? discount.state.status === 'valid' && discount.state.code : null;
    const item: NewCartItem = {
      slot_id: slot.id,
      adults_count: adults,
      children_count: children,
      chosen_category: chosen,
      vip_upgrade: vipOn,
      language: (language ?? defaultLanguage(languages, locale)).toUpperCase(),
      ...(withCoupon ? { applied_coupon_code: withCoupon, item_discount_amount: quote.discount } : {}),
    };
    try {
      if (partnerMode) {
        // A failed re-check reads as "availability changed" (410).
        if (!(await partnerMode.recheck(item, slot))) throw new ApiError(410, 'Availability changed', 'availability_changed');
        await partnerMode.onItemSelected(item, slot);
      } else {
        const res = await cart.addItem(item);
        // The server prices the cart with the cart's coupon: make it the cart's.
        if (withCoupon && res.cart.coupon_code?.toUpperCase() !== withCoupon.toUpperCase()) await cart.applyCoupon(withCoupon);
      }
    } catch (e) {
      const kind = addErrorKind(e);
      setError(kind);
      if (kind.kind !== 'add_failed') void queryClient.invalidateQueries({ queryKey: ['availability', experience] });
      setAdding(false);
      return;
    }
    setAdding(false);
    resetSelection();
    void queryClient.invalidateQueries({ queryKey: ['availability', experience] });
    if (!partnerMode) navigate('/cart');
  }, [slot, adding, cart, experience, coupon, discount.state, adults, children, vipOn, language, languages, locale, quote.discount, resetSelection, navigate, partnerMode]);

  return {
    experience,
    choice,
    chooseExperience,
    today,
    horizon: addDays(today, BOOKING_HORIZON_DAYS),
    month,
    setMonth,
    availability,
    monthHasSlots,
    dates,
    date,
    pickDate,
    options,
    slot,
    slotId,
    pickSlot,
    languages,
    language: language ?? defaultLanguage(languages, locale),
    setLanguage,
    adults,
    setAdults,
    children,
    setChildren,
    bounds,
    vip: vipOn,
    setVip,
    vipState,
    prices,
    quote,
    discount,
    adding,
    error,
    dismissError: () => setError(null),
    reload,
    addToCart,
  };
}

export type BookingWidgetModel = ReturnType<typeof useBookingWidget>;

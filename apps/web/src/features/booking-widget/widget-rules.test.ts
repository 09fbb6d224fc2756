import type { Slot } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../lib/api-client.ts';
import { addErrorKind } from './add-error.ts';
import { bookableDates, clampParticipants, defaultLanguage, estimate, participantBounds, slotLanguages, slotState, vipAvailability, widgetPrices } from './widget-rules.ts';

const slot = (over: Partial<Slot> = {}): Slot => ({
  id: 1,
  experience_id: 1,
  date: '2026-11-25',
  start_time: '09:00',
  end_time: '12:00',
  slot_datetime: '2026-11-25T08:00:00.000Z',
  capacity_free: 8,
  capacity_total: 8,
  language: 'IT',
  languages: ['IT', 'EN'],
  is_vip_blocked: false,
  is_virgin: true,
  category: 'TRUFFLE',
  fixed_category: null,
  wine_price: null,
  wine_vip_upgrade_price: null,
  truffle_price: 85,
  truffle_vip_upgrade_price: 50,
  ...over,
});
const none = new Set<number>();

describe('slotState', () => {
  it('available, sold out (fewer places than the minimum group) or already in the cart', () => {
    expect(slotState(slot(), 'truffle', none)).toBe('available');
    expect(slotState(slot({ capacity_free: 1 }), 'truffle', none)).toBe('sold_out');
    expect(slotState(slot({ capacity_free: 1, category: 'WINE' }), 'wine', none)).toBe('available');
    expect(slotState(slot({ capacity_free: 0, category: 'WINE' }), 'wine', none)).toBe('sold_out');
    expect(slotState(slot(), 'truffle', new Set([1]))).toBe('in_cart');
  });
  it('hides CHOICE slots already in the cart, slots of the other category and CHOICE slots fixed to it', () => {
    expect(slotState(slot({ category: 'CHOICE' }), 'truffle', new Set([1]))).toBe('hidden');
    expect(slotState(slot({ category: 'WINE' }), 'truffle', none)).toBe('hidden');
    expect(slotState(slot({ category: 'CHOICE', fixed_category: 'WINE' }), 'truffle', none)).toBe('hidden');
    expect(slotState(slot({ category: 'CHOICE', fixed_category: 'TRUFFLE' }), 'truffle', none)).toBe('available');
  });
  it('enables only the dates that have an available slot', () => {
    const dates = bookableDates([slot(), slot({ id: 2, date: '2026-11-26', capacity_free: 1 }), slot({ id: 3, date: '2026-11-27' })], 'truffle', new Set([3]));
    expect([...dates]).toEqual(['2026-11-25']);
  });
});

describe('languages', () => {
  it('come from the slot, else Italian and English', () => {
    expect(slotLanguages(slot({ languages: ['en', 'IT'] }))).toEqual(['EN', 'IT']);
    expect(slotLanguages(slot({ languages: [], language: 'FR' }))).toEqual(['FR']);
    expect(slotLanguages(undefined)).toEqual(['IT', 'EN']);
  });
  it("preselect the site's language when offered", () => {
    expect(defaultLanguage(['EN', 'IT'], 'it')).toBe('IT');
    expect(defaultLanguage(['IT', 'DE'], 'en')).toBe('IT');
  });
});

describe('widgetPrices (docs/product.md, Prices and discount codes)', () => {
  it('defaults to 45 per adult, VIP 50 truffle / 25 wine', () => {
    expect(widgetPrices('truffle', undefined)).toEqual({ perAdult: 45, vip: 50 });
    expect(widgetPrices('wine', undefined)).toEqual({ perAdult: 45, vip: 25 });
  });
  it("is overridden by the slot's prices", () => {
    expect(widgetPrices('truffle', slot())).toEqual({ perAdult: 85, vip: 50 });
    expect(widgetPrices('wine', slot({ category: 'WINE', wine_price: 40, wine_vip_upgrade_price: null }))).toEqual({ perAdult: 40, vip: 25 });
  });
});

describe('participants', () => {
  it('truffle: at least 2 adults, at most 8 people, children count towards the places', () => {
    expect(participantBounds('truffle', slot(), 2, 1)).toEqual({ minAdults: 2, maxAdults: 7, maxChildren: 6 });
    expect(participantBounds('truffle', slot({ capacity_free: 4 }), 2, 0)).toEqual({ minAdults: 2, maxAdults: 4, maxChildren: 2 });
  });
  it('wine: at least 1 adult, children 0 to 10, within the free places', () => {
    expect(participantBounds('wine', slot({ capacity_free: 16 }), 1, 0)).toEqual({ minAdults: 1, maxAdults: 16, maxChildren: 10 });
  });
  it('clamps counts to a new slot', () => {
    expect(clampParticipants('truffle', slot({ capacity_free: 3 }), 2, 4)).toEqual({ adults: 2, children: 1 });
    expect(clampParticipants('wine', slot({ capacity_free: 2 }), 5, 0)).toEqual({ adults: 2, children: 0 });
  });
});

describe('vipAvailability', () => {
  it('truffle VIP only on a virgin slot; wine VIP on any slot', () => {
    expect(vipAvailability('truffle', slot())).toEqual({ available: true });
    expect(vipAvailability('truffle', slot({ is_virgin: false }))).toEqual({ available: false, reason: 'not_virgin' });
    expect(vipAvailability('truffle', slot({ is_vip_blocked: true }))).toEqual({ available: false, reason: 'vip_blocked' });
    expect(vipAvailability('truffle', undefined)).toEqual({ available: false, reason: 'no_slot' });
    expect(vipAvailability('wine', slot({ is_virgin: false, category: 'WINE' }))).toEqual({ available: true });
  });
});

describe('estimate (the live preview; the cart shows the server total)', () => {
  const prices = { perAdult: 85, vip: 50 };
  it('children are free, VIP is one-time', () => {
    expect(estimate('truffle', prices, 2, true, null)).toEqual({ adultsTotal: 170, vip: 50, subtotal: 220, discount: 0, total: 220 });
  });
  it('percentage and fixed coupons, on truffle only, never below 0', () => {
    expect(estimate('truffle', prices, 2, false, { discount_type: 'percentage', discount_amount: 10 }).total).toBe(153);
    expect(estimate('truffle', prices, 2, false, { discount_type: 'fixed', discount_amount: 15 }).discount).toBe(15);
    expect(estimate('truffle', { perAdult: 5, vip: 0 }, 2, false, { discount_type: 'fixed', discount_amount: 15 })).toMatchObject({ discount: 10, total: 0 });
    expect(estimate('wine', { perAdult: 40, vip: 25 }, 2, false, { discount_type: 'percentage', discount_amount: 10 }).discount).toBe(0);
  });
});

describe('addErrorKind (docs/product.md, Widget errors)', () => {
  it('409 is "already in the cart"', () => {
    expect(addErrorKind(httpError(409, 'Conflict', { detail: 'already in your cart' }))).toEqual({ kind: 'in_cart' });
    expect(addErrorKind(new Error('HTTP 409: Conflict'))).toEqual({ kind: 'in_cart' });
  });
  it('seats, CHOICE, VIP and expired holds mean the availability changed', () => {
    expect(addErrorKind(httpError(400, '', { detail: 'Only 1 seat left on this slot (asked for 3)', code: 'capacity_exceeded' })).kind).toBe('changed');
    expect(addErrorKind(httpError(400, '', { detail: 'CHOICE slot 3 is already booked as a wine tasting' })).kind).toBe('changed');
    expect(addErrorKind(httpError(404, '', { error: 'Slot not found' })).kind).toBe('changed');
  });
  it('anything else is an add error', () => {
    expect(addErrorKind(httpError(500, '', { error: 'Internal server error' })).kind).toBe('add_failed');
  });
});

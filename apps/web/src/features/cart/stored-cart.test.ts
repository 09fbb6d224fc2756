import type { CartItem, CartResponse } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { countParticipants, parseStoredCart, serializeStoredCart, toLocalItem, toStoredCart } from './stored-cart.ts';

const serverItem = (over: Partial<CartItem> = {}): CartItem => ({
  item_id: '6c1f1f6e-0000-4000-8000-000000000001',
  slot_id: 12,
  experience_id: 1,
  category: 'TRUFFLE',
  name: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
  date: '2026-11-25',
  start_time: '09:00',
  slot_datetime: '2026-11-25T08:00:00.000Z',
  language: 'IT',
  adults_count: 2,
  children_count: 1,
  participants: 3,
  vip_upgrade: false,
  unit_price: 85,
  vip_supplement: 0,
  subtotal: 170,
  discount_amount: 17,
  total: 153,
  requires_payment: true,
  hold_expires_at: '2026-11-23T09:20:00.000Z',
  duration_minutes: 180,
  ...over,
});

const cart = (items: CartItem[]): CartResponse => ({
  success: true,
  cart_id: '0b8c3d2e-0000-4000-8000-0000000000aa',
  coupon_code: 'TARTUFO10',
  coupon: null,
  items,
  totals: { subtotal: 170, discount_total: 17, grand_total: 153, pay_now: 153, pay_later: 0 },
  item_count: 3,
  expired_items: 0,
});

describe('toLocalItem: the local cart item', () => {
  it('maps the server line', () => {
    const item = toLocalItem(serverItem(), 'it', 'TARTUFO10');
    expect(item).toMatchObject({
      id: '6c1f1f6e-0000-4000-8000-000000000001',
      backendItemId: '6c1f1f6e-0000-4000-8000-000000000001',
      type: 'truffleHunting',
      name: 'Caccia al Tartufo',
      date: '2026-11-25',
      time: '09:00',
      adults: 2,
      children: 1,
      participants: 3,
      quantity: 1,
      price: 85,
      totalOriginalPrice: 170,
      totalFinalPrice: 153,
      isVip: false,
      requiresPayment: true,
      slotId: 12,
      discountCode: 'TARTUFO10',
      discountAmount: 17,
      hasDiscount: true,
      chosenCategory: 'TRUFFLE',
    });
  });
  it("appends ' - VIP' and uses the site language", () => {
    expect(toLocalItem(serverItem({ vip_upgrade: true, vip_supplement: 50 }), 'en', null).name).toBe('Truffle Hunt - VIP');
  });
  it('marks wine lines as pay later without a discount', () => {
    const wine = toLocalItem(serverItem({ category: 'WINE', requires_payment: false, discount_amount: 0 }), 'it', 'TARTUFO10');
    expect(wine).toMatchObject({ type: 'wineTasting', chosenCategory: 'WINE', requiresPayment: false, hasDiscount: false, discountCode: null });
  });
});

describe('stored cart (localStorage `cart`)', () => {
  it('round-trips { items, backendCartId, lastUpdated }', () => {
    const stored = toStoredCart(cart([serverItem()]), 'it', new Date('2026-11-23T09:00:00Z'));
    const raw = serializeStoredCart(stored);
    expect(Object.keys(JSON.parse(raw) as object)).toEqual(['items', 'backendCartId', 'lastUpdated']);
    expect(parseStoredCart(raw, null)).toEqual(stored);
    expect(stored.lastUpdated).toBe('2026-11-23T09:00:00.000Z');
  });
  it('reads broken or foreign values as an empty cart', () => {
    expect(parseStoredCart('{not json', null)).toEqual({ items: [], backendCartId: null, lastUpdated: null });
    expect(parseStoredCart('[1,2]', null).items).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: [{ id: 1 }, null, 'x'], backendCartId: 42 }), null)).toEqual({ items: [], backendCartId: null, lastUpdated: null });
    // An item missing what the cart renders (date, language, prices…) is dropped, not rendered.
    expect(parseStoredCart(JSON.stringify({ items: [{ id: 'old', participants: 2, slotId: 1 }], backendCartId: 'x' }), null).items).toEqual([]);
  });
  it('falls back to the `cart_id` key for the id', () => {
    expect(parseStoredCart(null, 'abc').backendCartId).toBe('abc');
    expect(parseStoredCart(JSON.stringify({ items: [], backendCartId: 'one' }), 'two').backendCartId).toBe('one');
  });
  it('counts participants for the badge', () => {
    const stored = toStoredCart(cart([serverItem(), serverItem({ item_id: 'b', participants: 1 })]), 'it', new Date());
    expect(countParticipants(stored.items)).toBe(4);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { slotAt, testClock } from '../test-fixtures.ts';
import { addCartItem, applyCartCoupon, clearCart, getCart, getCartStats, initCart, removeCartCoupon, removeCartItem, updateCartItem } from './index.ts';

let t: TestDatabase;
const clock = testClock();
const deps = () => ({ db: t.db, clock });

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const newCart = async (coupon_code?: string) => (await initCart(deps(), coupon_code ? { coupon_code } : {})).cart.cart_id;
const add = (cart_id: string, slot_id: number, o: { adults?: number; children?: number; cat?: 'TRUFFLE' | 'WINE' | 'NONE'; vip?: boolean; language?: string } = {}) =>
  addCartItem(deps(), {
    cart_id,
    slot_id,
    adults_count: o.adults ?? 2,
    children_count: o.children ?? 0,
    chosen_category: o.cat ?? 'NONE',
    vip_upgrade: o.vip ?? false,
    ...(o.language ? { language: o.language } : {}),
  });

describe('cart totals', () => {
  it('TARTUFO10 discounts truffle only: pay now and pay later', async () => {
    const cart = await newCart('TARTUFO10');
    await add(cart, (await slotAt(t.db, 2, '09:00')).id, { adults: 2, children: 1 }); // truffle 2 × 85
    await add(cart, (await slotAt(t.db, 2, '15:00')).id, { adults: 3 }); // wine premium 3 × 40
    const view = await getCart(deps(), cart);
    expect(view.coupon_code).toBe('TARTUFO10');
    expect(view.coupon).toEqual({ code: 'TARTUFO10', discount_type: 'percentage', discount_value: 10, partner_name: null });
    expect(view.totals).toEqual({ subtotal: 290, discount_total: 17, grand_total: 273, pay_now: 153, pay_later: 120 });
    expect(view.item_count).toBe(6);
    const [truffle, wine] = view.items;
    expect(truffle).toMatchObject({ category: 'TRUFFLE', unit_price: 85, subtotal: 170, discount_amount: 17, total: 153, requires_payment: true, participants: 3 });
    expect(wine).toMatchObject({ category: 'WINE', unit_price: 40, subtotal: 120, discount_amount: 0, total: 120, requires_payment: false });
    expect(truffle!.name).toEqual({ it: 'Caccia al Tartufo', en: 'Truffle Hunt' });

    const stats = await getCartStats(deps(), cart);
    expect(stats).toMatchObject({ item_count: 6, items_count: 2, has_truffle: true, has_wine: true, requires_payment: true });
    expect(stats.earliest_hold_expires_at).toBe(truffle!.hold_expires_at);
  });

  it('BENVENUTO15 is capped at the truffle subtotal and coupons can be removed', async () => {
    const cart = await newCart();
    await add(cart, (await slotAt(t.db, 2, '10:00')).id, { adults: 1 }); // wine only
    const withCoupon = await applyCartCoupon(deps(), cart, 'benvenuto15');
    expect(withCoupon.totals).toMatchObject({ discount_total: 0, pay_now: 0, pay_later: 30 });
    await add(cart, (await slotAt(t.db, 2, '14:00')).id, { adults: 2 });
    expect((await getCart(deps(), cart)).totals).toEqual({ subtotal: 200, discount_total: 15, grand_total: 185, pay_now: 155, pay_later: 30 });
    const without = await removeCartCoupon(deps(), cart);
    expect(without.coupon_code).toBeNull();
    expect(without.totals.discount_total).toBe(0);
  });

  it('apply-coupon refuses unknown, expired and exhausted codes', async () => {
    const cart = await newCart();
    await expect(applyCartCoupon(deps(), cart, 'NOPE')).rejects.toMatchObject({ code: 'coupon_invalid', message: 'Codice sconto non registrato nel sistema' });
    await expect(applyCartCoupon(deps(), cart, 'SCADUTO')).rejects.toMatchObject({ code: 'coupon_invalid' });
    await expect(applyCartCoupon(deps(), cart, 'ESAURITO')).rejects.toMatchObject({ code: 'coupon_invalid' });
  });

  it('init keeps a known cart, replaces an unknown one, and reports a bad coupon without failing', async () => {
    const cart = await newCart();
    expect((await initCart(deps(), { cart_id: cart })).cart.cart_id).toBe(cart);
    expect((await initCart(deps(), { cart_id: cart.toUpperCase() })).cart.cart_id).toBe(cart);
    const fresh = await initCart(deps(), { cart_id: '00000000-0000-4000-8000-000000000000' });
    expect(fresh.cart.cart_id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect((await initCart(deps(), { cart_id: 'not-a-uuid' })).cart.cart_id).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await initCart(deps(), { cart_id: cart, coupon_code: 'SCADUTO' });
    expect(bad.couponError).toMatch(/scaduto/i);
    expect(bad.cart.coupon_code).toBeNull();
    const good = await initCart(deps(), { cart_id: cart, coupon_code: 'langhe20' });
    expect(good.cart.coupon).toMatchObject({ code: 'LANGHE20', partner_name: 'Agenzia Langhe Tour' });
  });

  it('the add payload coupon is attached when the cart has none; client discounts are ignored', async () => {
    const cart = await newCart();
    const { cart: view } = await addCartItem(deps(), {
      cart_id: cart,
      slot_id: (await slotAt(t.db, 3, '09:00')).id,
      adults_count: 2,
      children_count: 0,
      chosen_category: 'TRUFFLE',
      vip_upgrade: false,
      applied_coupon_code: 'TARTUFO10',
      item_discount_amount: 170,
    });
    expect(view.coupon_code).toBe('TARTUFO10');
    expect(view.items[0]).toMatchObject({ subtotal: 170, discount_amount: 17, total: 153 });
  });
});

describe('rules', () => {
  it('the same slot twice in one cart is duplicate_item', async () => {
    const cart = await newCart();
    const slot = await slotAt(t.db, 4, '10:00');
    await add(cart, slot.id, { adults: 1 });
    await expect(add(cart, slot.id, { adults: 1 })).rejects.toMatchObject({ code: 'duplicate_item' });
  });

  it('limits: truffle 2+ adults, ≤ 8 people; wine 1+ adult; children ≤ 10; seats', async () => {
    const cart = await newCart();
    const truffle = (await slotAt(t.db, 4, '09:00')).id;
    const wine = (await slotAt(t.db, 4, '16:30')).id; // 12 seats
    await expect(add(cart, truffle, { adults: 1 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(add(cart, truffle, { adults: 4, children: 5 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(add(cart, wine, { adults: 0, children: 2 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(add(cart, wine, { adults: 1, children: 11 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(add(cart, wine, { adults: 10, children: 3 })).rejects.toMatchObject({ code: 'capacity_exceeded', detail: expect.stringContaining('12') });
    const { cart: view } = await add(cart, wine, { adults: 2, children: 10 });
    expect(view.items[0]).toMatchObject({ participants: 12, subtotal: 100 });
  });

  it('category must fit the slot; a CHOICE slot needs a choice; CHOICE conflict names CHOICE', async () => {
    const cart = await newCart();
    await expect(add(cart, (await slotAt(t.db, 5, '10:00')).id, { cat: 'TRUFFLE' })).rejects.toMatchObject({ code: 'validation_error' });
    const choice = (await slotAt(t.db, 5, '11:30')).id;
    await expect(add(cart, choice, { cat: 'NONE' })).rejects.toMatchObject({ code: 'validation_error' });
    const { cart: view } = await add(cart, choice, { cat: 'WINE', adults: 1 });
    // The CHOICE slot booked as a tasting is the catalogue's tasting priced as the slot: its name and length.
    expect(view.items[0]).toMatchObject({ category: 'WINE', unit_price: 30, name: { it: 'Degustazione Tradizione', en: 'Tradition Tasting' }, duration_minutes: 75 });
    const other = await newCart();
    const err = await add(other, choice, { cat: 'TRUFFLE' }).catch((e) => e);
    expect(err).toMatchObject({ code: 'choice_conflict' });
    expect(err.detail).toContain('CHOICE');
    await add(other, choice, { cat: 'WINE', adults: 2 });
  });

  it('language must be offered by the slot and defaults to its first', async () => {
    const cart = await newCart();
    const slot = (await slotAt(t.db, 6, '14:00')).id;
    await t.db.execute(sql`UPDATE slots SET languages = ARRAY['EN','IT'] WHERE id = ${slot}`);
    const { cart: view } = await add(cart, slot); // languages EN, IT
    expect(view.items[0]!.language).toBe('EN');
    await expect(add(cart, (await slotAt(t.db, 6, '09:00')).id, { language: 'FR' })).rejects.toMatchObject({ code: 'validation_error' });
  });

  it('a slot in the past cannot be added', async () => {
    const cart = await newCart();
    const late = testClock(new Date(Date.now() + 3 * 24 * 3600_000));
    await expect(
      addCartItem(
        { db: t.db, clock: late },
        { cart_id: cart, slot_id: (await slotAt(t.db, 1, '09:00')).id, adults_count: 2, children_count: 0, chosen_category: 'NONE', vip_upgrade: false },
      ),
    ).rejects.toMatchObject({
      code: 'validation_error',
    });
  });

  it('unknown carts, items and slots are not_found', async () => {
    await expect(getCart(deps(), '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'not_found' });
    await expect(getCart(deps(), 'abc')).rejects.toMatchObject({ code: 'not_found' });
    await expect(removeCartItem(deps(), 'abc')).rejects.toMatchObject({ code: 'not_found' });
    await expect(updateCartItem(deps(), '00000000-0000-4000-8000-000000000000', { adults_count: 2 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(add(await newCart(), 99_999_999)).rejects.toMatchObject({ code: 'not_found' });
    await expect(add('00000000-0000-4000-8000-000000000000', (await slotAt(t.db, 7, '09:00')).id)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('changing the cart', () => {
  it('PATCH re-checks seats without counting the item itself, keeps the price snapshot', async () => {
    const slot = (await slotAt(t.db, 8, '14:00')).id;
    const cart = await newCart();
    const { itemId } = await add(cart, slot, { adults: 2 });
    await add(await newCart(), slot, { adults: 3 });
    const grown = await updateCartItem(deps(), itemId, { adults_count: 5, language: 'it' });
    expect(grown.items[0]).toMatchObject({ adults_count: 5, language: 'IT', unit_price: 85, subtotal: 425 });
    await expect(updateCartItem(deps(), itemId, { children_count: 1 })).rejects.toMatchObject({ code: 'capacity_exceeded' });
    await expect(updateCartItem(deps(), itemId, { adults_count: 1 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(updateCartItem(deps(), itemId, { vip_upgrade: true })).rejects.toMatchObject({ code: 'validation_error' });
  });

  it('wine VIP adds the supplement once, without privacy', async () => {
    const slot = (await slotAt(t.db, 8, '15:00')).id;
    const cart = await newCart();
    const { itemId } = await add(cart, slot, { adults: 2 });
    const vip = await updateCartItem(deps(), itemId, { vip_upgrade: true });
    expect(vip.items[0]).toMatchObject({ vip_upgrade: true, vip_supplement: 25, subtotal: 105 });
    await add(await newCart(), slot, { adults: 4 }); // still open to others
    const off = await updateCartItem(deps(), itemId, { vip_upgrade: false });
    expect(off.items[0]).toMatchObject({ vip_supplement: 0, subtotal: 80 });
  });

  it('remove and clear release seats', async () => {
    const slot = (await slotAt(t.db, 9, '14:00')).id;
    const cart = await newCart();
    const { itemId } = await add(cart, slot, { adults: 8 });
    await expect(add(await newCart(), slot)).rejects.toMatchObject({ code: 'capacity_exceeded' });
    expect((await removeCartItem(deps(), itemId)).items).toHaveLength(0);
    const other = await newCart();
    await add(other, slot, { adults: 8 });
    expect((await clearCart(deps(), other)).items).toHaveLength(0);
    await add(await newCart(), slot, { adults: 8 });
  });

  it('PATCH on an expired hold answers hold_expired', async () => {
    const c = testClock();
    const cart = (await initCart({ db: t.db, clock: c }, {})).cart.cart_id;
    const { itemId } = await addCartItem(
      { db: t.db, clock: c, holdMinutes: 1 },
      { cart_id: cart, slot_id: (await slotAt(t.db, 10, '10:00')).id, adults_count: 1, children_count: 0, chosen_category: 'NONE', vip_upgrade: false },
    );
    c.advanceMinutes(2);
    await expect(updateCartItem({ db: t.db, clock: c }, itemId, { adults_count: 2 })).rejects.toMatchObject({ code: 'hold_expired' });
  });
});

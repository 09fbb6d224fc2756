import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { octoReseller, type TestOctoKey } from '../../octo-key-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { HUNT, octoHelpers, PREMIUM, TRADITION } from './octo-fixtures.ts';

/** The catalogue and availability through OCTO (docs/domain/octo.md, Products and Availability). */
let t: TestApp;
const clock = movableClock();
const o = octoHelpers(() => t);
const h = checkoutHelpers(() => t);
let key: TestOctoKey;

beforeAll(async () => {
  t = await createTestApp({ clock });
  key = await octoReseller(t.database.db, { netDiscountBps: 1500 });
});
afterAll(async () => {
  await t.close();
});

const romeDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));

describe('supplier and products', () => {
  it('GET /supplier and /capabilities answer the estate and what it serves', async () => {
    const s = await o.call(key, 'GET', '/supplier');
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json()).toMatchObject({ id: 'tenuta', name: 'Tenuta', endpoint: 'http://localhost:3000/octo', contact: { email: expect.any(String) } });
    const c = await o.call(key, 'GET', '/capabilities');
    expect(c.json().map((x: { id: string }) => x.id)).toEqual(['octo/pricing', 'octo/content', 'octo/webhooks']);
  });

  it('one product per bookable experience: option DEFAULT, ADULT, CHILD and VIP, START_TIME, retail and the contract net', async () => {
    const res = await o.call(key, 'GET', '/products');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['octo-capabilities']).toBe('octo/pricing');
    const products = res.json() as Record<string, unknown>[];
    // The partners-only cellar tour first (the catalogue's order), then what the site sells too.
    expect(products.map((p) => p.id)).toEqual(['visita-cantina-storica', HUNT, TRADITION, PREMIUM, 'degustazione-esclusiva']);
    const hunt = products[1] as {
      options: { id: string; availabilityLocalStartTimes: string[]; restrictions: unknown; units: { id: string; pricingFrom: unknown[] }[] }[];
    } & Record<string, unknown>;
    expect(hunt).toMatchObject({ availabilityType: 'START_TIME', timeZone: 'Europe/Rome', deliveryFormats: ['QRCODE', 'PDF_URL'], pricingPer: 'UNIT', defaultCurrency: 'EUR' });
    expect(hunt.title).toBeUndefined(); // content only when asked for
    const option = hunt.options[0]!;
    expect(option).toMatchObject({ id: 'DEFAULT', restrictions: { minUnits: 2, maxUnits: 8 }, cancellationCutoffAmount: 0 });
    // The hunt's own slots (09:00, 14:00) and the CHOICE slot it becomes (11:30).
    expect(option.availabilityLocalStartTimes).toEqual(['09:00', '11:30', '14:00']);
    expect(option.units.map((u) => u.id)).toEqual(['ADULT', 'CHILD', 'VIP']);
    expect(option.units[0]!.pricingFrom).toEqual([{ original: 8500, retail: 8500, net: 7225, currency: 'EUR', currencyPrecision: 2, includedTaxes: [] }]);
    expect(option.units[1]!.pricingFrom).toEqual([expect.objectContaining({ retail: 0, net: 0 })]);
    // A tasting is paid by the guest at the cellar: no net for the reseller.
    const tradition = products[2] as typeof hunt;
    expect(tradition.options[0]!.availabilityLocalStartTimes).toEqual(['10:00', '11:30']);
    expect(tradition.options[0]!.units[0]!.pricingFrom).toEqual([expect.objectContaining({ retail: 3000, net: null })]);
  });

  it('content in Italian by default and in English by Accept-Language, saying who pays', async () => {
    const it_ = (await o.call(key, 'GET', `/products/${HUNT}`, undefined, { 'octo-capabilities': 'octo/content' })).json();
    expect(it_).toMatchObject({ title: 'Caccia al Tartufo', locale: 'it', durationMinutesFrom: 180 });
    expect(it_.features.map((f: { shortDescription: string }) => f.shortDescription).join(' ')).toContain('in conto');
    expect(it_.media[0].src).toMatch(/^http:\/\/localhost:3000\/media\/truffle-02-1600\.webp$/);
    const en = await o.call(key, 'GET', `/products/${TRADITION}`, undefined, { 'octo-capabilities': 'octo/content', 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.headers['content-language']).toBe('en');
    expect(en.json()).toMatchObject({ title: 'Tradition Tasting', locale: 'en' });
    expect(en.json().features[0].shortDescription).toContain('Paid by the guest at the cellar');
    expect(en.json().pricingPer).toBeUndefined();
  });

  it('an unknown product is INVALID_PRODUCT_ID (400, with the id); an unknown route 404; no key 401', async () => {
    const bad = await o.call(key, 'GET', '/products/invalidProductId');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'INVALID_PRODUCT_ID', errorMessage: expect.any(String), productId: 'invalidProductId' });
    expect((await o.call(key, 'GET', '/nothing-here')).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: '/octo/products' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toBe('UNAUTHORIZED');
  });
});

describe('availability', () => {
  it('lists the product’s start times with status, vacancies and unit prices; CHOICE slots for both products', async () => {
    const day = romeDay(5);
    const res = await o.call(key, 'POST', '/availability', { productId: HUNT, optionId: 'DEFAULT', localDateStart: day, localDateEnd: day });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { id: string; localDateTimeStart: string; status: string; vacancies: number; unitPricing: { unitId: string }[]; utcCutoffAt: string }[];
    expect(list.map((a) => a.localDateTimeStart.slice(11, 16))).toEqual(['09:00', '11:30', '14:00']);
    expect(list[0]).toMatchObject({ status: 'AVAILABLE', available: true, vacancies: 8, capacity: 8, allDay: false });
    expect(list[0]!.localDateTimeStart).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00\+0[12]:00$/);
    expect(list[0]!.utcCutoffAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/);
    expect(list[0]!.unitPricing.map((u) => u.unitId)).toEqual(['ADULT', 'CHILD', 'VIP']);
    const choice = list[1]!.id;
    const wine = (await o.call(key, 'POST', '/availability', { productId: TRADITION, optionId: 'DEFAULT', localDateStart: day, localDateEnd: day })).json();
    expect(wine.map((a: { id: string }) => a.id)).toContain(choice);
    // By id: the same availability.
    const byId = await o.call(key, 'POST', '/availability', { productId: HUNT, optionId: 'DEFAULT', availabilityIds: [choice] });
    expect(byId.json()).toHaveLength(1);
  });

  it('LIMITED under half the seats, SOLD_OUT when the smallest party no longer fits; a CHOICE slot taken as a tasting is CLOSED for the hunt', async () => {
    const day = romeDay(6);
    const hunt = await h.slotId(6, '09:00');
    await h.cartWith([{ slot: hunt, adults: 5 }]);
    const choice = await h.slotId(6, '11:30');
    await h.cartWith([{ slot: choice, adults: 1, category: 'WINE' }]);
    const list = (await o.call(key, 'POST', '/availability', { productId: HUNT, optionId: 'DEFAULT', localDateStart: day, localDateEnd: day })).json();
    expect(list.find((a: { id: string }) => a.id === String(hunt))).toMatchObject({ status: 'LIMITED', vacancies: 3, available: true });
    expect(list.find((a: { id: string }) => a.id === String(choice))).toMatchObject({ status: 'CLOSED', available: false });
    await h.cartWith([{ slot: hunt, adults: 2 }]);
    const after = (await o.call(key, 'POST', '/availability', { productId: HUNT, optionId: 'DEFAULT', availabilityIds: [String(hunt)] })).json();
    expect(after[0]).toMatchObject({ status: 'SOLD_OUT', vacancies: 1, available: false });
  });

  it('past the booking cut-off the time is CLOSED, and so is a slot staff closed: neither can be reserved', async () => {
    // Staff set the tasting's online sales to stop a week before: a time three days ahead is closed.
    const soon = await h.slotId(3, '15:00');
    await t.database.db.execute(sql`UPDATE experiences SET booking_cutoff_minutes = 10080 WHERE slug = ${PREMIUM}`);
    try {
      const [a] = (await o.call(key, 'POST', '/availability', { productId: PREMIUM, optionId: 'DEFAULT', availabilityIds: [String(soon)] })).json();
      expect(a).toMatchObject({ status: 'CLOSED', available: false });
      const refused = await o.reserve(key, PREMIUM, soon, { unitItems: o.units(1) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringContaining('vendite online') });
    } finally {
      await t.database.db.execute(sql`UPDATE experiences SET booking_cutoff_minutes = NULL WHERE slug = ${PREMIUM}`);
    }
    const closed = await h.slotId(7, '15:00');
    await t.database.db.execute(sql`UPDATE slots SET is_active = false WHERE id = ${closed}`);
    expect((await o.call(key, 'POST', '/availability', { productId: PREMIUM, optionId: 'DEFAULT', availabilityIds: [String(closed)] })).json()).toEqual([
      expect.objectContaining({ status: 'CLOSED', available: false, vacancies: 0 }),
    ]);
    const reserve = await o.reserve(key, PREMIUM, closed, { unitItems: o.units(1) });
    expect(reserve.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
  });

  it('the calendar answers every day of the range; bad requests are BAD_REQUEST, unknown ids their OCTO errors', async () => {
    const from = romeDay(1);
    const to = romeDay(30);
    const res = await o.call(key, 'POST', '/availability/calendar', { productId: PREMIUM, optionId: 'DEFAULT', localDateStart: from, localDateEnd: to });
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json();
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({
      localDate: from,
      status: 'AVAILABLE',
      available: true,
      vacancies: 16,
      unitPricingFrom: [expect.objectContaining({ unitId: 'ADULT', retail: 4000, net: null }), expect.anything(), expect.anything()],
    });
    const missing = await o.call(key, 'POST', '/availability/calendar', { productId: PREMIUM, optionId: 'DEFAULT', localDateEnd: to });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('BAD_REQUEST');
    const both = await o.call(key, 'POST', '/availability', { productId: PREMIUM, optionId: 'DEFAULT', localDateStart: from, localDateEnd: to, availabilityIds: ['1'] });
    expect(both.json().error).toBe('BAD_REQUEST');
    expect((await o.call(key, 'POST', '/availability', { productId: 'nope', optionId: 'DEFAULT', localDateStart: from, localDateEnd: to })).json()).toMatchObject({
      error: 'INVALID_PRODUCT_ID',
      productId: 'nope',
    });
    expect((await o.call(key, 'POST', '/availability/calendar', { productId: PREMIUM, optionId: 'nope', localDateStart: from, localDateEnd: to })).json()).toMatchObject({
      error: 'INVALID_OPTION_ID',
      optionId: 'nope',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EncodedBody } from '../../cache/encoded-body.ts';
import { MicroCache } from '../../cache/micro-cache.ts';
import { octoReseller, type TestOctoKey } from '../../octo-key-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { HUNT, octoHelpers } from './octo-fixtures.ts';

let t: TestApp;
const cache = new MicroCache<EncodedBody>(5_000);
const { call, reserve } = octoHelpers(() => t);
let cheap: TestOctoKey;
let dear: TestOctoKey;

beforeAll(async () => {
  t = await createTestApp({ availabilityCache: cache });
  cheap = await octoReseller(t.database.db, { netDiscountBps: 3000 });
  dear = await octoReseller(t.database.db, { netDiscountBps: 1000 });
});
afterAll(async () => {
  await t.close();
});

const romeDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + offsetDays * 86_400_000));
const range = { productId: HUNT, optionId: 'DEFAULT', localDateStart: romeDay(1), localDateEnd: romeDay(30) };
type Availability = { id: string; vacancies: number; status: string; unitPricing?: { unitId: string; retail: number; net: number | null }[] };
const availabilities = async (key: TestOctoKey): Promise<Availability[]> => {
  const res = await call(key, 'POST', '/availability', range);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const adultNet = (a: Availability) => a.unitPricing?.find((p) => p.unitId === 'ADULT')?.net;

describe('OCTO availability from the availability cache', () => {
  it('a repeated question is answered from the cache, and an OCTO read does not drop the site’s entries', async () => {
    const site = '/api/experiences/available?experience_type=truffle';
    expect((await t.app.inject({ url: site })).statusCode).toBe(200);
    const first = await availabilities(cheap);
    const hits = cache.hits;
    expect(await availabilities(cheap)).toEqual(first);
    expect((await t.app.inject({ url: site })).statusCode).toBe(200);
    expect(cache.hits).toBe(hits + 2);
  });

  it('each reseller gets its own net prices, never another’s cached answer', async () => {
    const [a] = await availabilities(cheap);
    const [b] = await availabilities(dear);
    expect(a!.id).toBe(b!.id);
    expect(adultNet(a!)).toBeLessThan(adultNet(b!)!);
  });

  it('a reservation shows in the next availability answer (the cache is dropped by the write)', async () => {
    const [slot] = (await availabilities(cheap)).filter((a) => a.status === 'AVAILABLE' || a.status === 'LIMITED');
    const r = await reserve(cheap, HUNT, Number(slot!.id));
    expect(r.statusCode, r.body).toBe(200);
    const after = (await availabilities(dear)).find((a) => a.id === slot!.id)!;
    expect(after.vacancies).toBe(slot!.vacancies - 2);
  });
});

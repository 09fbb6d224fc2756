import type { TestOctoKey } from '../../octo-key-fixtures.ts';
import type { TestApp } from '../../test-app.ts';

type Payload = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH';

/** Helpers for /octo inject tests: calls with a key (pricing asked for by default), reservations and confirmations. */
export function octoHelpers(t: () => TestApp) {
  const call = (key: Pick<TestOctoKey, 'headers'>, method: Method, url: string, payload?: Payload, headers: Record<string, string> = {}) =>
    t().app.inject({
      method,
      url: `/octo${url}`,
      headers: { ...key.headers, 'octo-capabilities': 'octo/pricing', ...headers },
      ...(payload ? { payload } : {}),
    });

  /** unitItems of `adults` ADULT, `children` CHILD and a VIP when asked. */
  const units = (adults: number, children = 0, vip = false) => [
    ...Array.from({ length: adults }, () => ({ unitId: 'ADULT' })),
    ...Array.from({ length: children }, () => ({ unitId: 'CHILD' })),
    ...(vip ? [{ unitId: 'VIP' }] : []),
  ];

  const reserve = (key: Pick<TestOctoKey, 'headers'>, productId: string, slotId: number, over: Payload = {}) =>
    call(key, 'POST', '/bookings', { productId, optionId: 'DEFAULT', availabilityId: String(slotId), unitItems: units(2), ...over });

  const confirm = (key: Pick<TestOctoKey, 'headers'>, uuid: string, over: Payload = {}) =>
    call(key, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { fullName: 'Anna Bianchi', emailAddress: 'anna@example.com', locales: ['it'] },
      resellerReference: 'RES-1',
      ...over,
    });

  /** A reservation made and confirmed; throws when either step is refused. */
  async function booked(key: Pick<TestOctoKey, 'headers'>, productId: string, slotId: number, over: Payload = {}): Promise<Payload & { uuid: string }> {
    const r = await reserve(key, productId, slotId, over);
    if (r.statusCode !== 200) throw new Error(`reserve: ${r.statusCode} ${r.body}`);
    const c = await confirm(key, r.json().uuid);
    if (c.statusCode !== 200) throw new Error(`confirm: ${c.statusCode} ${c.body}`);
    return c.json();
  }

  return { call, units, reserve, confirm, booked };
}

/** The demo catalogue's products (the experiences' slugs). */
export const HUNT = 'caccia-al-tartufo';
export const TRADITION = 'degustazione-tradizione';
export const PREMIUM = 'degustazione-premium';

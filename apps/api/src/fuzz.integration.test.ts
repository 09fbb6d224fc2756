import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { NO_ABUSE_LIMITS } from '@tenuta/booking';
import { insertOctoKey } from './octo-key-fixtures.ts';
import { partnerSession } from './partner-test-fixtures.ts';
import { staffSession } from './staff-test-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Schema-derived junk to every route of the app (docs/architecture.md, Conventions: bad input is a
 * 4xx, never a 500). The routes are read from the app's own OpenAPI document, so a route added
 * later (staff, partner) is fuzzed too; the hidden payment-simulator routes are added by hand.
 * Each request is built from the route's JSON schemas: near-valid values, wrong types, huge and
 * odd unicode strings, negative / huge / fractional numbers, missing and extra fields, malformed
 * JSON, random path parameters; staff and partner routes carry a valid session, OCTO routes a
 * valid API key, half of the time.
 * Seeded and bounded (FUZZ_RUNS requests per route, default 80; FUZZ_SEED): a failure names the
 * request to replay. FUZZ_VERBOSE=1 prints the statuses each route gave; FUZZ_DEBUG='POST /api/…'
 * prints that route's requests and answers.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
}

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema: Schema; required?: boolean }[];
  body: Schema | undefined;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

// Junk of every type: what a client can send whatever the schema says.
const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uFEFF',
  '\u202Etxt',
  '💥'.repeat(500),
  'a'.repeat(70_000),
  "'; DROP TABLE slots;--",
  '../../etc/passwd',
  '%00',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '-9223372036854775809',
  'null',
  'true',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'BK-AAAAAAAA',
  'cs_test_123',
  'pi_123',
);
const junkString = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), oddStrings);
const junkNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER));
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: junkString },
  { weight: 2, arbitrary: junkNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const isoDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** Ids the database holds (a cart, its line, slots), for fields and parameters that name an id. */
const knownIds = (s?: Schema): fc.Arbitrary<unknown> =>
  s && typeOf(s) === 'string' && !s.pattern ? fc.constantFrom<unknown>(known.cartId, known.itemId, '1') : fc.constantFrom<unknown>(...known.slotIds, 1, 2, 3, known.cartId);
const isIdName = (name: string) => /(^id$|_id$|Id$)/.test(name);

/**
 * A value the schema accepts as far as a generator can tell (`strict`), or near it: at or past
 * its bounds, with missing and extra fields, junk in some fields.
 */
function nearValid(s: Schema, depth: number, strict = false): fc.Arbitrary<unknown> {
  const child = (c: Schema, name = '') => {
    const own = strict ? nearValid(c, depth + 1, true) : fromSchema(c, depth + 1);
    return isIdName(name) ? fc.oneof(own, knownIds(c)) : own;
  };
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((a) => child(a)));
  if (s.allOf && s.allOf.length > 0) return child(s.allOf[0]!);
  if (s.nullable && !strict) return fc.oneof({ weight: 4, arbitrary: nearValid({ ...s, nullable: false }, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  switch (typeOf(s)) {
    case 'object': {
      if (depth > 4 || !s.properties) return fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 });
      const model = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, child(v, k)]));
      const required = (s.required ?? []).filter((k) => k in model);
      const complete = fc.record(model, { requiredKeys: required });
      if (strict) return complete;
      const partial = fc.record(model, { requiredKeys: [] });
      // Extra fields, prototype-looking keys included.
      const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), junk, { maxKeys: 3 });
      return fc.oneof(
        { weight: 4, arbitrary: complete },
        { weight: 1, arbitrary: partial },
        { weight: 1, arbitrary: fc.tuple(complete, extra).map(([a, b]) => Object.assign(b, a)) },
      );
    }
    case 'array':
      return fc.array(s.items ? child(s.items) : junk, { minLength: strict ? 1 : 0, maxLength: Math.min(s.maxItems ?? 6, 6) + (strict ? 0 : 1) });
    case 'string': {
      const len = { minLength: Math.min(s.minLength ?? 0, 50), maxLength: Math.min(s.maxLength ?? 40, 60) };
      const formatted =
        s.format === 'email'
          ? fc.emailAddress()
          : s.format === 'uuid'
            ? fc.uuid()
            : s.format === 'date-time'
              ? isoDate.map((d) => d.toISOString())
              : s.format === 'date' || s.pattern === '^\\d{4}-\\d{2}-\\d{2}$'
                ? isoDate.map((d) => d.toISOString().slice(0, 10))
                : undefined;
      let matching: fc.Arbitrary<string> | undefined;
      if (!formatted && s.pattern) {
        try {
          matching = fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= 200);
        } catch {
          matching = undefined;
        }
      }
      const plain = fc.string(len);
      const around = fc.string({ minLength: len.maxLength, maxLength: len.maxLength + 2 });
      if (strict) return formatted ?? matching ?? fc.string({ minLength: len.minLength, maxLength: Math.max(len.minLength, Math.min(len.maxLength, 20)) });
      return fc.oneof({ weight: 3, arbitrary: formatted ?? matching ?? plain }, { weight: 1, arbitrary: plain }, { weight: 1, arbitrary: around });
    }
    case 'integer': {
      const min = Math.max(s.minimum ?? -1000, -(2 ** 31));
      const max = Math.min(s.maximum ?? 100_000, 2 ** 31 - 1);
      if (strict) return fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 12), min, 0) });
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: Math.min(min, max), max: Math.max(min, max) }) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0, -1, 1.5) },
      );
    }
    case 'number':
      if (strict) return fc.integer({ min: Math.max(s.minimum ?? 0, 0), max: Math.max(s.minimum ?? 0, Math.min(s.maximum ?? 500, 500)) });
      return fc.oneof(fc.double({ noNaN: true, min: s.minimum ?? -1e6, max: s.maximum ?? 1e6 }), fc.constantFrom(0, -1, 0.005, 1e21));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return junk;
  }
}

/** A valid object with one field spoiled: dropped, replaced by junk, or joined by an extra one. */
function oneFieldOff(s: Schema): fc.Arbitrary<unknown> {
  return fc.tuple(nearValid(s, 0, true), fc.nat(), junk, fc.constantFrom('drop', 'junk', 'extra')).map(([v, n, j, how]) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const o = { ...(v as Record<string, unknown>) };
    const keys = Object.keys(s.properties ?? o);
    const key = keys.length > 0 ? keys[n % keys.length]! : 'x';
    if (how === 'drop') delete o[key];
    else if (how === 'junk') o[key] = j;
    else o[`extra_${n % 7}`] = j;
    return o;
  });
}

/** Near-valid three times in four, junk otherwise; null now and then where the schema allows none. */
function fromSchema(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: nearValid(s, depth) }, { weight: 2, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(undefined) });
}

// JSON a parser must refuse (400), and bodies that are not what the content type says.
const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  'nul',
  '[',
  '{"a":1,}',
  "{'a':1}",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\uFEFF{}',
  '[]',
  '"text"',
  '1e999',
  '-',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
);

const pathJunk = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '%ZZ', '..', '%2e%2e', '%2F', '-1', '0', '1.5', '1e3', '9'.repeat(30), 'NaN', 'x'.repeat(250), '%F0%9F%92%A5'),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

let t: TestApp;
const known = { cartId: '', itemId: '', slotIds: [] as number[] };

/** Valid bodies of the routes that hold stock, to mutate one field at a time (the generator alone rarely gets every field right). */
const examples: Record<string, () => Record<string, unknown>> = {
  'POST /api/cart/items': () => ({
    cart_id: known.cartId,
    slot_id: known.slotIds[1],
    adults_count: 2,
    children_count: 1,
    chosen_category: 'NONE',
    vip_upgrade: false,
    language: 'IT',
  }),
  'PATCH /api/cart/items/{itemId}': () => ({ adults_count: 3, children_count: 0, vip_upgrade: false, language: 'EN' }),
  'POST /api/cart/{id}/apply-coupon': () => ({ coupon_code: 'TARTUFO10' }),
  'POST /api/cart/init': () => ({ cart_id: known.cartId, coupon_code: 'LANGHE20' }),
  'POST /api/cart/{id}/checkout-session': () => checkoutExample(),
  'POST /api/cart/{id}/checkout': () => checkoutExample(),
};
const checkoutExample = () => ({
  email: 'maria.rossi@example.com',
  customer_data: {
    name: 'Maria',
    surname: 'Rossi',
    phone: '+39 333 1234567',
    country: 'Italia',
    billing_type: 'private_italy',
    fiscal_code: 'RSSMRA85T10A562S',
    address: 'Via Roma 1',
    city: 'Alba',
    postal_code: '12051',
    province: 'CN',
    billing_country: 'Italia',
    privacy_accepted: true,
  },
  locale: 'it',
});

/** A known-valid body with one field spoiled (or none). */
function exampleOff(make: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(fc.nat(), junk, fc.constantFrom('none', 'drop', 'junk', 'extra', 'nested')).map(([n, j, how]) => {
    const o = make();
    const keys = Object.keys(o);
    const key = keys[n % keys.length]!;
    if (how === 'drop') delete o[key];
    else if (how === 'junk') o[key] = j;
    else if (how === 'extra') o[`extra_${n % 7}`] = j;
    else if (how === 'nested' && typeof o.customer_data === 'object' && o.customer_data) {
      const c = { ...(o.customer_data as Record<string, unknown>) };
      const ck = Object.keys(c)[n % Object.keys(c).length]!;
      c[ck] = j;
      o.customer_data = c;
    }
    return o;
  });
}

function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema });
    }
  }
  // Hidden from the document (HTML and form posts), fuzzed all the same.
  for (const [method, path] of [
    ['GET', '/api/payments/simulator/checkout/{id}'],
    ['POST', '/api/payments/simulator/checkout/{id}'],
    ['POST', '/api/payments/simulator/checkout/{id}/challenge'],
    ['GET', '/api/payments/simulator/payment-intents/{id}/authenticate'],
    ['POST', '/api/payments/simulator/payment-intents/{id}/authenticate'],
    ['GET', '/api/payments/simulator/receipts/{id}'],
  ] as const) {
    ops.push({
      method,
      path,
      params: [{ name: 'id', in: 'path', schema: { type: 'string' }, required: true }],
      body: method === 'POST' ? { type: 'object', properties: { card_number: { type: 'string' }, action: { type: 'string', enum: ['approve', 'fail'] } } } : undefined,
    });
  }
  return ops;
}

/** The id a path parameter most likely names: the known cart or its line on cart routes. */
function knownFor(path: string, p: Operation['params'][number]): fc.Arbitrary<unknown> {
  if (path.startsWith('/api/cart/{id}')) return fc.constant(known.cartId);
  if (p.name === 'itemId') return fc.constant(known.itemId);
  return knownIds(p.schema);
}

function requestsFor(op: Operation, auth: { staff: string; partner: string; octo: string }): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const pathValues = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          { weight: 2, arbitrary: knownFor(op.path, p).map((v) => encodeURIComponent(String(v))) },
          { weight: 2, arbitrary: nearValid(p.schema, 0).map((v) => encodeURIComponent(String(v ?? ''))) },
          { weight: 1, arbitrary: pathJunk },
        ),
      ]),
    ),
  );
  const query = fc.tuple(
    fc.oneof(
      fc.record(Object.fromEntries(queryParams.map((p) => [p.name, nearValid(p.schema, 0, true)])), { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) }),
      fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fc.oneof(fromSchema(p.schema), knownIds(p.schema), fc.array(junkString, { minLength: 2, maxLength: 2 }))])), {
        requiredKeys: [],
      }),
    ),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), junkString, { maxKeys: 2 }),
  );
  const example = examples[`${op.method} ${op.path}`];
  const body: fc.Arbitrary<{ payload?: string; type?: string }> = op.body
    ? fc.oneof(
        { weight: example ? 4 : 0, arbitrary: (example ? exampleOff(example) : fc.constant({})).map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })) },
        { weight: 3, arbitrary: nearValid(op.body, 0, true).map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })) },
        { weight: 3, arbitrary: oneFieldOff(op.body).map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })) },
        { weight: 3, arbitrary: fromSchema(op.body).map((v) => (v === undefined ? {} : { payload: JSON.stringify(v), type: 'application/json' })) },
        { weight: 2, arbitrary: malformedJson.map((payload) => ({ payload, type: 'application/json' })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fromSchema(op.body), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data'))
            .map(([v, type]) => ({ payload: JSON.stringify(v ?? {}), type })),
        },
      )
    : fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: malformedJson.map((payload) => ({ payload, type: 'application/json' })) });
  const token = op.path.startsWith('/api/staff/') ? auth.staff : op.path.startsWith('/api/partners/') ? auth.partner : op.path.startsWith('/octo/') ? auth.octo : undefined;
  const authorization = fc.oneof(
    { weight: token ? 4 : 0, arbitrary: fc.constant(token ? `Bearer ${token}` : undefined) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        junkString.map((j) => `Bearer ${j}`),
        fc.constantFrom('Basic Zm9vOmJhcg==', 'Bearer', 'bearer  x'),
      ),
    },
    { weight: token ? 2 : 0, arbitrary: fc.constant(token ? `Bearer ${auth.staff === token ? auth.partner : auth.staff}` : undefined) },
  );
  return fc.tuple(pathValues, query, body, authorization).map(([pv, [q, extra], b, authz]) => {
    let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (pv[name] as string) || 'x');
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...extra, ...q })) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) search.append(k, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''));
    }
    const qs = search.toString();
    if (qs) url += `?${qs}`;
    const headers: Record<string, string> = {};
    if (authz) headers.authorization = authz;
    if (b.type) headers['content-type'] = b.type;
    return { method: op.method, url, headers, ...(b.payload !== undefined ? { payload: b.payload } : {}) };
  });
}

let refills = 0;
/** A cart with one line, again before each cart route (a fuzzed DELETE or checkout may have emptied it). */
async function refillCart(): Promise<void> {
  known.cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/init', payload: {} })).json().cart_id;
  for (let tries = 0; tries < 12; tries++) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: {
        cart_id: known.cartId,
        slot_id: known.slotIds[refills++ % known.slotIds.length],
        adults_count: 2,
        children_count: 0,
        chosen_category: tries % 2 ? 'TRUFFLE' : 'NONE',
        vip_upgrade: false,
      },
    });
    if (added.statusCode === 201) {
      known.itemId = added.json().item_id;
      return;
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ config: { abuseLimits: NO_ABUSE_LIMITS } });
  const slots = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM slots WHERE starts_at > now() + interval '2 days' ORDER BY starts_at LIMIT 40`);
  known.slotIds = slots.rows.map((r) => Number(r.id));
  await refillCart();
});
afterAll(async () => {
  await t.close();
});

describe('fuzz: schema-derived junk to every route', () => {
  it(`no request answers 5xx (${RUNS} requests per route, seed ${SEED})`, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.some((o) => o.path.startsWith('/api/staff/'))).toBe(true);
    expect(ops.some((o) => o.path.startsWith('/api/partners/'))).toBe(true);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    const perRoute = new Map<string, number[]>();
    const started = Date.now();
    for (const [i, op] of ops.entries()) {
      // Fresh sessions per route: a fuzzed logout or password change must not blind the routes after it.
      if (op.path.startsWith('/api/cart/')) await refillCart();
      // The partner is a reseller: its owner's session for /api/partners, one of its OCTO API keys for /octo.
      const reseller = await partnerSession(t.database.db);
      const auth = { staff: (await staffSession(t.database.db, 'owner')).token, partner: reseller.token, octo: (await insertOctoKey(t.database.db, reseller.partnerId)).key };
      for (const req of fc.sample(requestsFor(op, auth), { seed: SEED + i, numRuns: RUNS })) {
        const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) });
        const k = `${Math.floor(res.statusCode / 100)}xx`;
        statuses[k] = (statuses[k] ?? 0) + 1;
        if (process.env.FUZZ_VERBOSE) perRoute.set(`${op.method} ${op.path}`, [...(perRoute.get(`${op.method} ${op.path}`) ?? []), res.statusCode]);
        if (process.env.FUZZ_DEBUG && `${op.method} ${op.path}` === process.env.FUZZ_DEBUG)
          console.log(res.statusCode, req.method, req.url.slice(0, 120), (req.payload ?? '').slice(0, 200), res.body.slice(0, 200));
        if (res.statusCode >= 500) {
          failures.push(
            `${res.statusCode} ${req.method} ${req.url.slice(0, 300)} headers=${JSON.stringify(req.headers).slice(0, 200)} body=${(req.payload ?? '').slice(0, 300)} -> ${res.body.slice(0, 300)}`,
          );
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    if (process.env.FUZZ_VERBOSE) {
      for (const [route, codes] of perRoute) console.log(route, [...new Set(codes)].sort().join(','));
      console.log(statuses, `${seconds.toFixed(1)} s`);
    }
    // The junk must reach the handlers, not only the validators.
    expect(statuses['2xx'] ?? 0).toBeGreaterThan(ops.length);
    expect(failures, `${failures.length} answers 5xx in ${seconds.toFixed(1)} s`).toEqual([]);
  }, 180_000);
});

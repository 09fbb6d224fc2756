import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@tenuta/db';
import { buildApi } from '../scripts/build.mjs';

/**
 * Several API processes on one PostgreSQL (docs/decisions/0027): two compiled API processes, as
 * two machines would run them (each with the same DATABASE_URL, jobs on), started together on an
 * empty database; then one machine with WEB_CONCURRENCY=2 (node:cluster).
 */
const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(api, 'dist', `test-several-${process.pid}`);
const serverUrl = process.env.TENUTA_TEST_DATABASE_URL!;
const database = `several_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const adminUrl = Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString();
const LISTENER = 'tenuta-listen-seats_changed';

interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

let main: string;
let dataDir: string;
let db: pg.Client;
const running: ApiProcess[] = [];

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

async function startApi(env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ABUSE_LIMITS: 'off',
      WEB_CONCURRENCY: '1',
      WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    },
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const p = { base: `http://127.0.0.1:${port}`, child, output, exited };
  running.push(p);
  return p;
}

async function ready(p: ApiProcess): Promise<void> {
  for (let i = 0; i < 240 && p.child.exitCode === null; i++) {
    const r = await fetch(`${p.base}/api/health/ready`).catch(() => undefined);
    if (r?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not start:\n${p.output.join('')}`);
}

const json = async (p: ApiProcess, method: string, url: string, body?: unknown) => {
  const r = await fetch(`${p.base}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the API's answers at any depth
  return { status: r.status, body: (await r.json()) as Record<string, any> };
};
const listeners = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [database, LISTENER])).rows[0]!.n;

let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  main = await buildApi({ outfile: path.join(outDir, 'main.js') });
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-several-'));
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // Both start at once on the empty database: migrations and demo data run once, one after the other.
  [a, b] = await Promise.all([startApi(), startApi()]);
  await Promise.all([ready(a), ready(b)]);
}, 90_000);

afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await db?.end();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await rm(outDir, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const romeDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));
const wineSlots = async (p: ApiProcess, day: string) =>
  (await json(p, 'GET', `/api/experiences/available?experience_type=wine&start_date=${day}&end_date=${day}`)).body.slots as {
    id: number;
    category: string;
    capacity_free: number;
  }[];

describe('two API processes on one database', () => {
  it('start together on an empty database (one migrates and seeds, the other waits) and each listens for seat changes', async () => {
    expect((await json(a, 'GET', '/api/experiences')).body.data.length).toBeGreaterThan(0);
    const slots = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM slots')).rows[0]!.n;
    const days = (await db.query<{ n: number }>("SELECT count(DISTINCT (starts_at AT TIME ZONE 'Europe/Rome')::date)::int AS n FROM slots")).rows[0]!.n;
    // Seeded once: one timetable per day, not two.
    expect(slots / days).toBeLessThanOrEqual(8);
    expect(await listeners()).toBe(2);
  });

  it('concurrent adds on the same slots from both never oversell', async () => {
    const slots = (await wineSlots(a, romeDay(20))).filter((s) => s.category === 'WINE');
    expect(slots.length).toBeGreaterThan(1);
    // Twice as many one-adult adds as seats, each in its own cart, sent to both processes at once.
    const asks = slots.flatMap((s) => Array.from({ length: s.capacity_free * 2 }, () => s.id));
    const answers = await Promise.all(
      asks.map(async (slotId, i) => {
        const p = i % 2 === 0 ? a : b;
        const cart = (await json(p, 'POST', '/api/cart/init', {})).body.cart_id as string;
        const r = await json(p, 'POST', '/api/cart/items', { cart_id: cart, slot_id: slotId, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false });
        return { slotId, process: p, status: r.status, code: r.body.code as string | undefined };
      }),
    );
    for (const s of slots) {
      const accepted = answers.filter((x) => x.slotId === s.id && x.status === 201);
      const held = (await db.query<{ n: number }>('SELECT coalesce(sum(adults + children), 0)::int AS n FROM cart_items WHERE slot_id = $1 AND hold_expires_at > now()', [s.id]))
        .rows[0]!.n;
      expect(held).toBe(accepted.length);
      expect(held).toBeLessThanOrEqual(s.capacity_free);
    }
    // Which of the two processes takes more of the seats is a race between their groups (either may
    // take them all). Every answer other than a hold is a clear refusal (sold out, or busy to retry),
    // never a failure; and a slot whose adds were never turned away as busy is sold out exactly: no
    // seat is refused while free.
    for (const s of slots) {
      const busy = answers.some((x) => x.slotId === s.id && x.status === 503);
      if (!busy) expect(answers.filter((x) => x.slotId === s.id && x.status === 201).length).toBe(s.capacity_free);
    }
    for (const x of answers.filter((x) => x.status !== 201))
      expect([x.status, x.code]).toSatisfy(([status, code]) => (status === 400 && code === 'capacity_exceeded') || (status === 503 && code === 'busy'));
    expect(answers.filter((x) => x.status === 201).length).toBeGreaterThan(0);
  }, 60_000);

  it("drops one process's cached availability when the other changes seats", async () => {
    const day = romeDay(30);
    const slot = (await wineSlots(a, day)).find((s) => s.category === 'WINE' && s.capacity_free >= 3)!;
    // Read twice on A: the second answer comes from its cache.
    await wineSlots(a, day);
    expect((await wineSlots(a, day)).find((s) => s.id === slot.id)!.capacity_free).toBe(slot.capacity_free);
    const cart = (await json(b, 'POST', '/api/cart/init', {})).body.cart_id as string;
    const add = await json(b, 'POST', '/api/cart/items', { cart_id: cart, slot_id: slot.id, adults_count: 3, children_count: 0, chosen_category: 'WINE', vip_upgrade: false });
    expect(add.status).toBe(201);
    // A's entry would live 5 s without a seat change; the seats_changed notification drops it first.
    await expect.poll(async () => (await wineSlots(a, day)).find((s) => s.id === slot.id)!.capacity_free, { timeout: 4000, interval: 50 }).toBe(slot.capacity_free - 3);
  });

  it('runs each job once: every e-mail of bookings made on both processes is sent exactly once', async () => {
    const slot = (await wineSlots(a, romeDay(40))).find((s) => s.category === 'WINE' && s.capacity_free >= 6)!;
    const customer = { first_name: 'Anna', last_name: 'Rossi', email: 'anna.rossi@example.it', phone: '+39 333 1234567' };
    const made = await Promise.all(
      [a, b, a, b, a, b].map((p) => json(p, 'POST', '/api/bookings', { slot_id: slot.id, adults: 1, children: 0, language: 'IT', customer, locale: 'it' })),
    );
    for (const m of made) expect(m.status, JSON.stringify(m.body)).toBe(201);
    // This database's only e-mails: the earlier tests held seats and booked nothing.
    const outbox = async () => (await db.query<{ id: string; status: string }>('SELECT id::text, status FROM notifications')).rows;
    await expect.poll(async () => (await outbox()).every((n) => n.status === 'sent'), { timeout: 30_000, interval: 200 }).toBe(true);
    const sent = await outbox();
    expect(sent.length).toBeGreaterThanOrEqual(made.length);
    const files = await readdir(path.join(dataDir, 'outbox'));
    for (const n of sent)
      expect(
        files.filter((f) => f.split('-').includes(n.id)),
        `notification ${n.id}`,
      ).toHaveLength(1);
  }, 45_000);

  it('stop cleanly on SIGTERM', async () => {
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited, a.output.join('')).toBe(0);
    expect(await b.exited, b.output.join('')).toBe(0);
    expect(await listeners()).toBe(0);
  });
});

describe('WEB_CONCURRENCY=2 on one machine', () => {
  it('runs two API processes behind one port and stops them on SIGTERM', async () => {
    const p = await startApi({ WEB_CONCURRENCY: '2' });
    await ready(p);
    await expect.poll(listeners, { timeout: 30_000, interval: 100 }).toBe(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${p.base}/api/health/live`).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);
    p.child.kill('SIGTERM');
    expect(await p.exited, p.output.join('')).toBe(0);
    expect(await listeners()).toBe(0);
  }, 60_000);
});

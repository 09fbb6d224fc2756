/* eslint-disable @typescript-eslint/no-explicit-any */
import autocannon from 'autocannon';
import { closeDatabase, createDatabase } from '@tenuta/db';
import type { AppServer } from './servers.ts';

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
}

export const CONNECTIONS = 50;

export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: CONNECTIONS, ...(opts.amount ? {} : { duration: 8 }), ...opts });
  return {
    name,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, (v as { count?: number }).count ?? 0])),
  };
}

/** Budgets of accepted adds (docs/architecture.md, Performance budgets). */
export const ADD_BUDGET = { p99Ms: 50, holdsPerSecond: 1000 } as const;
/** Adds of the measured run spread over many slots, of the warm-up run, and on the one hot slot. */
export const ADDS = { spread: 3000, warmUp: 1000, hot: 1000 } as const;

export interface AddRun {
  /** 'spread' (distinct slots, round robin) or 'hot' (one slot). */
  kind: 'spread' | 'hot';
  processes: number;
  requests: number;
  slots: number;
  /** Free seats on those slots before the run (never fewer than the requests). */
  freeSeats: number;
  seconds: number;
  accepted: number;
  acceptedPerSecond: number;
  /** Latency of the accepted adds (201) only, ms. */
  p50: number;
  p99: number;
  /** Refused: sold out or another rule (4xx other than 429), an abuse limit (429), busy (503), anything else (errors, 5xx). */
  refused: number;
  limited: number;
  busy: number;
  failed: number;
  /** Seats held on the run's slots afterwards, read from PostgreSQL; must equal `accepted`. */
  seatsHeld: number;
  /** Slots whose holds and bookings exceed their capacity afterwards; must be 0. */
  oversoldSlots: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;
const romeDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(d);

interface FreeSlot {
  id: number;
  free: number;
}

/** Wine slots (CHOICE ones taken as wine) from tomorrow on with free seats, in time order, as the availability API reports them. */
async function freeWineSlots(baseUrl: string): Promise<FreeSlot[]> {
  const from = new Date(Date.now() + 86_400_000);
  const to = new Date(Date.now() + 119 * 86_400_000);
  const r = await fetch(`${baseUrl}/api/experiences/available?experience_type=wine&start_date=${romeDate(from)}&end_date=${romeDate(to)}`);
  if (!r.ok) throw new Error(`availability answered ${r.status}`);
  const body = (await r.json()) as { slots: unknown[] };
  return (body.slots as { id: number; capacity_free: number; slot_datetime: string }[])
    .filter((s) => s.capacity_free > 0)
    .sort((a, b) => a.slot_datetime.localeCompare(b.slot_datetime) || a.id - b.id)
    .map((s) => ({ id: s.id, free: s.capacity_free }));
}

/** The fewest slots (from the front, or from the back) whose free seats cover `amount` adds of one adult. */
function takeSeats(slots: FreeSlot[], amount: number, fromEnd: boolean): FreeSlot[] {
  const ordered = fromEnd ? [...slots].reverse() : slots;
  const taken: FreeSlot[] = [];
  let seats = 0;
  for (const s of ordered) {
    if (seats >= amount) break;
    taken.push(s);
    seats += s.free;
  }
  if (seats < amount) throw new Error(`only ${seats} free wine seats for ${amount} adds`);
  return taken;
}

/** One slot id per add: round robin over the slots, each slot at most as often as it has free seats. */
function roundRobin(slots: FreeSlot[], amount: number): number[] {
  const left = new Map(slots.map((s) => [s.id, s.free]));
  const plan: number[] = [];
  while (plan.length < amount) {
    for (const s of slots) {
      if (plan.length >= amount) break;
      const n = left.get(s.id)!;
      if (n > 0) {
        plan.push(s.id);
        left.set(s.id, n - 1);
      }
    }
  }
  return plan;
}

/**
 * The client address of the bench's guest `n`: on a sales day every guest comes from an address of
 * its own, and the API trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback), so each cart and
 * its add count against that guest's abuse limits, not all against one address.
 */
let guests = 0;
const guestAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

interface GuestCart {
  id: string;
  address: string;
}

/** `count` new carts, each of a new guest address, 50 at a time (a refused cart would turn its add into a fast 404: stop instead). */
async function newCarts(baseUrl: string, count: number): Promise<GuestCart[]> {
  const carts: GuestCart[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const address = guestAddress(++guests);
        const r = await fetch(`${baseUrl}/api/cart/init`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: '{}' });
        if (!r.ok) throw new Error(`cart init answered ${r.status}: ${await r.text()}`);
        return { id: ((await r.json()) as { cart_id: string }).cart_id, address };
      }),
    );
    carts.push(...batch);
  }
  return carts;
}

/** Adds of one adult, one new cart per add (so every (cart, slot) pair is distinct), at 50 connections; latencies kept per answer. */
async function addLoad(baseUrl: string, plan: number[], carts: GuestCart[]): Promise<{ seconds: number; byStatus: Map<number, number[]>; errors: number }> {
  const byStatus = new Map<number, number[]>();
  let n = 0;
  let errors = 0;
  // Until the last answer: autocannon itself notices the end only at its next 1-second tick.
  let last = 0;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const tracker = autocannon(
      {
        url: `${baseUrl}/api/cart/items`,
        connections: CONNECTIONS,
        amount: plan.length,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              const i = n++;
              const body = { cart_id: carts[i]!.id, slot_id: plan[i], adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false, language: 'IT' };
              return { ...req, headers: { ...req.headers, 'x-forwarded-for': carts[i]!.address }, body: JSON.stringify(body) };
            },
          },
        ],
      },
      (err) => (err ? reject(err) : resolve()),
    );
    tracker.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      const list = byStatus.get(status) ?? [];
      list.push(ms);
      byStatus.set(status, list);
      last = performance.now();
    });
    tracker.on('reqError', () => errors++);
  });
  return { seconds: ((last || performance.now()) - started) / 1000, byStatus, errors };
}

/** Seats held now on `slotIds`, and how many of them hold and book more than their capacity (read from PostgreSQL). */
async function seatCheck(databaseUrl: string, slotIds: number[]): Promise<{ held: number; oversold: number }> {
  const db = createDatabase(databaseUrl, { max: 1 });
  try {
    const { rows } = await db.$client.query<{ held: number; oversold: number }>(
      `WITH s AS (
         SELECT sl.id, sl.capacity_total,
                (SELECT coalesce(sum(adults + children), 0) FROM cart_items ci WHERE ci.slot_id = sl.id AND ci.hold_expires_at > now()) AS held,
                (SELECT coalesce(sum(adults + children), 0) FROM bookings b WHERE b.slot_id = sl.id AND b.status NOT IN ('cancelled', 'refunded')) AS booked
           FROM slots sl WHERE sl.id = ANY($1::bigint[]))
       SELECT coalesce(sum(held), 0)::int AS held, count(*) FILTER (WHERE held + booked > capacity_total)::int AS oversold FROM s`,
      [slotIds],
    );
    return rows[0]!;
  } finally {
    await closeDatabase(db);
  }
}

async function measure(app: AppServer, kind: AddRun['kind'], processes: number, slots: FreeSlot[], plan: number[]): Promise<AddRun> {
  const carts = await newCarts(app.url, plan.length);
  const { seconds, byStatus, errors } = await addLoad(app.url, plan, carts);
  const accepted = [...(byStatus.get(201) ?? [])].sort((a, b) => a - b);
  const count = (test: (status: number) => boolean) => [...byStatus].reduce((sum, [status, list]) => sum + (test(status) ? list.length : 0), 0);
  const slotIds = slots.map((s) => s.id);
  const check = await seatCheck(app.databaseUrl, slotIds);
  return {
    kind,
    processes,
    requests: plan.length,
    slots: slots.length,
    freeSeats: slots.reduce((sum, s) => sum + s.free, 0),
    seconds: Math.round(seconds * 100) / 100,
    accepted: accepted.length,
    acceptedPerSecond: Math.round(accepted.length / seconds),
    p50: round(percentile(accepted, 50)),
    p99: round(percentile(accepted, 99)),
    refused: count((s) => s >= 400 && s < 500 && s !== 429),
    limited: count((s) => s === 429),
    busy: count((s) => s === 503),
    failed: count((s) => s < 200 || (s >= 300 && s < 400) || (s >= 500 && s !== 503)) + errors,
    seatsHeld: check.held,
    oversoldSlots: check.oversold,
  };
}

/**
 * Add-to-cart as a sales day sees it, on a fresh server of `processes` API processes:
 * one unmeasured warm-up run (JIT, pooled connections, prepared statements), then
 * - spread: 3,000 adds of one adult on distinct (cart, slot) pairs, round robin over the fewest
 *   wine slots whose free seats cover them (never more adds than free seats), and
 * - hot: 1,000 adds on ONE slot given 1,000 seats for the run (written in PostgreSQL by the bench),
 * each at 50 connections. Accepted (201) and refused answers are counted apart; seats held
 * afterwards are read from PostgreSQL and must equal the accepted adds, with no slot oversold.
 */
export async function addToCartRuns(app: AppServer, processes: number): Promise<AddRun[]> {
  const slots = await freeWineSlots(app.url);
  const warm = takeSeats(slots, ADDS.warmUp, true);
  const spread = takeSeats(
    slots.filter((s) => !warm.includes(s)),
    ADDS.spread,
    false,
  );
  const used = new Set([...warm, ...spread].map((s) => s.id));
  const hotSlot = slots.find((s) => !used.has(s.id));
  if (!hotSlot) throw new Error('no wine slot left for the hot-slot run');
  await addLoad(app.url, roundRobin(warm, ADDS.warmUp), await newCarts(app.url, ADDS.warmUp));
  const runs = [await measure(app, 'spread', processes, spread, roundRobin(spread, ADDS.spread))];
  const db = createDatabase(app.databaseUrl, { max: 1 });
  try {
    // Free seats become exactly ADDS.hot: capacity minus the seats free now, plus ADDS.hot.
    await db.$client.query('UPDATE slots SET capacity_total = capacity_total - $2::int + $3::int WHERE id = $1', [hotSlot.id, hotSlot.free, ADDS.hot]);
  } finally {
    await closeDatabase(db);
  }
  const hot = { id: hotSlot.id, free: ADDS.hot };
  runs.push(
    await measure(
      app,
      'hot',
      processes,
      [hot],
      Array.from({ length: ADDS.hot }, () => hot.id),
    ),
  );
  return runs;
}

/** The add-to-cart section of docs/benchmarks.md: one row per run, figures beside the budgets. */
export function addsTable(runs: AddRun[]): string[] {
  const ok = (pass: boolean) => (pass ? 'pass' : '**over budget**');
  const exact = (r: AddRun) => r.seatsHeld === r.accepted && r.oversoldSlots === 0;
  return [
    '### Add to cart',
    '',
    `Add-to-cart (\`POST /api/cart/items\`) on accepted holds, ${CONNECTIONS} connections, on a fresh server per process count after an unmeasured warm-up of ${ADDS.warmUp} adds on other slots. Every add is one adult in a new cart of a guest with an address of its own (\`X-Forwarded-For\` from loopback, which the API trusts), so every (cart, slot) pair is distinct and each guest's abuse limits count as on a sales day. **spread**: ${ADDS.spread} adds round robin over the fewest wine slots whose free seats cover them (never more adds than free seats). **hot**: ${ADDS.hot} adds on one slot given ${ADDS.hot} free seats for the run (set in PostgreSQL by the bench), so every add waits for that slot's lock. Latencies are of the accepted adds (201) only; refusals are counted apart: 4xx (sold out or another rule), 429 (an abuse limit), 503 (busy), failed (errors, other statuses). Seats held afterwards are read from PostgreSQL.`,
    '',
    `| run | API processes | adds | slots | accepted | accepted holds/s | p50 ms | p99 ms | 4xx / 429 / 503 / failed | seats held = accepted, none oversold | budget (p99 < ${ADD_BUDGET.p99Ms} ms, >= ${ADD_BUDGET.holdsPerSecond.toLocaleString('en')} holds/s) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const pass = r.p99 < ADD_BUDGET.p99Ms && r.acceptedPerSecond >= ADD_BUDGET.holdsPerSecond && r.accepted === r.requests && exact(r);
      return `| ${r.kind} | ${r.processes} | ${r.requests} | ${r.slots} | ${r.accepted} | ${r.acceptedPerSecond} | ${r.p50} | ${r.p99} | ${r.refused} / ${r.limited} / ${r.busy} / ${r.failed} | ${exact(r) ? `yes (${r.seatsHeld})` : `**NO**: ${r.seatsHeld} seats held, ${r.oversoldSlots} slots oversold`} | ${ok(pass)} |`;
    }),
  ];
}

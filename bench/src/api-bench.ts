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
/** Adds of the measured run spread over many slots, of the lead-in before each run (on other slots), and on the one hot slot. */
export const ADDS = { spread: 3000, leadIn: 1000, hot: 1000 } as const;

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
  /** The lead-in's slowest first answer on a connection just opened (all 50 open at once), ms; not budgeted. */
  firstAnswerMax: number;
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

/** One add of one adult: the guest's cart (new, so every (cart, slot) pair is distinct) and the slot. */
interface PlannedAdd {
  cart: GuestCart;
  slotId: number;
}

/** autocannon's per-connection context: the add in flight on it. */
interface AddContext {
  add: number;
}

interface AddAnswers {
  /** From the first measured add sent to the last measured answer. */
  seconds: number;
  /** Latencies of the measured adds by HTTP status. */
  byStatus: Map<number, number[]>;
  errors: number;
  /** Latencies of the lead-in's first answer on each connection (just opened), ms, slowest first. */
  firstOnConnection: number[];
}

/**
 * `leadIn` and then `measured` adds through the same 50 connections. The lead-in opens the
 * connections and gets the server to steady state; its answers are not measured (only its first
 * answer per connection is kept, for the report). The measured adds start as soon as the lead-in's
 * last add is sent, on connections already open.
 */
async function addLoad(baseUrl: string, leadIn: PlannedAdd[], measured: PlannedAdd[]): Promise<AddAnswers> {
  const adds = [...leadIn, ...measured];
  const byStatus = new Map<number, number[]>();
  const firstOnConnection: number[] = [];
  let n = 0;
  let errors = 0;
  // The add whose answer is being reported (autocannon calls onResponse right before its 'response' event).
  let answered = -1;
  const connections = new WeakSet<object>();
  let started = 0;
  // Until the last answer: autocannon itself notices the end only at its next 1-second tick.
  let last = 0;
  await new Promise<void>((resolve, reject) => {
    const tracker = autocannon(
      {
        url: `${baseUrl}/api/cart/items`,
        connections: CONNECTIONS,
        amount: adds.length,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req, context) => {
              const i = n++;
              const add = adds[i]!;
              if (i === leadIn.length) started = performance.now();
              (context as AddContext).add = i;
              const body = { cart_id: add.cart.id, slot_id: add.slotId, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false, language: 'IT' };
              return { ...req, headers: { ...req.headers, 'x-forwarded-for': add.cart.address }, body: JSON.stringify(body) };
            },
            onResponse: (_status, _body, context) => {
              answered = (context as AddContext).add;
            },
          },
        ],
      },
      (err) => (err ? reject(err) : resolve()),
    );
    tracker.on('response', (client: object, status: number, _bytes: number, ms: number) => {
      if (!connections.has(client)) {
        connections.add(client);
        firstOnConnection.push(ms);
      }
      if (answered < leadIn.length) return;
      const list = byStatus.get(status) ?? [];
      list.push(ms);
      byStatus.set(status, list);
      last = performance.now();
    });
    tracker.on('reqError', () => errors++);
  });
  return { seconds: ((last || performance.now()) - started) / 1000, byStatus, errors, firstOnConnection: firstOnConnection.sort((a, b) => b - a) };
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

async function measure(app: AppServer, kind: AddRun['kind'], processes: number, slots: FreeSlot[], plan: number[], leadInPlan: number[]): Promise<AddRun> {
  const carts = await newCarts(app.url, leadInPlan.length + plan.length);
  const planned = (slotIds: number[], offset: number) => slotIds.map((slotId, i) => ({ cart: carts[offset + i]!, slotId }));
  const { seconds, byStatus, errors, firstOnConnection } = await addLoad(app.url, planned(leadInPlan, 0), planned(plan, leadInPlan.length));
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
    firstAnswerMax: round(firstOnConnection[0] ?? 0),
  };
}

/**
 * Add-to-cart as a sales day sees it, on a fresh server of `processes` API processes, each run at
 * 50 connections opened by an unmeasured lead-in of adds on other slots (JIT, pooled connections,
 * prepared statements, the 50 connections themselves), then on those connections:
 * - spread: 3,000 adds of one adult on distinct (cart, slot) pairs, round robin over the fewest
 *   wine slots whose free seats cover them (never more adds than free seats), and
 * - hot: 1,000 adds on ONE slot given 1,000 seats for the run (written in PostgreSQL by the bench).
 * Accepted (201) and refused answers are counted apart; seats held afterwards are read from
 * PostgreSQL and must equal the accepted adds, with no slot oversold.
 */
export async function addToCartRuns(app: AppServer, processes: number): Promise<AddRun[]> {
  const slots = await freeWineSlots(app.url);
  const leadIn = takeSeats(slots, 2 * ADDS.leadIn, true);
  const leadInPlan = roundRobin(leadIn, 2 * ADDS.leadIn);
  const spread = takeSeats(
    slots.filter((s) => !leadIn.includes(s)),
    ADDS.spread,
    false,
  );
  const used = new Set([...leadIn, ...spread].map((s) => s.id));
  const hotSlot = slots.find((s) => !used.has(s.id));
  if (!hotSlot) throw new Error('no wine slot left for the hot-slot run');
  const runs = [await measure(app, 'spread', processes, spread, roundRobin(spread, ADDS.spread), leadInPlan.slice(0, ADDS.leadIn))];
  const db = createDatabase(app.databaseUrl, { max: 1 });
  try {
    // Free seats become exactly ADDS.hot: capacity minus the seats free now, plus ADDS.hot.
    await db.$client.query('UPDATE slots SET capacity_total = capacity_total - $2::int + $3::int WHERE id = $1', [hotSlot.id, hotSlot.free, ADDS.hot]);
  } finally {
    await closeDatabase(db);
  }
  const hot = { id: hotSlot.id, free: ADDS.hot };
  const hotPlan = Array.from({ length: ADDS.hot }, () => hot.id);
  runs.push(await measure(app, 'hot', processes, [hot], hotPlan, leadInPlan.slice(ADDS.leadIn)));
  return runs;
}

/** The add-to-cart section of docs/benchmarks.md: one row per run, figures beside the budgets. */
export function addsTable(runs: AddRun[]): string[] {
  const ok = (pass: boolean) => (pass ? 'pass' : '**over budget**');
  const exact = (r: AddRun) => r.seatsHeld === r.accepted && r.oversoldSlots === 0;
  return [
    '### Add to cart',
    '',
    `Add-to-cart (\`POST /api/cart/items\`) on accepted holds, ${CONNECTIONS} connections, on a fresh server per process count. Each run opens its ${CONNECTIONS} connections with an unmeasured lead-in of ${ADDS.leadIn} adds on other slots, and the measured adds follow on those connections, as on a sales day where guests' connections are already open. Every add is one adult in a new cart of a guest with an address of its own (\`X-Forwarded-For\` from loopback, which the API trusts), so every (cart, slot) pair is distinct and each guest's abuse limits count as on a sales day. **spread**: ${ADDS.spread} adds round robin over the fewest wine slots whose free seats cover them (never more adds than free seats). **hot**: ${ADDS.hot} adds on one slot given ${ADDS.hot} free seats for the run (set in PostgreSQL by the bench), so every add waits for that slot's lock. Latencies are of the accepted adds (201) only; refusals are counted apart: 4xx (sold out or another rule), 429 (an abuse limit), 503 (busy), failed (errors, other statuses). Seats held afterwards are read from PostgreSQL. The last column is not budgeted: the slowest first answer of the lead-in, when all ${CONNECTIONS} connections open in the same few milliseconds and each sends an add at once (with several processes, each new connection is first handed to one of them).`,
    '',
    `| run | API processes | adds | slots | accepted | accepted holds/s | p50 ms | p99 ms | 4xx / 429 / 503 / failed | seats held = accepted, none oversold | budget (p99 < ${ADD_BUDGET.p99Ms} ms, >= ${ADD_BUDGET.holdsPerSecond.toLocaleString('en')} holds/s) | first answer on ${CONNECTIONS} new connections, slowest ms |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const pass = r.p99 < ADD_BUDGET.p99Ms && r.acceptedPerSecond >= ADD_BUDGET.holdsPerSecond && r.accepted === r.requests && exact(r);
      return `| ${r.kind} | ${r.processes} | ${r.requests} | ${r.slots} | ${r.accepted} | ${r.acceptedPerSecond} | ${r.p50} | ${r.p99} | ${r.refused} / ${r.limited} / ${r.busy} / ${r.failed} | ${exact(r) ? `yes (${r.seatsHeld})` : `**NO**: ${r.seatsHeld} seats held, ${r.oversoldSlots} slots oversold`} | ${ok(pass)} | ${r.firstAnswerMax} |`;
    }),
  ];
}

import { sql } from 'drizzle-orm';
import type { HeldSeats } from '../abuse-limits/index.ts';
import { occupancySql, toSlotWithOccupancy, type OccupancyRow, type SlotWithOccupancy } from '../holds/index.ts';
import { PreparedStatement, type PgClient, type PgPool } from '../prepared.ts';
import { LOCK_TIMEOUT, pgTimestamp } from '@tenuta/core';

// The add-to-cart hot path as named prepared statements, each for a whole
// batch of adds (docs/decisions/0026).
const carts = sql.placeholder('carts');
const slots = sql.placeholder('slots');
const now = sql`${sql.placeholder('now')}`;
const slotArray = sql`${slots}::bigint[]`;
const batchSlots = sql`id = ANY(${slotArray})`;

interface ContextRow extends Partial<OccupancyRow> {
  n: number;
  cart_found: boolean;
  partner_cart: boolean;
  coupon_code: string | null;
  line_id: string | null;
  line_expires_at: string | Date | null;
  cart_seats: number;
  cart_first_expiry: string | Date | null;
  address_seats: number;
  address_first_expiry: string | Date | null;
}

const keys = sql.placeholder('keys');
/**
 * For each (cart, slot, holder) asked: the cart (its coupon code), the slot
 * with its occupancy, the cart's line on it, and the seats the cart and the
 * holder's address hold now (docs/domain/abuse-limits.md).
 *
 * Every lookup is keyed by an index: per asked row (LATERAL; `LIMIT 1` on a
 * unique key keeps the planner from folding it into a join) the cart, its
 * line, its holds and the holder's holds; the slots' holds by `slot_id`. The
 * planner then does not turn them into scans of every cart and hold when its
 * statistics lag behind a burst of new carts and holds (docs/decisions/0026).
 */
const addContexts = new PreparedStatement<ContextRow>(
  'cart_add_contexts',
  sql`WITH r AS (SELECT * FROM unnest(${carts}::uuid[], ${slots}::bigint[], ${keys}::text[]) WITH ORDINALITY AS r(cart_id, slot_id, client_key, n))
      SELECT r.n, c.id IS NOT NULL AS cart_found, c.partner_id IS NOT NULL AS partner_cart, cp.code AS coupon_code,
             li.id AS line_id, li.hold_expires_at AS line_expires_at,
             coalesce(hc.seats, 0) AS cart_seats, hc.first_expiry AS cart_first_expiry,
             coalesce(ha.seats, 0) AS address_seats, ha.first_expiry AS address_first_expiry, occ.*
        FROM r
        LEFT JOIN LATERAL (SELECT id, partner_id, coupon_id FROM carts WHERE id = r.cart_id LIMIT 1) c ON true
        LEFT JOIN coupons cp ON cp.id = c.coupon_id
        LEFT JOIN LATERAL (SELECT id, hold_expires_at FROM cart_items WHERE cart_id = r.cart_id AND slot_id = r.slot_id LIMIT 1) li ON true
        LEFT JOIN LATERAL (SELECT sum(adults + children)::int AS seats, min(hold_expires_at) AS first_expiry FROM cart_items
                            WHERE cart_id = r.cart_id AND hold_expires_at > ${now}::timestamptz) hc ON true
        LEFT JOIN LATERAL (SELECT sum(adults + children)::int AS seats, min(hold_expires_at) AS first_expiry FROM cart_items
                            WHERE client_key IS NOT NULL AND client_key = r.client_key AND hold_expires_at > ${now}::timestamptz) ha ON true
        LEFT JOIN (${occupancySql(batchSlots, now, undefined, undefined, slotArray)}) occ ON occ.id = r.slot_id`,
);

export interface AddContext {
  couponCode: string | null;
  /** A reseller's order basket (partners are signed in; the guests' seat limits do not apply). */
  partnerCart: boolean;
  slot: SlotWithOccupancy | undefined;
  line: { id: string; holdExpiresAt: Date } | undefined;
  cartHeld: HeldSeats;
  /** The seats held by the holds of the same holder (absent without one). */
  addressHeld: HeldSeats | undefined;
}

const orNull = (v: string | Date | null) => (v === null ? null : pgTimestamp(v));

export interface AskedAdd {
  cartId: string;
  slotId: number;
  holder: string | null;
}

/** One statement for a batch; per request, in order: its context, undefined for an unknown cart. */
export async function readAddContexts(client: PgPool | PgClient, asked: AskedAdd[], at: Date): Promise<(AddContext | undefined)[]> {
  const rows = await addContexts.rows(client, {
    carts: asked.map((a) => a.cartId),
    slots: asked.map((a) => a.slotId),
    keys: asked.map((a) => a.holder),
    now: at.toISOString(),
  });
  const contexts: (AddContext | undefined)[] = asked.map(() => undefined);
  for (const row of rows) {
    if (!row.cart_found) continue;
    const i = Number(row.n) - 1;
    contexts[i] = {
      couponCode: row.coupon_code,
      partnerCart: row.partner_cart,
      slot: row.id == null ? undefined : toSlotWithOccupancy(row as OccupancyRow),
      line: row.line_id ? { id: row.line_id, holdExpiresAt: pgTimestamp(row.line_expires_at) } : undefined,
      cartHeld: { seats: row.cart_seats, firstExpiry: orNull(row.cart_first_expiry) },
      addressHeld: asked[i]!.holder ? { seats: row.address_seats, firstExpiry: orNull(row.address_first_expiry) } : undefined,
    };
  }
  return contexts;
}

// One lock order everywhere (docs/architecture.md, Locks): carts, then slots, each kind in
// ascending id order. A checkout locks its cart and then its slots; an add locks its cart(s)
// before its slot(s), never a slot and then a cart (that pair could deadlock with a checkout).
const lockCarts = new PreparedStatement<{ id: string }>('carts_lock_add', sql`SELECT id FROM carts WHERE id = ANY(${carts}::uuid[]) ORDER BY id FOR NO KEY UPDATE`);
const lockFreeCarts = new PreparedStatement<{ id: string }>(
  'carts_lock_add_skip',
  sql`SELECT id FROM carts WHERE id = ANY(${carts}::uuid[]) ORDER BY id FOR NO KEY UPDATE SKIP LOCKED`,
);
const lockSlots = new PreparedStatement<{ id: number }>('slots_lock', sql`SELECT id FROM slots WHERE ${batchSlots} ORDER BY id FOR UPDATE`);
const lockFreeSlots = new PreparedStatement<{ id: number }>('slots_lock_skip', sql`SELECT id FROM slots WHERE ${batchSlots} ORDER BY id FOR UPDATE SKIP LOCKED`);

export interface LockedForAdds {
  /** Per add, in order: its context read after the locks (undefined for an unknown cart). */
  contexts: (AddContext | undefined)[];
  /** The slots locked; a slot asked for and not here is held by another transaction (skipping) or unknown. */
  slots: Set<number>;
  /** The carts locked; a cart asked for and not here is held by another transaction (skipping) or gone. */
  carts: Set<string>;
}

/**
 * How a group's locks treat rows another transaction holds: `skip` never
 * waits (SKIP LOCKED, carts and slots); `brief` skips the carts and waits for
 * the slots at most `briefWaitMs` (the transaction's lock_timeout; past it
 * the statement fails with lock_not_available); `wait` waits for both up to
 * LOCK_TIMEOUT.
 */
export type LockMode = 'skip' | 'brief' | 'wait';

const briefLockWait = new PreparedStatement<{ v: string }>('lock_timeout_brief', sql`SELECT set_config('lock_timeout', ${sql.placeholder('timeout')}, true) AS v`);

/**
 * Locks the carts (they get new lines) and then the slot rows, and reads the
 * adds' contexts (readAddContexts: cart, coupon, line, seats held, the
 * slots' occupancy) in a further statement sent right behind the locks
 * (pipelined): in READ COMMITTED that statement takes its snapshot after the
 * locks were granted, so it sees every hold committed by the writers we
 * waited for. Rows skipped (`mode`) are missing from `carts` and `slots`;
 * their contexts are the committed state of that instant.
 */
export async function lockForAdds(client: PgClient, begin: Promise<unknown>, asked: AskedAdd[], at: Date, mode: LockMode, briefWaitMs = 0): Promise<LockedForAdds> {
  const sortedCarts = [...new Set(asked.map((a) => a.cartId))].sort();
  const sortedSlots = [...new Set(asked.map((a) => a.slotId))].sort((a, b) => a - b);
  const [, , lockedCarts, lockedSlots, , contexts] = await Promise.all([
    begin,
    mode === 'brief' ? briefLockWait.rows(client, { timeout: `${briefWaitMs}ms` }) : undefined,
    (mode === 'wait' ? lockCarts : lockFreeCarts).rows(client, { carts: sortedCarts }),
    (mode === 'skip' ? lockFreeSlots : lockSlots).rows(client, { slots: sortedSlots }),
    // The brief wait is for the slots only: back to LOCK_TIMEOUT for the rest of the transaction. Its
    // COMMIT takes the lock that orders the commits sending NOTIFY (seats_changed), which another
    // transaction may hold for a while as it commits: a short timeout there failed the whole group.
    mode === 'brief' ? briefLockWait.rows(client, { timeout: LOCK_TIMEOUT }) : undefined,
    readAddContexts(client, asked, at),
  ]);
  return { contexts, slots: new Set(lockedSlots.map((r) => Number(r.id))), carts: new Set(lockedCarts.map((r) => r.id)) };
}

export interface NewHold {
  cartId: string;
  slotId: number;
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  unitPriceCents: number;
  vipSupplementCents: number;
  holdExpiresAt: Date;
  /** The latest a checkout may extend the hold to. */
  maxExpiresAt: Date;
  /** holderKey of the guest's address; null for staff and partners. */
  clientKey: string | null;
}

const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
const insertHolds = new PreparedStatement<{ id: string; cart_id: string; slot_id: number }>(
  'cart_holds_insert',
  sql`WITH i AS (
        INSERT INTO cart_items (cart_id, slot_id, category, adults, children, vip, language, unit_price_cents, vip_supplement_cents, hold_expires_at, max_expires_at, client_key)
        SELECT * FROM unnest(${carts}::uuid[], ${slots}::bigint[], ${p('categories', 'text')}, ${p('adults', 'int')}, ${p('children', 'int')},
                             ${p('vips', 'boolean')}, ${p('languages', 'text')}, ${p('units', 'int')}, ${p('vipSupplements', 'int')}, ${p('expires', 'timestamptz')},
                             ${p('maxExpires', 'timestamptz')}, ${p('clientKeys', 'text')})
        ON CONFLICT ON CONSTRAINT cart_items_cart_slot_uq DO NOTHING
        RETURNING id, cart_id, slot_id),
      t AS (UPDATE carts SET updated_at = now() WHERE id = ANY(${carts}::uuid[]) AND id IN (SELECT cart_id FROM i))
      SELECT id, cart_id, slot_id FROM i, (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`,
);

/**
 * Writes the holds and touches their carts in one statement. Returns the new
 * item id per `cartId:slotId`; a hold whose cart already has a line on that
 * slot (a concurrent add) is not written and has no id.
 *
 * The same statement sets `synchronous_commit = off` for its transaction: the
 * group's COMMIT returns without waiting for the WAL flush (docs/decisions/0026).
 * The write stage runs one group at a time, so a slow disk flush held
 * up every add behind it. A hold is a 20-minute reservation without money; the
 * WAL is written in order, so any later synchronous commit that counted these
 * holds (a checkout, a booking, a payment) flushes them too. A crash can lose
 * only holds nothing durable depended on yet: seats free again, never an oversell.
 */
export async function insertHoldRows(client: PgClient, holds: NewHold[]): Promise<Map<string, string>> {
  const rows = await insertHolds.rows(client, {
    carts: holds.map((h) => h.cartId),
    slots: holds.map((h) => h.slotId),
    categories: holds.map((h) => h.category),
    adults: holds.map((h) => h.adults),
    children: holds.map((h) => h.children),
    vips: holds.map((h) => h.vip),
    languages: holds.map((h) => h.language),
    units: holds.map((h) => h.unitPriceCents),
    vipSupplements: holds.map((h) => h.vipSupplementCents),
    expires: holds.map((h) => h.holdExpiresAt.toISOString()),
    maxExpires: holds.map((h) => h.maxExpiresAt.toISOString()),
    clientKeys: holds.map((h) => h.clientKey),
  });
  return new Map(rows.map((r) => [lineKey(r.cart_id, Number(r.slot_id)), r.id]));
}

export const lineKey = (cartId: string, slotId: number) => `${cartId}:${slotId}`;

const dropExpired = new PreparedStatement(
  'cart_lines_drop_expired',
  sql`DELETE FROM cart_items WHERE id = ANY(${sql.placeholder('ids')}::uuid[]) AND hold_expires_at <= ${now}::timestamptz`,
);

/** Deletes the given lines if their hold has expired (an expired line on a slot is replaced by a new add). */
export async function dropExpiredLines(client: PgClient, ids: string[], at: Date): Promise<void> {
  await dropExpired.rows(client, { ids, now: at.toISOString() });
}

import { sql } from 'drizzle-orm';
import { occupancySql, toSlotWithOccupancy, type OccupancyRow, type SlotWithOccupancy } from '../holds/index.ts';
import { PreparedStatement, type PgClient, type PgPool } from '../prepared.ts';
import { pgTimestamp } from '../transaction.ts';

// The add-to-cart hot path as named prepared statements, each for a whole
// batch of adds (docs/decisions/0009 and 0012).
const carts = sql.placeholder('carts');
const slots = sql.placeholder('slots');
const now = sql`${sql.placeholder('now')}`;
const batchSlots = sql`id = ANY(${slots}::bigint[])`;

interface ContextRow extends Partial<OccupancyRow> {
  n: number;
  cart_found: boolean;
  coupon_code: string | null;
  line_id: string | null;
  line_expires_at: string | Date | null;
}

/** For each (cart, slot) asked: the cart (its coupon code), the slot with its occupancy and the cart's line on it. */
const addContexts = new PreparedStatement<ContextRow>(
  'cart_add_contexts',
  sql`SELECT r.n, c.id IS NOT NULL AS cart_found, cp.code AS coupon_code, li.id AS line_id, li.hold_expires_at AS line_expires_at, occ.*
        FROM unnest(${carts}::uuid[], ${slots}::bigint[]) WITH ORDINALITY AS r(cart_id, slot_id, n)
        LEFT JOIN carts c ON c.id = r.cart_id
        LEFT JOIN coupons cp ON cp.id = c.coupon_id
        LEFT JOIN cart_items li ON li.cart_id = r.cart_id AND li.slot_id = r.slot_id
        LEFT JOIN (${occupancySql(batchSlots, now)}) occ ON occ.id = r.slot_id`,
);

export interface AddContext {
  couponCode: string | null;
  slot: SlotWithOccupancy | undefined;
  line: { id: string; holdExpiresAt: Date } | undefined;
}

/** One statement for a batch; per request, in order: its context, undefined for an unknown cart. */
export async function readAddContexts(pool: PgPool, asked: { cartId: string; slotId: number }[], at: Date): Promise<(AddContext | undefined)[]> {
  const rows = await addContexts.rows(pool, { carts: asked.map((a) => a.cartId), slots: asked.map((a) => a.slotId), now: at.toISOString() });
  const contexts: (AddContext | undefined)[] = asked.map(() => undefined);
  for (const row of rows) {
    if (!row.cart_found) continue;
    contexts[Number(row.n) - 1] = {
      couponCode: row.coupon_code,
      slot: row.id == null ? undefined : toSlotWithOccupancy(row as OccupancyRow),
      line: row.line_id ? { id: row.line_id, holdExpiresAt: pgTimestamp(row.line_expires_at) } : undefined,
    };
  }
  return contexts;
}

// Sorted order: two transactions locking overlapping slots never deadlock (ARCHITECTURE.md 4).
const lockSlots = new PreparedStatement<{ id: number }>('slots_lock', sql`SELECT id FROM slots WHERE ${batchSlots} ORDER BY id FOR UPDATE`);
const lockFreeSlots = new PreparedStatement<{ id: number }>('slots_lock_skip', sql`SELECT id FROM slots WHERE ${batchSlots} ORDER BY id FOR UPDATE SKIP LOCKED`);
const slotsOccupancy = new PreparedStatement<OccupancyRow>('slots_occupancy', occupancySql(batchSlots, now));

/**
 * Locks the slot rows and reads their occupancy in a SECOND statement sent
 * right behind the lock (pipelined): in READ COMMITTED that statement takes
 * its snapshot after the locks were granted, so it sees every hold committed
 * by the writers we waited for. `skipLocked`: a slot another transaction
 * holds is not waited for: it is in `busy`, not in `slots`. An unknown slot is in neither.
 */
export async function lockAndReadSlots(
  client: PgClient,
  begin: Promise<unknown>,
  ids: number[],
  at: Date,
  skipLocked: boolean,
): Promise<{ slots: Map<number, SlotWithOccupancy>; busy: Set<number> }> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const [, locked, rows] = await Promise.all([
    begin,
    (skipLocked ? lockFreeSlots : lockSlots).rows(client, { slots: sorted }),
    slotsOccupancy.rows(client, { slots: sorted, now: at.toISOString() }),
  ]);
  const mine = new Set(locked.map((r) => Number(r.id)));
  const slots = new Map<number, SlotWithOccupancy>();
  const busy = new Set<number>();
  for (const r of rows) {
    if (mine.has(Number(r.id))) slots.set(Number(r.id), toSlotWithOccupancy(r));
    else busy.add(Number(r.id));
  }
  return { slots, busy };
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
}

const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
const insertHolds = new PreparedStatement<{ id: string; cart_id: string; slot_id: number }>(
  'cart_holds_insert',
  sql`WITH i AS (
        INSERT INTO cart_items (cart_id, slot_id, category, adults, children, vip, language, unit_price_cents, vip_supplement_cents, hold_expires_at)
        SELECT * FROM unnest(${carts}::uuid[], ${slots}::bigint[], ${p('categories', 'text')}, ${p('adults', 'int')}, ${p('children', 'int')},
                             ${p('vips', 'boolean')}, ${p('languages', 'text')}, ${p('units', 'int')}, ${p('vipSupplements', 'int')}, ${p('expires', 'timestamptz')})
        ON CONFLICT ON CONSTRAINT cart_items_cart_slot_uq DO NOTHING
        RETURNING id, cart_id, slot_id),
      t AS (UPDATE carts SET updated_at = now() WHERE id IN (SELECT cart_id FROM i))
      SELECT id, cart_id, slot_id FROM i`,
);

/**
 * Writes the holds and touches their carts in one statement. Returns the new
 * item id per `cartId:slotId`; a hold whose cart already has a line on that
 * slot (a concurrent add) is not written and has no id.
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
  });
  return new Map(rows.map((r) => [lineKey(r.cart_id, Number(r.slot_id)), r.id]));
}

export const lineKey = (cartId: string, slotId: number) => `${cartId}:${slotId}`;

const dropExpired = new PreparedStatement('cart_lines_drop_expired', sql`DELETE FROM cart_items WHERE id = ANY(${sql.placeholder('ids')}::uuid[]) AND hold_expires_at <= ${now}::timestamptz`);

/** Deletes the given lines if their hold has expired (an expired line on a slot is replaced by a new add). */
export async function dropExpiredLines(client: PgClient, ids: string[], at: Date): Promise<void> {
  await dropExpired.rows(client, { ids, now: at.toISOString() });
}

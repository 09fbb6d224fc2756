import { sql } from 'drizzle-orm';
import { occupancySql, toSlotWithOccupancy, type OccupancyRow, type SlotWithOccupancy } from '../holds/index.ts';
import { PreparedStatement, type PgClient, type PgPool } from '../prepared.ts';
import { pgTimestamp } from '../transaction.ts';

// The add-to-cart hot path as named prepared statements (docs/decisions/0009).
const cartId = sql.placeholder('cartId');
const slotId = sql.placeholder('slotId');
const now = sql`${sql.placeholder('now')}`;
const oneSlot = sql`id = ${slotId}::bigint`;

interface ContextRow extends Partial<OccupancyRow> {
  coupon_code: string | null;
  line_id: string | null;
  line_expires_at: string | Date | null;
}

/** The cart (its coupon code), the slot with its occupancy and the cart's line on it, in one statement. */
const addContext = new PreparedStatement<ContextRow>(
  'cart_add_context',
  sql`SELECT cp.code AS coupon_code, li.id AS line_id, li.hold_expires_at AS line_expires_at, occ.*
        FROM carts c
        LEFT JOIN coupons cp ON cp.id = c.coupon_id
        LEFT JOIN cart_items li ON li.cart_id = c.id AND li.slot_id = ${slotId}::bigint
        LEFT JOIN (${occupancySql(oneSlot, now)}) occ ON true
       WHERE c.id = ${cartId}::uuid`,
);

export interface AddContext {
  couponCode: string | null;
  slot: SlotWithOccupancy | undefined;
  line: { id: string; holdExpiresAt: Date } | undefined;
}

/** Undefined for an unknown cart. */
export async function readAddContext(pool: PgPool, cart: string, slot: number, at: Date): Promise<AddContext | undefined> {
  const [row] = await addContext.rows(pool, { cartId: cart, slotId: slot, now: at.toISOString() });
  if (!row) return undefined;
  return {
    couponCode: row.coupon_code,
    slot: row.id == null ? undefined : toSlotWithOccupancy(row as OccupancyRow),
    line: row.line_id ? { id: row.line_id, holdExpiresAt: pgTimestamp(row.line_expires_at) } : undefined,
  };
}

const lockSlot = new PreparedStatement<{ id: number }>('slot_lock', sql`SELECT id FROM slots WHERE ${oneSlot} FOR UPDATE`);
const slotOccupancy = new PreparedStatement<OccupancyRow>('slot_occupancy', occupancySql(oneSlot, now));

/**
 * Locks the slot row and reads its occupancy in a SECOND statement sent right
 * behind the lock (pipelined): in READ COMMITTED that statement takes its
 * snapshot after the lock was granted, so it sees every hold committed by
 * the writer we waited for. Undefined for an unknown slot.
 */
export async function lockAndReadSlot(client: PgClient, begin: Promise<unknown>, slot: number, at: Date): Promise<SlotWithOccupancy | undefined> {
  const [, locked, rows] = await Promise.all([begin, lockSlot.rows(client, { slotId: slot }), slotOccupancy.rows(client, { slotId: slot, now: at.toISOString() })]);
  return locked.length === 0 || !rows[0] ? undefined : toSlotWithOccupancy(rows[0]);
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

const insertHold = new PreparedStatement<{ id: string }>(
  'cart_hold_insert',
  sql`WITH i AS (
        INSERT INTO cart_items (cart_id, slot_id, category, adults, children, vip, language, unit_price_cents, vip_supplement_cents, hold_expires_at)
        VALUES (${cartId}::uuid, ${slotId}::bigint, ${sql.placeholder('category')}, ${sql.placeholder('adults')}::int, ${sql.placeholder('children')}::int,
                ${sql.placeholder('vip')}::boolean, ${sql.placeholder('language')}, ${sql.placeholder('unit')}::int, ${sql.placeholder('vipSupplement')}::int,
                ${sql.placeholder('expires')}::timestamptz)
        RETURNING id),
      t AS (UPDATE carts SET updated_at = now() WHERE id = ${cartId}::uuid)
      SELECT id FROM i`,
);

/** Writes the hold and touches the cart in one statement; returns the new item id. */
export async function insertHoldRow(client: PgClient, h: NewHold): Promise<string> {
  const [row] = await insertHold.rows(client, {
    cartId: h.cartId,
    slotId: h.slotId,
    category: h.category,
    adults: h.adults,
    children: h.children,
    vip: h.vip,
    language: h.language,
    unit: h.unitPriceCents,
    vipSupplement: h.vipSupplementCents,
    expires: h.holdExpiresAt.toISOString(),
  });
  return row!.id;
}

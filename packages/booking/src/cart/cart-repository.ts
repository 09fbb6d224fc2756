import { eq, sql, type SQL } from 'drizzle-orm';
import { cartItems, carts, coupons, type CartItemRow } from '@tenuta/db';
import { PreparedStatement, type PgClient, type PgPool } from '../prepared.ts';
import { pgTimestamp, type Executor } from '@tenuta/core';

/** A cart line with what the cart shows about its slot (not who made it, nor its life cap). */
export interface CartLine extends Omit<CartItemRow, 'maxExpiresAt' | 'clientKey'> {
  experienceId: number | null;
  startsAt: Date;
  durationMinutes: number;
  romeDate: string;
  romeStart: string;
  titleIt: string | null;
  titleEn: string | null;
}

export async function cartExists(db: Executor, cartId: string): Promise<boolean> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId));
  return Boolean(row);
}

/** The cart's coupon code, null without one; undefined for an unknown cart. */
export async function findCartCouponCode(db: Executor, cartId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ code: coupons.code }).from(carts).leftJoin(coupons, eq(coupons.id, carts.couponId)).where(eq(carts.id, cartId));
  return row ? row.code : undefined;
}

export async function createCart(db: Executor): Promise<string> {
  const [row] = await db.insert(carts).values({}).returning({ id: carts.id });
  return row!.id;
}

export async function setCartCoupon(db: Executor, cartId: string, couponId: number | null): Promise<void> {
  await db.update(carts).set({ couponId, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export async function touchCart(db: Executor, cartId: string): Promise<void> {
  await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

// The carts' heads: drop their expired holds and report them (the tally is reset) or keep them (added to the tally).
const reportHead = (ids: SQL, at: SQL) => sql`
  c AS (SELECT id, coupon_id, expired_unreported FROM carts WHERE id = ANY(${ids}::uuid[])),
  d AS (DELETE FROM cart_items WHERE cart_id = ANY(${ids}::uuid[]) AND hold_expires_at <= ${at}::timestamptz RETURNING cart_id),
  u AS (UPDATE carts SET expired_unreported = 0 WHERE id = ANY(${ids}::uuid[]) AND expired_unreported <> 0 RETURNING 1),
  head AS (SELECT c.id AS cart_id, c.coupon_id, (c.expired_unreported + (SELECT count(*) FROM d WHERE d.cart_id = c.id))::int AS expired FROM c)`;
const keepHead = (ids: SQL, at: SQL) => sql`
  d AS (DELETE FROM cart_items WHERE cart_id = ANY(${ids}::uuid[]) AND hold_expires_at <= ${at}::timestamptz RETURNING cart_id),
  u AS (UPDATE carts SET expired_unreported = expired_unreported + (SELECT count(*) FROM d WHERE d.cart_id = carts.id)
         WHERE id = ANY(${ids}::uuid[]) RETURNING id, coupon_id, expired_unreported),
  head AS (SELECT id AS cart_id, coupon_id, expired_unreported AS expired FROM u)`;
const linesSelect = (where: SQL, at: SQL) => sql`
  SELECT ci.id, ci.cart_id, ci.slot_id, ci.category, ci.adults, ci.children, ci.vip, ci.language,
         ci.unit_price_cents, ci.vip_supplement_cents, ci.hold_expires_at, ci.created_at,
         s.experience_id, s.starts_at, (CASE WHEN s.category = 'CHOICE' THEN coalesce(e.duration_minutes, s.duration_minutes) ELSE s.duration_minutes END) AS duration_minutes,
         to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
         to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_start,
         e.title_it, e.title_en
    FROM cart_items ci
    JOIN slots s ON s.id = ci.slot_id
    LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, ci.category, s.truffle_price_cents, s.wine_price_cents)
   WHERE ${where} AND ci.hold_expires_at > ${at}::timestamptz`;
/**
 * One statement for one or more carts: each head, then its unexpired lines
 * oldest first (one row with null line columns for an empty cart; no row for
 * an unknown cart). The lines are read from the statement's snapshot, before
 * the delete, and filtered by the same instant, so they are exactly the ones kept.
 */
const cartSql = (head: SQL, ids: SQL, at: SQL) => sql`
  WITH ${head}, l AS (${linesSelect(sql`ci.cart_id = ANY(${ids}::uuid[])`, at)})
  SELECT head.cart_id AS head_cart_id, head.coupon_id AS head_coupon_id, head.expired AS head_expired, l.*
    FROM head LEFT JOIN l ON l.cart_id = head.cart_id
   ORDER BY head.cart_id, l.created_at, l.id`;

// Every cart call reads its cart(s) this way, as a named prepared statement (docs/decisions/0026).
const idsParam = sql`${sql.placeholder('ids')}`;
const atParam = sql`${sql.placeholder('at')}`;
const cartReport = new PreparedStatement<Record<string, unknown>>('carts_read_report', cartSql(reportHead(idsParam, atParam), idsParam, atParam));
const cartKeep = new PreparedStatement<Record<string, unknown>>('carts_read_keep', cartSql(keepHead(idsParam, atParam), idsParam, atParam));

export interface CartHead {
  couponId: number | null;
  expired: number;
  lines: CartLine[];
}

/**
 * Drops the carts' expired holds and reads their unexpired lines in one
 * statement. `report`: the expired count is the holds dropped since the last
 * report (including the sweep job's) and the tally is reset; `keep`: they
 * are added to the tally for the next report. Unknown carts are absent.
 */
export async function dropExpiredAndReadCarts(client: PgPool | PgClient, cartIds: string[], now: Date, mode: 'report' | 'keep'): Promise<Map<string, CartHead>> {
  const rows = await (mode === 'report' ? cartReport : cartKeep).rows(client, { ids: cartIds, at: now.toISOString() });
  const carts = new Map<string, CartHead>();
  for (const r of rows) {
    const id = String(r.head_cart_id);
    let head = carts.get(id);
    if (!head) {
      head = { couponId: r.head_coupon_id === null ? null : Number(r.head_coupon_id), expired: Number(r.head_expired), lines: [] };
      carts.set(id, head);
    }
    if (r.id !== null) head.lines.push(toCartLine(r));
  }
  return carts;
}

/** The cart's unexpired lines, oldest first. */
export async function findCartLines(db: Executor, cartId: string, now: Date): Promise<CartLine[]> {
  const result = await db.execute<Record<string, unknown>>(sql`${linesSelect(sql`ci.cart_id = ${cartId}::uuid`, sql`${now.toISOString()}`)} ORDER BY ci.created_at, ci.id`);
  return result.rows.map(toCartLine);
}

function toCartLine(r: Record<string, unknown>): CartLine {
  return {
    id: String(r.id),
    cartId: String(r.cart_id),
    slotId: Number(r.slot_id),
    category: r.category as 'TRUFFLE' | 'WINE',
    adults: Number(r.adults),
    children: Number(r.children),
    vip: Boolean(r.vip),
    language: String(r.language),
    unitPriceCents: Number(r.unit_price_cents),
    vipSupplementCents: Number(r.vip_supplement_cents),
    holdExpiresAt: pgTimestamp(r.hold_expires_at),
    createdAt: pgTimestamp(r.created_at),
    experienceId: r.experience_id === null ? null : Number(r.experience_id),
    startsAt: pgTimestamp(r.starts_at),
    durationMinutes: Number(r.duration_minutes),
    romeDate: String(r.rome_date),
    romeStart: String(r.rome_start),
    titleIt: (r.title_it as string | null) ?? null,
    titleEn: (r.title_en as string | null) ?? null,
  };
}

export async function findCartItem(db: Executor, itemId: string): Promise<CartItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(eq(cartItems.id, itemId));
  return row;
}

export async function deleteCartItem(db: Executor, itemId: string): Promise<{ cartId: string } | undefined> {
  const [row] = await db.delete(cartItems).where(eq(cartItems.id, itemId)).returning({ cartId: cartItems.cartId });
  return row;
}

export async function deleteCartItems(db: Executor, cartId: string): Promise<number> {
  const rows = await db.delete(cartItems).where(eq(cartItems.cartId, cartId)).returning({ id: cartItems.id });
  return rows.length;
}

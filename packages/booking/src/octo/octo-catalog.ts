import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { experiences, type Experience } from '@tenuta/db';
import { MAX_RANGE_DAYS } from '../availability/list-available-slots.ts';
import { LIMITS } from '../cart/hold-rules.ts';
import type { Executor } from '@tenuta/core';
import { invalidOption, invalidProduct } from './octo-errors.ts';
import { OCTO_OPTION_ID } from './octo-view.ts';

/**
 * The catalogue as OCTO products: each active experience is one product (its id is the
 * experience's slug) with one option, DEFAULT. Its availabilities are the slots that sell it: the
 * slots of the experience itself, and the CHOICE slots that become it when booked as its
 * category (the same rule as the site's widgets: `slot_experience_id`, migration 0012).
 */
export type OctoExperience = Experience & { category: 'TRUFFLE' | 'WINE' };

/** The slots (table or alias `t`) that sell experience `e` (id and category), as a SQL condition. */
export function productSlotsSql(e: Pick<Experience, 'id' | 'category'>, t: 's' | 'slots' = 's'): SQL {
  const c = (column: string) => sql.raw(`${t}.${column}`);
  const price = e.category === 'TRUFFLE' ? c('truffle_price_cents') : c('wine_price_cents');
  return sql`((${c('category')} = ${e.category} AND ${c('experience_id')} = ${e.id})
    OR (${c('category')} = 'CHOICE' AND ${price} IS NOT NULL
        AND slot_experience_id(${c('experience_id')}, ${e.category}, ${c('truffle_price_cents')}, ${c('wine_price_cents')}) = ${e.id}))`;
}

/** The active experiences in the catalogue's order. */
export async function findOctoExperiences(db: Executor): Promise<OctoExperience[]> {
  const rows = await db.select().from(experiences).where(eq(experiences.isActive, true)).orderBy(asc(experiences.sortOrder), asc(experiences.id));
  return rows as OctoExperience[];
}

/** The product `productId` (an active experience's slug), else INVALID_PRODUCT_ID. */
export async function findOctoExperience(db: Executor, productId: string): Promise<OctoExperience> {
  const [row] = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.slug, productId), eq(experiences.isActive, true)));
  if (!row) throw invalidProduct(productId);
  return row as OctoExperience;
}

/** The experience an OCTO booking is for (active or not since). */
export async function findExperienceById(db: Executor, id: number): Promise<OctoExperience> {
  const [row] = await db.select().from(experiences).where(eq(experiences.id, id));
  return row as OctoExperience;
}

/** The one option of every product; any other id is INVALID_OPTION_ID. */
export function checkOption(optionId: string): void {
  if (optionId !== OCTO_OPTION_ID) throw invalidOption(optionId);
}

/** The product and option of a request, checked in OCTO's order (product first). */
export async function findProductOption(db: Executor, productId: string, optionId: string): Promise<OctoExperience> {
  const e = await findOctoExperience(db, productId);
  checkOption(optionId);
  return e;
}

/** What the upcoming slots of a product say about it: start times, tour languages, whether VIP is offered. */
export interface ProductSlotFacts {
  startTimes: string[];
  languages: string[];
  vip: boolean;
  /** The lowest prices of those slots (slot prices win over the catalogue's), for `pricingFrom`. */
  adultFrom: number | null;
  vipFrom: number | null;
}

/** The product's slots of the booking window (the widget's longest range) from now. */
export async function productSlotFacts(db: Executor, e: OctoExperience, now: Date): Promise<ProductSlotFacts> {
  const vipPrice = e.category === 'TRUFFLE' ? sql`s.truffle_vip_upgrade_price_cents` : sql`s.wine_vip_upgrade_price_cents`;
  const price = e.category === 'TRUFFLE' ? sql`s.truffle_price_cents` : sql`s.wine_price_cents`;
  const r = await db.execute<{ times: string[] | null; languages: string[] | null; vip: boolean | null; adult_from: number | null; vip_from: number | null }>(sql`
    SELECT array_agg(DISTINCT to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI')) AS times,
           array_agg(DISTINCT l.language) FILTER (WHERE l.language IS NOT NULL) AS languages,
           bool_or(${vipPrice} IS NOT NULL) AS vip, min(${price})::int AS adult_from, min(${vipPrice})::int AS vip_from
      FROM slots s LEFT JOIN LATERAL unnest(s.languages) AS l(language) ON true
     WHERE s.is_active AND s.starts_at > ${now.toISOString()}::timestamptz
       AND s.starts_at < ${now.toISOString()}::timestamptz + make_interval(days => ${MAX_RANGE_DAYS}::int)
       AND ${productSlotsSql(e)}`);
  const row = r.rows[0];
  return {
    startTimes: [...(row?.times ?? [])].sort(),
    languages: [...(row?.languages ?? [])].sort(),
    vip: Boolean(row?.vip),
    adultFrom: row?.adult_from ?? null,
    vipFrom: row?.vip_from ?? null,
  };
}

/** The party limits of the engine (docs/product.md, Participants) for a product; a tasting has no maximum but its seats. */
export function partyLimits(e: OctoExperience): { minAdults: number; maxPeople: number | null; maxChildren: number } {
  return e.category === 'TRUFFLE'
    ? { minAdults: LIMITS.truffleMinAdults, maxPeople: LIMITS.truffleMaxParticipants, maxChildren: LIMITS.maxChildren }
    : { minAdults: LIMITS.wineMinAdults, maxPeople: null, maxChildren: LIMITS.maxChildren };
}
